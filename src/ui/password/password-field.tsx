import { styled } from "@linaria/react";
import { VisuallyHidden } from "../forms/visually-hidden.ts";
import { useId, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  PASSWORD_CRITERIA,
  type PasswordRuleOptions,
  type StrengthColour,
} from "../../../contracts/password/password-rules.ts";
import { usePasswordStrength, type PasswordFieldState } from "./use-password-strength.ts";

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: 28rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 6px;
  font: inherit;
  color: var(--avow-text);
  background: var(--avow-surface);
  &[aria-invalid="true"] {
    border-color: var(--avow-warning);
    border-width: 2px;
  }
`;

const Toggle = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 6px;
  font: inherit;
  color: var(--avow-primary);
  background: var(--avow-surface);
  cursor: pointer;
`;

// The bar sets --password-strength-colour inline (see barColour); the fill paints with it.
const Bar = styled.div`
  height: 0.5rem;
  border-radius: 999px;
  overflow: hidden;
  background: color-mix(in srgb, var(--avow-muted) 20%, transparent);
`;

const Fill = styled.div`
  height: 100%;
  background: var(--password-strength-colour);
  transition: width 150ms ease-out;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: var(--avow-muted);
`;

const Criteria = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: var(--avow-muted);
  & > li[data-met="true"] {
    color: var(--avow-text);
  }
`;

const Mark = styled.span`
  display: inline-block;
  width: 1.25em;
  font-weight: 700;
`;

const Mismatch = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: var(--avow-warning);
`;

/** The theme colour for each colour role of the bar (seed §4). */
export const STRENGTH_COLOUR_VARIABLES: Record<StrengthColour, string> = {
  warn: "var(--avow-warning)",
  accent: "var(--avow-accent)",
  primary: "var(--avow-primary)",
};

const barColour = (colour: StrengthColour) =>
  ({ "--password-strength-colour": STRENGTH_COLOUR_VARIABLES[colour] }) as CSSProperties;

export type PasswordLabelKey = "password.label" | "password.newLabel";

export interface PasswordFieldProps {
  /** "Password" by default; "password.newLabel" for "New password". */
  readonly labelKey?: PasswordLabelKey;
  readonly options?: Partial<PasswordRuleOptions>;
  readonly externalError?: string | null;
  /** Also show "Password's strength = N %100". */
  readonly showStrengthText?: boolean;
  readonly onChange?: (state: PasswordFieldState) => void;
}

/**
 * A password with strength feedback (seed §4, §5): the input and its show/hide toggle, the strength bar,
 * the criteria met and unmet, and the confirmation. It renders what the machine says and sends it what the
 * user types.
 */
export const PasswordField = ({
  labelKey = "password.label",
  options,
  externalError = null,
  showStrengthText = false,
  onChange,
}: PasswordFieldProps) => {
  const { t } = useTranslation();
  const field = usePasswordStrength({ options, externalError, onChange });
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const ids = {
    password: `${id}-password`,
    strength: `${id}-strength`,
    criteria: `${id}-criteria`,
    confirmation: `${id}-confirmation`,
    mismatch: `${id}-mismatch`,
  };
  const type = revealed ? "text" : "password";

  const messageFor = (criterion: (typeof PASSWORD_CRITERIA)[number]): string => {
    if (criterion !== "length") return t(`password.criteria.${criterion}`);
    return field.tooLong
      ? t("password.criteria.tooLong", { max: field.max })
      : t("password.criteria.length", { min: field.min });
  };

  return (
    <Group>
      <Label htmlFor={ids.password}>{t(labelKey)}</Label>
      <Row>
        <Input
          id={ids.password}
          type={type}
          autoComplete="new-password"
          value={field.password}
          onChange={(event) => field.changePassword(event.target.value)}
          aria-invalid={field.invalid || undefined}
          aria-describedby={showStrengthText ? `${ids.strength} ${ids.criteria}` : ids.criteria}
        />
        <Toggle
          type="button"
          aria-controls={`${ids.password} ${ids.confirmation}`}
          onClick={() => setRevealed(!revealed)}
        >
          {t(revealed ? "password.hide" : "password.show")}
        </Toggle>
      </Row>
      <Bar
        role="progressbar"
        aria-label={t("password.strength")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={field.percent}
        data-colour={field.colour}
        style={barColour(field.colour)}
      >
        <Fill style={{ width: `${field.percent}%` }} />
      </Bar>
      {showStrengthText ? (
        <Note id={ids.strength}>{t("password.strengthText", { percent: field.percent })}</Note>
      ) : null}
      <Criteria id={ids.criteria} aria-label={t("password.criteriaLabel")}>
        {PASSWORD_CRITERIA.filter((criterion) => field.criteria[criterion] !== undefined).map((criterion) => {
          const met = field.criteria[criterion] === true;
          return (
            <li key={criterion} data-criterion={criterion} data-met={met}>
              <Mark aria-hidden="true">{met ? "✓" : "✗"}</Mark>
              {messageFor(criterion)}{" "}
              <VisuallyHidden>{t(met ? "password.met" : "password.unmet")}</VisuallyHidden>
            </li>
          );
        })}
      </Criteria>
      <Label htmlFor={ids.confirmation}>{t("password.confirmLabel")}</Label>
      <Input
        id={ids.confirmation}
        type={type}
        autoComplete="new-password"
        value={field.confirmation}
        onChange={(event) => field.changeConfirmation(event.target.value)}
        aria-invalid={field.mismatched || undefined}
        aria-describedby={ids.mismatch}
      />
      <Mismatch id={ids.mismatch} aria-live="polite">
        {field.mismatched ? t("password.mismatch") : null}
      </Mismatch>
    </Group>
  );
};
