/*
 * Drafts kept in this browser's localStorage, so that a reload or a closed tab loses nothing: the mechanics
 * every kind of draft shares (statements, a relative's interview answers). Each kind has its own key and
 * its own reading of what it finds (statement-drafts.ts, interview-drafts.ts).
 */

/** This browser's localStorage, or null where it is disabled (some private modes, blocked cookies). */
export const browserDraftStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The draft kept under `key` as `decode` reads the stored object, or null when there is none, storage is
 * unavailable or the entry is unreadable.
 */
export const readDraft = <T>(
  storage: Storage | null,
  key: string,
  decode: (value: Record<string, unknown>) => T | null,
): T | null => {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return null;
    return decode(value);
  } catch {
    return null;
  }
};

/** Keeps the draft under `key` as JSON; throws when the browser refuses (full, disabled). */
export const writeDraft = (storage: Storage | null, key: string, draft: unknown): void => {
  if (!storage) throw new Error("localStorage is unavailable");
  storage.setItem(key, JSON.stringify(draft));
};

/** Removes one draft; a storage that refuses is left as it is (there is nothing else to do). */
export const removeDraft = (storage: Storage | null, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Disabled storage holds no draft.
  }
};

/** Removes every draft whose key starts with `prefix`. */
export const removeDrafts = (storage: Storage | null, prefix: string): void => {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Disabled storage holds no draft.
  }
};
