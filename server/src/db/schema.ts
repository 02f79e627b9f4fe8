import type {
  OrganisationDomainTable,
  OrganisationTable,
  SkinTable,
} from "../organisations/organisation.table.ts";

/** Every table Kysely knows about; each resource owns its `*.table.ts`. */
export interface Database {
  organisations: OrganisationTable;
  skins: SkinTable;
  organisation_domains: OrganisationDomainTable;
}
