import type { LinkedProfile } from "../../../contracts/schema/facebook.ts";
import type { SocialProfileRow } from "./facebook.table.ts";

export const profileFromRow = (row: SocialProfileRow): LinkedProfile => ({
  providerId: row.provider_id,
  name: row.name,
  profileUrl: row.profile_url,
  linkedAt: row.linked_at,
});
