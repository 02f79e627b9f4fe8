import type { Migration } from "kysely/migration";
import * as organisations from "./2026-11-22T0900-organisations.ts";
import * as accounts from "./2026-11-22T1000-accounts.ts";
import * as clientSearch from "./2026-11-23T0900-client-search.ts";
import * as clientFlag from "./2026-11-23T1000-client-flag.ts";
import * as documents from "./2026-11-24T0900-documents.ts";
import * as contradictions from "./2026-11-25T0900-contradictions.ts";
import * as socialProfiles from "./2026-11-26T1200-social-profiles.ts";
import * as familyInterviews from "./2026-11-27T0900-family-interviews.ts";
import * as proofLog from "./2026-11-28T0900-proof-log.ts";
import * as proofBackfill from "./2026-11-28T0930-proof-backfill.ts";
import * as auditTrail from "./2026-11-28T1000-audit-trail.ts";

/**
 * Every migration, by name, in the order they run. Listed statically rather than read from the folder so
 * that the set is fixed at build time and a stray file cannot run.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22T0900-organisations": organisations,
  "2026-11-22T1000-accounts": accounts,
  "2026-11-23T0900-client-search": clientSearch,
  "2026-11-23T1000-client-flag": clientFlag,
  "2026-11-24T0900-documents": documents,
  "2026-11-25T0900-contradictions": contradictions,
  "2026-11-26T1200-social-profiles": socialProfiles,
  "2026-11-27T0900-family-interviews": familyInterviews,
  "2026-11-28T0900-proof-log": proofLog,
  "2026-11-28T0930-proof-backfill": proofBackfill,
  "2026-11-28T1000-audit-trail": auditTrail,
};
