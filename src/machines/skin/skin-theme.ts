import { DEFAULT_THEME, type Skin } from "../../../contracts/schema/skin.ts";

export interface Theme {
  readonly primary: string;
  readonly secondary: string;
  readonly accent: string;
  readonly secondaryText: string;
}

/** The colours in force: the skin's, or the seed's defaults; secondaryTextColor falls back to secondary. */
export const themeOf = (skin: Skin | null): Theme => {
  const primary = skin?.primaryColor ?? DEFAULT_THEME.primaryColor;
  const secondary = skin?.secondaryColor ?? DEFAULT_THEME.secondaryColor;
  const accent = skin?.accentColor ?? DEFAULT_THEME.accentColor;
  return { primary, secondary, accent, secondaryText: skin?.secondaryTextColor ?? secondary };
};

/** The CSS custom properties the stylesheet reads. */
export const themeVariables = (theme: Theme): Record<string, string> => ({
  "--avow-primary": theme.primary,
  "--avow-secondary": theme.secondary,
  "--avow-accent": theme.accent,
  "--avow-secondary-text": theme.secondaryText,
});
