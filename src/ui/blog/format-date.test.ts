import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./format-date.ts";

describe("formatIsoDate", () => {
  it.each([
    ["en", "1 March 2026"],
    ["es", "1 de marzo de 2026"],
    ["pt", "1 de março de 2026"],
    ["de", "1. März 2026"],
    ["fr", "1 mars 2026"],
  ])("writes the date as the %s brand does", (language, expected) => {
    expect(formatIsoDate("2026-03-01", language)).toBe(expected);
  });

  it("keeps the calendar day whatever the local time zone", () => {
    expect(formatIsoDate("2026-01-01", "en")).toBe("1 January 2026");
  });

  it("uses the default brand's locale for a language Avow does not have", () => {
    expect(formatIsoDate("2026-01-01", "it")).toBe("1 January 2026");
  });
});
