import type {
  StatementDraft,
  StoredStatementDraft,
} from "../../machines/statement-editor/statement-editor.machine.ts";
import { browserDraftStorage, readDraft, removeDrafts, writeDraft } from "../forms/draft-storage.ts";

/*
 * Drafts of written statements, in this browser's localStorage so that a reload or a closed tab loses
 * nothing. A draft is sensitive client data: it stays in this browser only (it is never sent anywhere until
 * the statement is saved), and it is removed when the statement is saved, when the draft is discarded, and
 * when someone signs out in this tab (clearStatementDrafts, called by the session's sign-out).
 */

export const STATEMENT_DRAFT_PREFIX = "avow-statement-draft:";

/** One draft per account and statement: the series of the version edited, or `new` for a new statement. */
export const statementDraftKey = (accountUuid: string, seriesUuid: string | null): string =>
  `${STATEMENT_DRAFT_PREFIX}${accountUuid}:${seriesUuid ?? "new"}`;

const isString = (value: unknown): value is string => typeof value === "string";

/** The draft kept under `key`, or null when there is none, storage is unavailable or the entry is unreadable. */
export const readStatementDraft = (storage: Storage | null, key: string): StoredStatementDraft | null =>
  readDraft(storage, key, ({ title, text, savedAt, replaces }) =>
    isString(title) && isString(text) && isString(savedAt)
      ? { title, text, savedAt, ...(isString(replaces) ? { replaces } : {}) }
      : null,
  );

/** Keeps the draft under `key` and answers when (ISO 8601); throws when the browser refuses (full, disabled). */
export const writeStatementDraft = (
  storage: Storage | null,
  key: string,
  draft: StatementDraft,
  now: Date = new Date(),
): string => {
  const savedAt = now.toISOString();
  const stored: StoredStatementDraft = { ...draft, savedAt };
  writeDraft(storage, key, stored);
  return savedAt;
};

/** Removes every statement draft in this browser, whoever's: on sign-out. */
export const clearStatementDrafts = (storage: Storage | null = browserDraftStorage()): void =>
  removeDrafts(storage, STATEMENT_DRAFT_PREFIX);
