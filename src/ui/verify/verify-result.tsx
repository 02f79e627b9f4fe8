import { useTranslation } from "react-i18next";
import type { Check, Verification } from "../../../contracts/proof/verify.ts";
import type { SignedTreeHead } from "../../../contracts/schema/proof.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import type { VerifyFileContext } from "../../machines/verify-file/verify-file.machine.ts";
import { Checks, Details, GroupedHash, RecordedPanel, WarningPanel } from "./verify-styles.ts";

/** A moment as the reader lives it: their language, their time zone (named, since proofs travel). */
export const useMoment = () => {
  const { t, i18n } = useTranslation();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso: string) => t("verify.inZone", { time: formatDateTimeFor(iso, locale), zone });
};

const Moment = ({ iso }: { iso: string }) => {
  const moment = useMoment();
  return <time dateTime={iso}>{moment(iso)}</time>;
};

/** A key fingerprint in groups of four hex digits, as people read one out. */
const grouped = (hex: string): string => hex.replace(/(.{4})(?=.)/g, "$1 ");

/** Each check the browser made, passed or failed, in words. */
const CheckList = ({ verification, labelledBy }: { verification: Verification; labelledBy: string }) => {
  const { t } = useTranslation();
  const line = (check: Check) => t(`verify.checks.${check.name}.${check.ok ? "ok" : "failed"}`);
  return (
    <Checks aria-labelledby={labelledBy}>
      {verification.checks.map((check) => (
        <li key={check.name} data-ok={check.ok}>
          <strong>{check.ok ? t("verify.checks.passed") : t("verify.checks.failedMark")}</strong>
          <span>{line(check)}</span>
        </li>
      ))}
    </Checks>
  );
};

const TreeHeadDetails = ({ head, keyId }: { head: SignedTreeHead; keyId: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t("verify.details.treeSize")}</dt>
      <dd>{head.treeSize}</dd>
      <dt>{t("verify.details.signedAt")}</dt>
      <dd>
        <Moment iso={head.timestamp} />
      </dd>
      <dt>{t("verify.details.keyId")}</dt>
      <dd>
        <GroupedHash as="span" title={keyId}>
          {grouped(keyId)}
        </GroupedHash>
      </dd>
      {head.timestampToken && (
        <>
          <dt>{t("verify.details.timestamp")}</dt>
          <dd>
            {t("verify.details.timestampBy", { authority: head.timestampToken.authority })}{" "}
            <Moment iso={head.timestampToken.time} />
          </dd>
        </>
      )}
    </>
  );
};

/** Recorded, and every check passed: when, what, where in the log, and the checks. */
export const Recorded = ({ context, id }: { context: VerifyFileContext; id: string }) => {
  const { t } = useTranslation();
  const moment = useMoment();
  const { proof, publicKey, verification } = context;
  if (!proof || !publicKey || !verification) return null;
  return (
    <RecordedPanel aria-labelledby={`${id}-result`}>
      <h2 id={`${id}-result`}>{t("verify.recorded.heading")}</h2>
      <p>{t("verify.recorded.body", { time: moment(proof.entry.recordedAt) })}</p>
      <Details aria-label={t("verify.details.label")}>
        <dt>{t("verify.details.recordedAt")}</dt>
        <dd>
          <Moment iso={proof.entry.recordedAt} />
        </dd>
        <dt>{t("verify.details.kind")}</dt>
        <dd>{t(`verify.kinds.${proof.entry.kind}`)}</dd>
        <dt>{t("verify.details.leafIndex")}</dt>
        <dd>{proof.leafIndex}</dd>
        <TreeHeadDetails head={proof.treeHead} keyId={publicKey.keyId} />
      </Details>
      <h3 id={`${id}-checks`}>{t("verify.checks.heading")}</h3>
      <CheckList verification={verification} labelledBy={`${id}-checks`} />
    </RecordedPanel>
  );
};

/** The log answered, but its proof does not hold: a warning, naming what failed. */
export const Failed = ({ context, id }: { context: VerifyFileContext; id: string }) => {
  const { t, i18n } = useTranslation();
  const { verification } = context;
  if (!verification) return null;
  const failed = verification.checks
    .filter((check) => !check.ok)
    .map((check) => t(`verify.checks.${check.name}.name`));
  // "signature and key", "firma y clave": the list joined as the reader's language joins one.
  const list = new Intl.ListFormat(localeOfLanguage(uiLanguageOf(i18n.language)), { type: "conjunction" });
  return (
    <WarningPanel aria-labelledby={`${id}-result`}>
      <h2 id={`${id}-result`}>{t("verify.failed.heading")}</h2>
      <p>{t("verify.failed.body", { checks: list.format(failed) })}</p>
      <p>{t("verify.failed.advice")}</p>
      <h3 id={`${id}-checks`}>{t("verify.checks.heading")}</h3>
      <CheckList verification={verification} labelledBy={`${id}-checks`} />
    </WarningPanel>
  );
};
