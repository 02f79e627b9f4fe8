import { knownCode } from "../forms/known-code.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Account } from "../../../contracts/schema/account.ts";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import { isHexColor } from "../../../contracts/schema/skin.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import {
  COLOUR_FIELDS,
  type ContrastWarning,
  type SkinField,
} from "../../machines/skin-editor/skin-draft.ts";
import type { SkinEditorInput } from "../../machines/skin-editor/skin-editor.machine.ts";
import {
  Actions,
  Button,
  ErrorMessage,
  Field,
  FieldError,
  Hint,
  Input,
  Label,
  Notice,
  SecondaryButton,
  Select,
} from "../forms/form-styles.ts";
import { ColourRow, EditorForm, Heading, Picker, Section, Warning, Warnings } from "./skin-editor-styles.ts";
import { useCurrentSkin, useSkinEditor } from "./use-skin-editor.ts";

const ERROR_CODES = ["forbidden", "invalid_request", "offline", "unauthenticated"] as const;
const errorKey = (code: string) => `skinEditor.errors.${knownCode(ERROR_CODES, code)}` as const;

const isColourField = (field: SkinField): field is (typeof COLOUR_FIELDS)[number] =>
  (COLOUR_FIELDS as ReadonlyArray<string>).includes(field);

/** The form itself, with its own editor actor, started from the organisation's skin (or the defaults). */
export const SkinEditor = (input: SkinEditorInput) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const editor = useSkinEditor(input);
  const uiLanguage = uiLanguageOf(i18n.language);
  const languageNames = new Intl.DisplayNames([localeOfLanguage(uiLanguage)], { type: "language" });

  // Rounded down, so that a ratio just under 4.5 never reads as 4.5.
  const ratioText = (warning: ContrastWarning) =>
    formatNumber(Math.floor(warning.ratio * 10) / 10, localeOfLanguage(uiLanguage));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.save();
  };

  const fieldProps = (field: SkinField) => {
    const invalid = editor.invalid.includes(field);
    const hint = field === "logoUrl" || field === "websiteUrl" || field === "secondaryTextColor";
    const describedBy = [hint ? `${id}-${field}-hint` : "", invalid ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${id}-${field}`,
      name: field,
      value: editor.draft[field],
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    };
  };

  const fieldError = (field: SkinField) =>
    editor.invalid.includes(field) && (
      <FieldError id={`${id}-${field}-error`}>
        {t(isColourField(field) ? "skinEditor.invalid.colour" : `skinEditor.invalid.${field}`)}
      </FieldError>
    );

  const textField = (field: "title" | "logoUrl" | "websiteUrl") => (
    <Field>
      <Label htmlFor={`${id}-${field}`}>{t(`skinEditor.fields.${field}`)}</Label>
      <Input
        type="text"
        inputMode={field === "title" ? undefined : "url"}
        autoComplete="off"
        readOnly={editor.saving}
        {...fieldProps(field)}
        onChange={(event) => editor.change(field, event.target.value)}
      />
      {field !== "title" && <Hint id={`${id}-${field}-hint`}>{t(`skinEditor.hints.${field}`)}</Hint>}
      {fieldError(field)}
    </Field>
  );

  const colourField = (field: (typeof COLOUR_FIELDS)[number]) => {
    const typed = editor.draft[field].trim();
    // An empty secondary text colour shows the secondary colour it falls back to.
    const shown = field === "secondaryTextColor" && typed === "" ? editor.draft.secondaryColor.trim() : typed;
    return (
      <Field key={field}>
        <Label htmlFor={`${id}-${field}`}>{t(`skinEditor.fields.${field}`)}</Label>
        <ColourRow>
          <Picker
            type="color"
            aria-label={t(`skinEditor.pick.${field}`)}
            value={isHexColor(shown) ? shown.toLowerCase() : "#000000"}
            disabled={editor.saving}
            onChange={(event) => editor.change(field, event.target.value)}
          />
          <Input
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="#rrggbb"
            readOnly={editor.saving}
            {...fieldProps(field)}
            onChange={(event) => editor.change(field, event.target.value)}
          />
        </ColourRow>
        {field === "secondaryTextColor" && (
          <Hint id={`${id}-${field}-hint`}>{t("skinEditor.hints.secondaryTextColor")}</Hint>
        )}
        {fieldError(field)}
      </Field>
    );
  };

  return (
    <EditorForm onSubmit={submit} noValidate aria-busy={editor.saving}>
      {editor.errorCode && <ErrorMessage role="alert">{t(errorKey(editor.errorCode))}</ErrorMessage>}
      {textField("title")}
      {textField("logoUrl")}
      {textField("websiteUrl")}
      <Field>
        <Label htmlFor={`${id}-language`}>{t("skinEditor.fields.language")}</Label>
        <Select
          {...fieldProps("language")}
          disabled={editor.saving}
          onChange={(event) => editor.change("language", event.target.value)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageNames.of(language) ?? language}
            </option>
          ))}
        </Select>
      </Field>
      {COLOUR_FIELDS.map(colourField)}
      <Warnings role="status" aria-live="polite">
        {editor.warnings.map((warning) => (
          <Warning key={warning.kind}>
            {t(`skinEditor.contrast.${warning.kind}`, { ratio: ratioText(warning) })}
          </Warning>
        ))}
      </Warnings>
      {editor.saved && <Notice role="status">{t("skinEditor.saved")}</Notice>}
      <Actions>
        <Button type="submit" disabled={editor.saving}>
          {editor.saving ? t("skinEditor.saving") : t("skinEditor.save")}
        </Button>
        <SecondaryButton type="button" disabled={editor.saving || !editor.dirty} onClick={editor.reset}>
          {t("skinEditor.reset")}
        </SecondaryButton>
      </Actions>
    </EditorForm>
  );
};

/** "Your organisation's look": the organisation's skin loaded, then the editor; for admins only. */
export const SkinEditorSection = ({ account }: { account: Account }) => {
  const { t } = useTranslation();
  const id = useId();
  const current = useCurrentSkin();
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t("skinEditor.heading")}</Heading>
      <Hint>{t("skinEditor.intro")}</Hint>
      {current.status === "loading" && <p role="status">{t("skinEditor.loading")}</p>}
      {current.status === "failed" && (
        <>
          <ErrorMessage role="alert">
            {current.code === "offline" ? t("skinEditor.errors.offline") : t("skinEditor.errors.load")}
          </ErrorMessage>
          <Button type="button" onClick={current.retry}>
            {t("skinEditor.retry")}
          </Button>
        </>
      )}
      {current.status === "ready" && <SkinEditor skin={current.skin} language={account.language} />}
    </Section>
  );
};
