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
