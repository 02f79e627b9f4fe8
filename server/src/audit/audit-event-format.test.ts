import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalDetails,
  detailsProblem,
  encodeAuditEvent,
  GENESIS_HASH,
  hashAuditEvent,
  type AuditEventFields,
} from "./audit-event-format.ts";

const EVENT: AuditEventFields = {
  accountUuid: "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e",
  seq: 3,
  occurredAt: "2026-11-28T10:15:00.123Z",
  actorUuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22",
  actorRole: "practitioner",
  action: "document.uploaded",
  subject: "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e",
  details: { sha256: "ab".repeat(32), category: "evidence", pages: 2, scanned: false, note: null },
  prevHash: GENESIS_HASH,
};

describe("the audit event's hashed bytes", () => {
  it("are the documented lines, details as sorted compact JSON", () => {
    expect(encodeAuditEvent(EVENT)).toBe(
      [
        "avow-audit-event/1",
        EVENT.accountUuid,
        "3",
        EVENT.occurredAt,
        EVENT.actorUuid,
        "practitioner",
        "document.uploaded",
        EVENT.subject,
        `{"category":"evidence","note":null,"pages":2,"scanned":false,"sha256":"${"ab".repeat(32)}"}`,
        "0".repeat(64),
      ].join("\n"),
    );
    expect(hashAuditEvent(EVENT)).toBe(createHash("sha256").update(encodeAuditEvent(EVENT)).digest("hex"));
  });

  it("leave a missing actor and subject as empty lines", () => {
    const text = encodeAuditEvent({
      ...EVENT,
      actorUuid: null,
      actorRole: "relative",
      subject: null,
      details: {},
    });
    expect(text.split("\n").slice(4, 9)).toEqual(["", "relative", "document.uploaded", "", "{}"]);
  });

  it("change with every field", () => {
    const base = hashAuditEvent(EVENT);
    const changed: ReadonlyArray<Partial<AuditEventFields>> = [
      { accountUuid: "8e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e" },
      { seq: 4 },
      { occurredAt: "2026-11-28T10:15:00.124Z" },
      { actorUuid: null },
      { actorRole: "admin" },
      { action: "document.deleted" },
      { subject: null },
      { details: { ...EVENT.details, pages: 3 } },
      { prevHash: "1".repeat(64) },
    ];
    const hashes = changed.map((change) => hashAuditEvent({ ...EVENT, ...change }));
    expect(new Set([base, ...hashes]).size).toBe(changed.length + 1);
  });

  it("do not depend on the order details were given in", () => {
    expect(canonicalDetails({ b: 1, a: "x" })).toBe(canonicalDetails({ a: "x", b: 1 }));
  });

  it.each([
    ["a person's name", { name: "Ana Silva" }],
    ["a line break", { reason: "a\nb" }],
    ["a fraction", { count: 1.5 }],
    ["a bad key", { "a b": 1 }],
    ["too many details", Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i]))],
  ])("refuse %s in the details", (_, details) => {
    expect(detailsProblem(details)).not.toBeNull();
    expect(() => encodeAuditEvent({ ...EVENT, details })).toThrow(RangeError);
  });

  it.each([
    ["an upper-case account", { accountUuid: EVENT.accountUuid.toUpperCase() }],
    ["seq 0", { seq: 0 }],
    ["a time without milliseconds", { occurredAt: "2026-11-28T10:15:00Z" }],
    ["an action with a line break", { action: "document.uploaded\nx" }],
    ["a subject with a space", { subject: "a b" }],
    ["a short previous hash", { prevHash: "0".repeat(63) }],
  ])("refuse %s", (_, change) => {
    expect(() => encodeAuditEvent({ ...EVENT, ...change })).toThrow(RangeError);
  });
});
