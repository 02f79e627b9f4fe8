import { Schema } from "effect";
import { Language } from "./language.ts";

/** A CSS colour as `#rrggbb`. */
export const HexColor = Schema.String.check(
  Schema.isPattern(/^#[0-9a-fA-F]{6}$/, { message: "must be a colour written #rrggbb" }),
);
export type HexColor = typeof HexColor.Type;

/** An absolute https URL, or a path on Avow's own origin (for logos served with the SPA). */
export const SkinUrl = Schema.String.check(
  Schema.isMaxLength(2048),
  Schema.isPattern(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, {
    message: "must be an https URL or a path on this site",
  }),
);

/** A partner organisation's re-skin of the product (seed §3). */
export const Skin = Schema.Struct({
  title: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(120)),
  logoUrl: SkinUrl,
  websiteUrl: SkinUrl,
  language: Language,
  primaryColor: HexColor,
  secondaryColor: HexColor,
  accentColor: HexColor,
  /** Optional; the UI falls back to the secondary colour. */
  secondaryTextColor: Schema.optionalKey(HexColor),
});
export type Skin = typeof Skin.Type;

/** The seed's default theme (§4, §9), used when no skin applies and after a reset. */
export const DEFAULT_THEME = {
  primaryColor: "#002c5c",
  secondaryColor: "#0873bb",
  accentColor: "#e94e85",
} as const satisfies Pick<Skin, "primaryColor" | "secondaryColor" | "accentColor">;

/** Longest skin title, in characters. */
export const SKIN_TITLE_MAX = 120;
/** Longest skin URL, in characters. */
export const SKIN_URL_MAX = 2048;

// Control characters and the line and paragraph separators would break the one-line header and the emails.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** `#rrggbb`, in either case. */
export const isHexColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** A title as stored: 1 to 120 characters once trimmed, with no control characters. */
export const isSkinTitle = (value: string): boolean => {
  const title = value.trim();
  return title.length >= 1 && title.length <= SKIN_TITLE_MAX && !CONTROL_CHARACTERS.test(title);
};

/** An absolute `https://` URL with a host and no credentials, spaces or backslashes. */
export const isHttpsUrl = (value: string): boolean => {
  if (value.length > SKIN_URL_MAX || !value.startsWith("https://") || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
};

/**
 * A path on Avow's own origin such as `/skins/harbour.svg`. Never `//…` or `/\…`, which browsers read as
 * another host, and no spaces or backslashes at all.
 */
export const isSitePath = (value: string): boolean =>
  value.length <= SKIN_URL_MAX && /^\/(?![/\\])[^\s\\]*$/.test(value);

/** The role that may change its organisation's skin (checked by the server; the SPA only hides the form). */
export const SKIN_ADMIN_ROLE = "ROLE_ADMIN";

/** Whether an account with these roles may change its organisation's skin. */
export const maySkinOrganisation = (roles: ReadonlyArray<string>): boolean => roles.includes(SKIN_ADMIN_ROLE);

/**
 * What an organisation's admin sends to change its skin (`PUT /api/account/me/skin`). Stricter than
 * `Skin`, which also describes skins written before this check existed: the title is trimmed; the logo is
 * an https URL or a path on this site (the demo logos are `/skins/…`); the website, where the header logo
 * links, must be an absolute https URL. `secondaryTextColor` null or absent clears it.
 */
export const SkinUpdate = Schema.Struct({
  title: Schema.Trim.check(
    Schema.isMinLength(1, { message: "must not be empty" }),
    Schema.isMaxLength(SKIN_TITLE_MAX, { message: `must be at most ${SKIN_TITLE_MAX} characters` }),
    Schema.makeFilter((title: string) => !CONTROL_CHARACTERS.test(title), {
      message: "must not contain line breaks or control characters",
    }),
  ),
  logoUrl: Schema.String.check(
    Schema.makeFilter((url: string) => isHttpsUrl(url) || isSitePath(url), {
      message: `must be an https:// URL or a path on this site such as /skins/logo.svg, at most ${SKIN_URL_MAX} characters`,
    }),
  ),
  websiteUrl: Schema.String.check(
    Schema.makeFilter(isHttpsUrl, {
      message: `must be an https:// URL such as https://example.org, at most ${SKIN_URL_MAX} characters`,
    }),
  ),
  language: Language,
  primaryColor: HexColor,
  secondaryColor: HexColor,
  accentColor: HexColor,
  secondaryTextColor: Schema.optionalKey(Schema.NullOr(HexColor)),
});
export type SkinUpdate = typeof SkinUpdate.Type;
