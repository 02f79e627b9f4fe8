import { Schema } from "effect";
import { Skin } from "../../../contracts/schema/skin.ts";
import type { SkinRow } from "../organisations/organisation.table.ts";

const decodeSkin = Schema.decodeUnknownSync(Skin);

/** Turns a stored skin into the contract's shape; decoding guards against a row that drifted from the schema. */
export const skinFromRow = (row: SkinRow): Skin =>
  decodeSkin({
    title: row.title,
    logoUrl: row.logo_url,
    websiteUrl: row.website_url,
    language: row.language,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    accentColor: row.accent_color,
    ...(row.secondary_text_color ? { secondaryTextColor: row.secondary_text_color } : {}),
  });
