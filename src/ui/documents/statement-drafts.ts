import type {
  StatementDraft,
  StoredStatementDraft,
} from "../../machines/statement-editor/statement-editor.machine.ts";

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

/** This browser's localStorage, or null where it is disabled (some private modes, blocked cookies). */
export const browserDraftStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isString = (value: unknown): value is string => typeof value === "string";

/** The draft kept under `key`, or null when there is none, storage is unavailable or the entry is unreadable. */
export const readStatementDraft = (storage: Storage | null, key: string): StoredStatementDraft | null => {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return null;
    const { title, text, savedAt, replaces } = value;
    if (!isString(title) || !isString(text) || !isString(savedAt)) return null;
    return { title, text, savedAt, ...(isString(replaces) ? { replaces } : {}) };
  } catch {
    return null;
  }
};

/** Keeps the draft under `key` and answers when (ISO 8601); throws when the browser refuses (full, disabled). */
export const writeStatementDraft = (
  storage: Storage | null,
  key: string,
  draft: StatementDraft,
  now: Date = new Date(),
): string => {
  if (!storage) throw new Error("localStorage is unavailable");
  const savedAt = now.toISOString();
  const stored: StoredStatementDraft = { ...draft, savedAt };
  storage.setItem(key, JSON.stringify(stored));
  return savedAt;
};

/** Removes one draft; a storage that refuses is left as it is (there is nothing else to do). */
export const removeStatementDraft = (storage: Storage | null, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Disabled storage holds no draft.
  }
};

/** Removes every statement draft in this browser, whoever's: on sign-out. */
export const clearStatementDrafts = (storage: Storage | null = browserDraftStorage()): void => {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(STATEMENT_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Disabled storage holds no draft.
  }
};
