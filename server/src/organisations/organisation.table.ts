import type { Insertable, Selectable } from "kysely";

export interface OrganisationTable {
  uuid: string;
  name: string;
  created_at: string;
}

export interface SkinTable {
  organisation_uuid: string;
  title: string;
  logo_url: string;
  website_url: string;
  language: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  secondary_text_color: string | null;
  updated_at: string;
}

export interface OrganisationDomainTable {
  domain: string;
  organisation_uuid: string;
  created_at: string;
}

export type OrganisationRow = Selectable<OrganisationTable>;
export type NewOrganisationRow = Insertable<OrganisationTable>;
export type SkinRow = Selectable<SkinTable>;
