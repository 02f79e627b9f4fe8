import { describe, expect, it } from "vitest";
import { removeDraft } from "../forms/draft-storage.ts";
import {
  clearStatementDrafts,
  readStatementDraft,
  statementDraftKey,
  writeStatementDraft,
} from "./statement-drafts.ts";

const ACCOUNT = "00000000-0000-4000-8000-0000000000aa";
const SERIES = "00000000-0000-4000-8000-000000000001";

/** A storage that refuses everything, as a browser with storage disabled does. */
const refusing = (): Storage =>
  new Proxy({} as Storage, {
    get: () => () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });

describe("statement drafts", () => {
  it("keys drafts by account and series, or new", () => {
    expect(statementDraftKey(ACCOUNT, SERIES)).toBe(`avow-statement-draft:${ACCOUNT}:${SERIES}`);
    expect(statementDraftKey(ACCOUNT, null)).toBe(`avow-statement-draft:${ACCOUNT}:new`);
  });

  it("writes a draft as JSON and reads it back, with the version it replaces", () => {
    const storage = window.localStorage;
    storage.clear();
    const key = statementDraftKey(ACCOUNT, SERIES);
    const savedAt = writeStatementDraft(
      storage,
      key,
      { title: "Título", text: "Línea\nDos ✓", replaces: SERIES },
      new Date("2026-11-22T10:42:00Z"),
    );
    expect(savedAt).toBe("2026-11-22T10:42:00.000Z");
    expect(JSON.parse(storage.getItem(key) ?? "")).toEqual({
      title: "Título",
      text: "Línea\nDos ✓",
      replaces: SERIES,
      savedAt,
    });
    expect(readStatementDraft(storage, key)).toEqual({
      title: "Título",
      text: "Línea\nDos ✓",
      replaces: SERIES,
      savedAt,
    });
    removeDraft(storage, key);
    expect(readStatementDraft(storage, key)).toBeNull();
  });

  it.each(["not json", "null", "42", '{"title":"t"}', '{"title":1,"text":"x","savedAt":"y"}'])(
    "reads an unreadable entry (%s) as no draft",
    (raw) => {
      window.localStorage.setItem("avow-statement-draft:x:new", raw);
      expect(readStatementDraft(window.localStorage, "avow-statement-draft:x:new")).toBeNull();
    },
  );

  it("tolerates storage that is disabled: nothing to read, a write that says so, removal that does nothing", () => {
    expect(readStatementDraft(null, "k")).toBeNull();
    expect(readStatementDraft(refusing(), "k")).toBeNull();
    expect(() => writeStatementDraft(null, "k", { title: "t", text: "x" })).toThrow();
    expect(() => writeStatementDraft(refusing(), "k", { title: "t", text: "x" })).toThrow();
    expect(() => removeDraft(refusing(), "k")).not.toThrow();
    expect(() => clearStatementDrafts(refusing())).not.toThrow();
    expect(() => clearStatementDrafts(null)).not.toThrow();
  });

  it("clears every statement draft and nothing else", () => {
    const storage = window.localStorage;
    storage.clear();
    storage.setItem("avow-statement-draft:a:new", "{}");
    storage.setItem(`avow-statement-draft:b:${SERIES}`, "{}");
    storage.setItem("avow-language", "es");
    clearStatementDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem("avow-language")).toBe("es");
  });
});
