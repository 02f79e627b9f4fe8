import type { ColumnType, Generated, Selectable } from "kysely";
import type { LogEntryKind } from "../../../contracts/proof/log-format.ts";

/** bigint: PostgreSQL answers it as a string, SQLite as a number; read through Number(). */
type BigIntColumn = ColumnType<number | string, number, number>;

/** An entry recorded with its source row and not yet given a leaf index. */
export interface ProofQueueTable {
  id: Generated<number>;
  /** encodeEntry's text. */
  entry: string;
  created_at: string;
}

export interface ProofLeafTable {
  leaf_index: BigIntColumn;
  entry: string;
  kind: LogEntryKind;
  content_sha256: string;
  recorded_at: string;
  reference: string;
  leaf_hash: string;
}

export interface ProofTreeHeadTable {
  id: Generated<number>;
  tree_size: BigIntColumn;
  root_hash: string;
  timestamp: string;
  signature: string;
  key_id: string;
  tsa_authority: string | null;
  tsa_token: string | null;
  tsa_time: string | null;
}

export type ProofLeafRow = Selectable<ProofLeafTable>;
export type ProofTreeHeadRow = Selectable<ProofTreeHeadTable>;
