import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { mayDeleteAccounts, mayManageClients } from "../../../contracts/schema/account.ts";
import { CLIENT_SCOPES } from "../../../contracts/schema/clients.ts";
import { accountOf } from "../../machines/session/session.machine.ts";
import { Button, ErrorMessage, Field, Hint, Input, Label } from "../forms/form-styles.ts";
import { CardTable } from "../pages/card-table.ts";
import { SessionActor } from "../session/session-actor.tsx";
import { ClientActions } from "./client-actions.tsx";
import { useClientList } from "./use-client-list.ts";

const Section = styled.section`
  margin-top: 2.5rem;
  & h2 {
    margin: 0;
    color: var(--avow-primary);
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`;

const AddLink = styled(Link)`
  font-weight: 600;
  padding: 0.6rem 1.2rem;
  border-radius: 999px;
  background: var(--avow-primary);
  color: var(--avow-on-primary);
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid var(--avow-accent);
    outline-offset: 2px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 1rem 2rem;
  margin-bottom: 1rem;
`;

const Scopes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: none;
  & legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  & label {
    display: inline-flex;
    gap: 0.35rem;
    align-items: center;
  }
`;

const Table = styled(CardTable)`
  /* Words stay whole in the short columns; names and emails may wrap anywhere. */
  & td[data-column="status"],
  & td[data-column="practitioner"] {
    overflow-wrap: normal;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-top: 1rem;
`;

/** A professional's clients: search, scope, paging (the client-list machine decides; this shows). */
export const ClientListSection = () => {
  const { t } = useTranslation();
  const id = useId();
  const list = useClientList();
  const account = SessionActor.useSelector(accountOf);
  const withActions =
    account !== null && (mayManageClients(account.roles) || mayDeleteAccounts(account.roles));
  return (
    <Section aria-labelledby={`${id}-title`} data-tour="client-list">
      <Header>
        <h2 id={`${id}-title`}>{t("clients.title")}</h2>
        {account && mayManageClients(account.roles) && (
          <AddLink
            data-tour="add-client"
            to="/app/clients/new"
            search={(previous) => ({ org: previous.org })}
          >
            {t("clients.add")}
          </AddLink>
        )}
      </Header>
      <Toolbar>
        <Field>
          <Label htmlFor={`${id}-search`}>{t("clients.search")}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={list.typed}
            aria-describedby={`${id}-hint`}
            onChange={(event) => list.send({ type: "search.changed", q: event.target.value })}
          />
          <Hint id={`${id}-hint`}>{t("clients.searchHint")}</Hint>
        </Field>
        <Scopes>
          <legend>{t("clients.scope")}</legend>
          {CLIENT_SCOPES.map((scope) => (
            <label key={scope}>
              <input
                type="radio"
                name={`${id}-scope`}
                value={scope}
                checked={list.query.scope === scope}
                onChange={() => list.send({ type: "scope.changed", scope })}
              />
              {t(`clients.scopes.${scope}`)}
            </label>
          ))}
        </Scopes>
      </Toolbar>
      <p role="status" aria-live="polite">
        {list.loading ? t("clients.loading") : list.failed ? "" : t("clients.count", { count: list.total })}
      </p>
      {list.failed && (
        <ErrorMessage role="alert">
          {t("clients.failed")}{" "}
          <Button type="button" onClick={() => list.send({ type: "list.reload" })}>
            {t("clients.retry")}
          </Button>
        </ErrorMessage>
      )}
      {list.empty && <p>{list.searching ? t("clients.noMatch", { q: list.query.q }) : t("clients.empty")}</p>}
      {list.items.length > 0 && (
        <Table aria-labelledby={`${id}-title`} aria-busy={list.loading}>
          <thead>
            <tr>
              <th scope="col">{t("clients.columns.name")}</th>
              <th scope="col">{t("clients.columns.email")}</th>
              <th scope="col">{t("clients.columns.status")}</th>
              <th scope="col">{t("clients.columns.practitioner")}</th>
              {withActions && <th scope="col">{t("clients.actionsColumn")}</th>}
            </tr>
          </thead>
          <tbody>
            {list.items.map((client) => (
              <tr key={client.uuid}>
                <td data-label={t("clients.columns.name")}>
                  <Link
                    to="/app/clients/$clientId"
                    params={{ clientId: client.uuid }}
                    search={(previous) => ({ org: previous.org })}
                  >
                    {client.firstName} {client.lastName}
                  </Link>
                </td>
                <td data-label={t("clients.columns.email")}>{client.email}</td>
                <td data-column="status" data-label={t("clients.columns.status")}>
                  {t(`clients.status.${client.status}`)}
                </td>
                <td data-column="practitioner" data-label={t("clients.columns.practitioner")}>
                  {client.assignedPractitioner
                    ? `${client.assignedPractitioner.firstName} ${client.assignedPractitioner.lastName}`
                    : t("clients.nobody")}
                </td>
                {withActions && account && (
                  <td data-label={t("clients.actionsColumn")}>
                    <ClientActions
                      account={account}
                      client={client}
                      compact
                      onOutcome={() => list.send({ type: "list.reload" })}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.pages > 1 && (
        <Pager aria-label={t("clients.pageOf", { page: list.query.page + 1, pages: list.pages })}>
          <Button
            type="button"
            disabled={list.query.page === 0}
            onClick={() => list.send({ type: "page.changed", page: list.query.page - 1 })}
          >
            {t("clients.previous")}
          </Button>
          <span>{t("clients.pageOf", { page: list.query.page + 1, pages: list.pages })}</span>
          <Button
            type="button"
            disabled={list.query.page + 1 >= list.pages}
            onClick={() => list.send({ type: "page.changed", page: list.query.page + 1 })}
          >
            {t("clients.next")}
          </Button>
        </Pager>
      )}
    </Section>
  );
};
