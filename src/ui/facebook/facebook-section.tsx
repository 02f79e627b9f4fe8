import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { useTranslation } from "react-i18next";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { Button, ErrorMessage, Hint, SecondaryButton } from "../forms/form-styles.ts";
import { facebookErrorKey } from "./facebook-errors.ts";
import { useFacebookLink } from "./use-facebook-link.ts";

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 2rem;
  & h2 {
    margin: 0;
    color: var(--avow-primary);
  }
`;

const Profile = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.4rem 1.25rem;
  margin: 0;
  padding: 1rem 1.25rem;
  background: var(--avow-surface);
  border-radius: 8px;
  & dt {
    font-weight: 600;
    color: var(--avow-muted);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * An account's linked Facebook profile: for the client themselves, the profile with Unlink, or the button
 * that links one; for a professional on a client's page, the profile read-only, or a line saying there is
 * none. Only on a server with a provider.
 */
export const FacebookSection = ({ accountUuid, readOnly }: { accountUuid: string; readOnly: boolean }) => {
  const { t, i18n } = useTranslation();
  const link = useFacebookLink({ accountUuid, readOnly, returnTo: "/app" });
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const profile = link.profile;
  // A server without a provider: nothing to show at all.
  if (!link.loading && !link.failed && !link.enabled && !profile) return null;
  return (
    <Section aria-labelledby="facebook-heading">
      <h2 id="facebook-heading">{t("facebook.section.title")}</h2>
      {link.loading && <Hint role="status">{t("facebook.section.loading")}</Hint>}
      {link.failed && (
        <ErrorMessage role="alert">
          {t(facebookErrorKey(link.errorCode))}{" "}
          <SecondaryButton type="button" onClick={() => link.send({ type: "link.reload" })}>
            {t("facebook.section.retry")}
          </SecondaryButton>
        </ErrorMessage>
      )}
      {profile && (
        <Profile aria-label={t("facebook.section.profileLabel")}>
          <dt>{t("facebook.profile.name")}</dt>
          <dd>{profile.name}</dd>
          <dt>{t("facebook.profile.link")}</dt>
          <dd>
            {profile.profileUrl ? (
              <a href={profile.profileUrl} target="_blank" rel="noopener noreferrer">
                {profile.profileUrl}
              </a>
            ) : (
              t("facebook.profile.noLink")
            )}
          </dd>
          <dt>{t("facebook.profile.linkedAt")}</dt>
          <dd>{formatDateTimeFor(profile.linkedAt, locale)}</dd>
        </Profile>
      )}
      {readOnly && !link.loading && !link.failed && !profile && (
        <Hint>{t("facebook.section.noneLinked")}</Hint>
      )}
      {!readOnly && !link.loading && !link.failed && (
        <>
          {link.showsLinkButton && <Hint>{t("facebook.section.intro")}</Hint>}
          <div>
            {link.showsLinkButton && (
              <Button type="button" disabled={link.busy} onClick={() => link.send({ type: "link.start" })}>
                {link.starting ? t("facebook.section.starting") : t("facebook.section.link")}
              </Button>
            )}
            {profile && (
              <SecondaryButton
                type="button"
                disabled={link.busy}
                onClick={() => link.send({ type: "link.unlink" })}
              >
                {link.unlinking ? t("facebook.section.unlinking") : t("facebook.section.unlink")}
              </SecondaryButton>
            )}
          </div>
          {link.errorCode && <ErrorMessage role="alert">{t(facebookErrorKey(link.errorCode))}</ErrorMessage>}
        </>
      )}
    </Section>
  );
};
