import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../contracts/schema/language.ts";
import {
  DEFAULT_THEME,
  isHexColor,
  isHttpsUrl,
  isSitePath,
  isSkinTitle,
  type Skin,
  type SkinUpdate,
} from "../../../contracts/schema/skin.ts";
import { contrastRatio, themeOf } from "../skin/skin-theme.ts";

// The skin editor's draft as plain functions: its fields, their checks, what a save sends, contrast advice.

/** The fields of the form, in the order it shows them. */
export const SKIN_FIELDS = [
  "title",
  "logoUrl",
  "websiteUrl",
  "language",
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "secondaryTextColor",
] as const;
export type SkinField = (typeof SKIN_FIELDS)[number];
export const COLOUR_FIELDS = ["primaryColor", "secondaryColor", "accentColor", "secondaryTextColor"] as const;

/** The form as typed: every field a string; an empty secondary text colour means "none". */
export type SkinDraft = Readonly<Record<SkinField, string>>;

/** The form's starting values: the skin's, or the seed's default colours and an empty title to fill. */
export const draftFromSkin = (skin: Skin | null, language: Language = DEFAULT_LANGUAGE): SkinDraft =>
  skin
    ? {
        title: skin.title,
        logoUrl: skin.logoUrl,
        websiteUrl: skin.websiteUrl,
        language: skin.language,
        primaryColor: skin.primaryColor,
        secondaryColor: skin.secondaryColor,
        accentColor: skin.accentColor,
        secondaryTextColor: skin.secondaryTextColor ?? "",
      }
    : {
        title: "",
        logoUrl: "",
        websiteUrl: "",
        language,
        primaryColor: DEFAULT_THEME.primaryColor,
        secondaryColor: DEFAULT_THEME.secondaryColor,
        accentColor: DEFAULT_THEME.accentColor,
        secondaryTextColor: "",
      };

/** The same rules as the contract's SkinUpdate, on the typed text (surrounding spaces are trimmed on save). */
const isFieldValid = (field: SkinField, raw: string): boolean => {
  const value = raw.trim();
  switch (field) {
    case "title":
      return isSkinTitle(value);
    case "logoUrl":
      return isHttpsUrl(value) || isSitePath(value);
    case "websiteUrl":
      return isHttpsUrl(value);
    case "language":
      return isLanguage(value);
    case "secondaryTextColor":
      return value === "" || isHexColor(value);
    default:
      return isHexColor(value);
  }
};

/** The fields whose text the server would refuse. */
export const invalidFieldsOf = (draft: SkinDraft): ReadonlyArray<SkinField> =>
  SKIN_FIELDS.filter((field) => !isFieldValid(field, draft[field]));

/** What a valid draft sends: trimmed, colours in lower case, an empty secondary text colour cleared. */
export const updateOf = (draft: SkinDraft): SkinUpdate => {
  const colour = (value: string) => value.trim().toLowerCase();
  return {
    title: draft.title.trim(),
    logoUrl: draft.logoUrl.trim(),
    websiteUrl: draft.websiteUrl.trim(),
    language: (isLanguage(draft.language) ? draft.language : DEFAULT_LANGUAGE) satisfies Language,
    primaryColor: colour(draft.primaryColor),
    secondaryColor: colour(draft.secondaryColor),
    accentColor: colour(draft.accentColor),
    secondaryTextColor: draft.secondaryTextColor.trim() === "" ? null : colour(draft.secondaryTextColor),
  };
};

/** WCAG 2's minimum for body text (level AA). */
export const MIN_CONTRAST = 4.5;
/** The page background the secondary text sits on (`--avow-page` in src/ui/shell/global-styles.ts). */
export const PAGE_BACKGROUND = "#f5f7fa";

export interface ContrastWarning {
  /** `textOnPrimary`: the header's text on the primary colour; `secondaryTextOnPage`: links and the like. */
  readonly kind: "textOnPrimary" | "secondaryTextOnPage";
  readonly ratio: number;
}

// themeOf reads only the colours; the rest of a Skin is filler.
const placeholderSkin: Skin = {
  title: "-",
  logoUrl: "/",
  websiteUrl: "https://avow.invalid",
  language: DEFAULT_LANGUAGE,
  ...DEFAULT_THEME,
};

/**
 * The colour pairs below WCAG's 4.5:1, measured as the app would paint them: on the primary colour the
 * app writes in white or near-black, whichever contrasts more (`themeOf`); the secondary text colour, or
 * the secondary colour when there is none, sits on the page background. Advice only: saving is allowed.
 * A colour not yet written `#rrggbb` is not measured.
 */
export const contrastWarnings = (draft: SkinDraft): ReadonlyArray<ContrastWarning> => {
  const warnings: ContrastWarning[] = [];
  const primary = draft.primaryColor.trim();
  if (isHexColor(primary)) {
    const onPrimary = themeOf({ ...placeholderSkin, primaryColor: primary }).onPrimary;
    const ratio = contrastRatio(primary, onPrimary);
    if (ratio < MIN_CONTRAST) warnings.push({ kind: "textOnPrimary", ratio });
  }
  const secondaryText = draft.secondaryTextColor.trim() || draft.secondaryColor.trim();
  if (isHexColor(secondaryText)) {
    const ratio = contrastRatio(secondaryText, PAGE_BACKGROUND);
    if (ratio < MIN_CONTRAST) warnings.push({ kind: "secondaryTextOnPage", ratio });
  }
  return warnings;
};
