import { DEFAULT_THEME, type Skin } from "../../../contracts/schema/skin.ts";

export interface Theme {
  readonly primary: string;
  readonly secondary: string;
  readonly accent: string;
  readonly secondaryText: string;
  /** Text on the primary colour: dark or light, whichever contrasts more (WCAG 2 contrast ratio). */
  readonly onPrimary: string;
  /** Text on the accent colour (calls to action), chosen the same way. */
  readonly onAccent: string;
}

const DARK_TEXT = "#1b1f24";
const LIGHT_TEXT = "#ffffff";

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export const relativeLuminance = (hex: string): number => {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const readableOn = (background: string): string =>
  contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;

/** The colours in force: the skin's, or the seed's defaults; secondaryTextColor falls back to secondary. */
export const themeOf = (skin: Skin | null): Theme => {
  const primary = skin?.primaryColor ?? DEFAULT_THEME.primaryColor;
  const secondary = skin?.secondaryColor ?? DEFAULT_THEME.secondaryColor;
  const accent = skin?.accentColor ?? DEFAULT_THEME.accentColor;
  return {
    primary,
    secondary,
    accent,
    secondaryText: skin?.secondaryTextColor ?? secondary,
    onPrimary: readableOn(primary),
    onAccent: readableOn(accent),
  };
};

/** The CSS custom properties the stylesheet reads. */
export const themeVariables = (theme: Theme): Record<string, string> => ({
  "--avow-primary": theme.primary,
  "--avow-secondary": theme.secondary,
  "--avow-accent": theme.accent,
  "--avow-secondary-text": theme.secondaryText,
  "--avow-on-primary": theme.onPrimary,
  "--avow-on-accent": theme.onAccent,
});
