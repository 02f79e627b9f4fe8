import type { AccountRoleTable, AccountTable } from "../accounts/account.table.ts";
import type { AuditEventTable, AuditHeadTable } from "../audit/audit.table.ts";
import type {
  ContradictionFindingTable,
  ContradictionReportTable,
} from "../contradictions/contradiction.table.ts";
import type { SocialLinkAttemptTable, SocialProfileTable } from "../facebook/facebook.table.ts";
import type { DocumentTable, DocumentTextTable } from "../documents/document.table.ts";
import type { FamilyInterviewTable } from "../family-interviews/family-interview.table.ts";
import type { OneTimeTokenTable, SessionTable } from "../auth/session.table.ts";
import type { ProofLeafTable, ProofQueueTable, ProofTreeHeadTable } from "../proof/proof.table.ts";
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
  accounts: AccountTable;
  account_roles: AccountRoleTable;
  sessions: SessionTable;
  one_time_tokens: OneTimeTokenTable;
  documents: DocumentTable;
  document_texts: DocumentTextTable;
  contradiction_reports: ContradictionReportTable;
  contradiction_findings: ContradictionFindingTable;
  social_profiles: SocialProfileTable;
  social_link_attempts: SocialLinkAttemptTable;
  family_interviews: FamilyInterviewTable;
  audit_events: AuditEventTable;
  audit_heads: AuditHeadTable;
  proof_queue: ProofQueueTable;
  proof_leaves: ProofLeafTable;
  proof_tree_heads: ProofTreeHeadTable;
}
