import { describe, expect, it } from "vitest";
import {
  currencyOfLanguage,
  firstDayOfWeek,
  formatBytes,
  formatDate,
  formatMoney,
  formatNumber,
  localeOfLanguage,
} from "./formatting.ts";

// Intl writes some separators with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatting by brand locale (seed §9)", () => {
  it("the Spanish brand: decimal comma, euros, weeks from Monday", () => {
    const locale = localeOfLanguage("es");
    expect(locale).toBe("es-ES");
    expect(formatNumber(12345.6, locale)).toBe("12.345,6");
    expect(currencyOfLanguage("es")).toBe("EUR");
    expect(plain(formatMoney(1234.5, currencyOfLanguage("es"), locale))).toBe("1234,50 €");
    expect(firstDayOfWeek(locale)).toBe(1);
    expect(formatDate(new Date("2026-03-03T00:00:00Z"), locale)).toBe("3 de marzo de 2026");
  });

  it("each brand formats in its own locale", () => {
    expect(formatNumber(12345.6, localeOfLanguage("en"))).toBe("12,345.6");
    expect(plain(formatNumber(12345.6, localeOfLanguage("fr")))).toBe("12 345,6");
    expect(formatNumber(12345.6, localeOfLanguage("de"))).toBe("12.345,6");
    expect(formatDate(new Date("2026-03-03T00:00:00Z"), localeOfLanguage("pt"))).toBe("3 de março de 2026");
    expect(formatDate(new Date("2026-03-03T00:00:00Z"), localeOfLanguage("de"))).toBe("3. März 2026");
  });

  it("knows where weeks start elsewhere too", () => {
    expect(firstDayOfWeek("en-US")).toBe(7);
    expect(firstDayOfWeek("en-GB")).toBe(1);
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "en-GB", "0 byte"],
    [512, "en-GB", "512 byte"],
    [48_213, "en-GB", "48.2 kB"],
    [3_400_000, "es-ES", "3,4 MB"],
    [52_428_800, "de-DE", "52,4 MB"],
    [2_000_000_000, "fr-FR", "2 Go"],
  ])("%d bytes in %s: %s", (bytes, locale, text) => {
    expect(formatBytes(bytes, locale).replace(/\u00a0|\u202f/g, " ")).toBe(text);
  });
});
