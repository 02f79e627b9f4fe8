import { useTranslation } from "react-i18next";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { SmallButton } from "../forms/form-styles.ts";

export type CertificateFormat = "pdf" | "json";

/**
 * A document's proof certificate, as the PDF to print or send and the JSON the offline verifier reads. Every
 * row has the same two, so each button's name adds the document's after its visible words ("Certificate
 * (PDF), letter.pdf"), as the row's Download does: what a voice user reads out still names it.
 */
export const CertificateButtons = ({
  document,
  onDownload,
}: {
  document: DocumentItem;
  onDownload: (format: CertificateFormat) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <SmallButton
        type="button"
        aria-label={`${t("documents.certificate.pdf")}, ${document.fileName}`}
        onClick={() => onDownload("pdf")}
      >
        {t("documents.certificate.pdf")}
      </SmallButton>
      <SmallButton
        type="button"
        aria-label={`${t("documents.certificate.json")}, ${document.fileName}`}
        onClick={() => onDownload("json")}
      >
        {t("documents.certificate.json")}
      </SmallButton>
    </>
  );
};

const CERTIFICATE_ERRORS = ["proof_pending", "not_logged"] as const;

/** The sentence for a failed certificate download: its own for a pending proof or a document never logged. */
export const certificateErrorKey = (code: string) =>
  (CERTIFICATE_ERRORS as ReadonlyArray<string>).includes(code)
    ? (`documents.certificate.errors.${code as (typeof CERTIFICATE_ERRORS)[number]}` as const)
    : null;
