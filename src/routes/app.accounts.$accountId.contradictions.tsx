import { createFileRoute } from "@tanstack/react-router";
import { Schema } from "effect";
import { Uuid } from "../../contracts/schema/ids.ts";
import { ContradictionsPage } from "../ui/contradictions/contradictions-page.tsx";
import { MalformedPathError, RouteError } from "../ui/pages/route-error.tsx";

const isAccountId = Schema.is(Uuid);

/** `?document=<uuid>`: the document to check, chosen from its row in the documents list. */
const ChecksSearch = Schema.Struct({ org: Schema.optionalKey(Uuid), document: Schema.optionalKey(Uuid) });

const Component = () => {
  const { accountId } = Route.useParams();
  const { document } = Route.useSearch();
  return <ContradictionsPage key={accountId} accountUuid={accountId} documentUuid={document ?? null} />;
};

export const Route = createFileRoute("/app/accounts/$accountId/contradictions")({
  params: {
    parse: ({ accountId }) => {
      if (!isAccountId(accountId)) throw new MalformedPathError(`not an account id: ${accountId}`);
      return { accountId };
    },
  },
  validateSearch: Schema.toStandardSchemaV1(ChecksSearch),
  errorComponent: RouteError,
  component: Component,
});
