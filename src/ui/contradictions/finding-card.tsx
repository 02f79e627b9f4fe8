import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Finding, FindingUpdate, Passage } from "../../../contracts/schema/contradictions.ts";
import { MAX_FINDING_NOTE_LENGTH } from "../../../contracts/schema/contradictions.ts";
import { Button, Field, Label, SecondaryButton } from "../forms/form-styles.ts";
import { explanationText } from "./explanation.ts";

const Card = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-radius: 8px;
  background: var(--avow-surface);
  border-left: 4px solid var(--avow-accent);
  &[data-status="explained"],
  &[data-status="dismissed"] {
    border-left-color: var(--avow-muted);
  }
  & h4 {
    margin: 0;
    font-size: 1.05rem;
  }
  & p {
    margin: 0;
  }
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: 0.75rem;
  border: 1px solid #dde3ea;
  border-radius: 6px;
  & blockquote {
    margin: 0 0 0.5rem;
    line-height: 1.5;
  }
  & mark {
    background: #ffe08a;
    color: inherit;
    padding: 0 0.15em;
    border-radius: 3px;
    font-weight: 600;
  }
  & figcaption {
    font-size: 0.9rem;
    color: var(--avow-muted);
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  font-size: 0.9rem;
  color: var(--avow-muted);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const NoteArea = styled.textarea`
  font: inherit;
  min-height: 5rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
`;

/** A sentence with the conflicting words marked (and said to screen readers as marked). */
const Highlighted = ({ passage }: { passage: Passage }) => {
  const { sentence, valueStart, valueEnd } = passage;
  const inside = valueStart >= 0 && valueEnd <= sentence.length && valueStart < valueEnd;
  if (!inside) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, valueStart)}
      <mark>{sentence.slice(valueStart, valueEnd)}</mark>
      {sentence.slice(valueEnd)}
    </>
  );
};

/** One finding: what conflicts, both passages side by side, and what the professional made of it. */
export const FindingCard = ({
  finding,
  documentLink,
  canMark,
  saving,
  onUpdate,
}: {
  finding: Finding;
  /** Where a passage's document is listed (the documents section of the account's page). */
  documentLink: { to: "/app" | "/app/clients/$clientId"; params?: { clientId: string } };
  canMark: boolean;
  saving: boolean;
  onUpdate: (update: FindingUpdate) => void;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [explaining, setExplaining] = useState(false);
  const [note, setNote] = useState(finding.note ?? "");
  const percent = Math.round(finding.confidence * 100);
  const side = (passage: Passage, which: "left" | "right") => (
    <Quote aria-label={t(`contradictions.${which}`)}>
      <blockquote lang={passage.language === "und" ? undefined : passage.language}>
        <Highlighted passage={passage} />
      </blockquote>
      <figcaption>
        <Link
          to={documentLink.to}
          params={documentLink.params}
          search={(previous) => ({ org: previous.org })}
          hash={`document-${passage.documentUuid}`}
        >
          {passage.fileName}
        </Link>
      </figcaption>
    </Quote>
  );
  const submitNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note.trim() === "") return;
    onUpdate({ status: "explained", note: note.trim() });
    setExplaining(false);
  };
  return (
    <Card data-status={finding.status} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{explanationText(t, i18n.language, finding)}</h4>
      <Meta>
        {t("contradictions.confidence", { percent })} · {t(`contradictions.status.${finding.status}`)}
      </Meta>
      <Sides>
        {side(finding.left, "left")}
        {side(finding.right, "right")}
      </Sides>
      {finding.note && (
        <p>
          <strong>{t("contradictions.note")}</strong> {finding.note}
        </p>
      )}
      {canMark && !explaining && (
        <Row>
          {finding.status !== "explained" && (
            <SecondaryButton type="button" disabled={saving} onClick={() => setExplaining(true)}>
              {t("contradictions.explain")}
            </SecondaryButton>
          )}
          {finding.status !== "dismissed" && (
            <SecondaryButton
              type="button"
              disabled={saving}
              onClick={() => onUpdate({ status: "dismissed" })}
            >
              {t("contradictions.dismiss")}
            </SecondaryButton>
          )}
          {finding.status !== "open" && (
            <SecondaryButton type="button" disabled={saving} onClick={() => onUpdate({ status: "open" })}>
              {t("contradictions.reopen")}
            </SecondaryButton>
          )}
          {saving && <span role="status">{t("contradictions.saving")}</span>}
        </Row>
      )}
      {canMark && explaining && (
        <form onSubmit={submitNote} aria-label={t("contradictions.explain")}>
          <Field>
            <Label htmlFor={`${id}-note`}>{t("contradictions.noteLabel")}</Label>
            <NoteArea
              id={`${id}-note`}
              value={note}
              maxLength={MAX_FINDING_NOTE_LENGTH}
              required
              autoFocus
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <Row style={{ marginTop: "0.5rem" }}>
            <Button type="submit" disabled={note.trim() === "" || saving}>
              {t("contradictions.saveExplanation")}
            </Button>
            <SecondaryButton type="button" onClick={() => setExplaining(false)}>
              {t("contradictions.cancel")}
            </SecondaryButton>
          </Row>
        </form>
      )}
    </Card>
  );
};
