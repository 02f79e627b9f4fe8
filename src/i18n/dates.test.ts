import { describe, expect, it } from "vitest";
import { dateOrderOf, expandTwoDigitYear, formatDateFor, toDate, formatDateTimeFor } from "./dates.ts";

const iso = (input: Parameters<typeof toDate>[0], order?: Parameters<typeof toDate>[1]) =>
  toDate(input, order)?.toISOString() ?? null;

describe("toDate: a Date", () => {
  it("gives back a copy of a valid Date", () => {
    const given = new Date("2026-03-03T10:00:00Z");
    const read = toDate(given);
    expect(read?.toISOString()).toBe("2026-03-03T10:00:00.000Z");
    expect(read).not.toBe(given);
  });

  it("refuses an invalid Date", () => {
    expect(toDate(new Date("not a date"))).toBeNull();
  });
});

describe("toDate: a number", () => {
  it("reads milliseconds since the epoch", () => {
    expect(iso(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(iso(Date.UTC(2026, 2, 3, 12, 30))).toBe("2026-03-03T12:30:00.000Z");
    expect(iso(-86_400_000)).toBe("1969-12-31T00:00:00.000Z");
  });

  it("refuses NaN, infinities and instants beyond Date's range", () => {
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDate(8.64e15 + 1)).toBeNull();
  });
});

describe("toDate: an ISO 8601 string", () => {
  it("reads a date alone as that day at 00:00 UTC", () => {
    expect(iso("2026-03-03")).toBe("2026-03-03T00:00:00.000Z");
    expect(iso(" 2026-03-03 ")).toBe("2026-03-03T00:00:00.000Z");
  });

  it("reads a date-time in UTC", () => {
    expect(iso("2026-03-03T10:15:30Z")).toBe("2026-03-03T10:15:30.000Z");
    expect(iso("2026-03-03T10:15:30.123456Z")).toBe("2026-03-03T10:15:30.123Z");
    expect(iso("2026-03-03t10:15z")).toBe("2026-03-03T10:15:00.000Z");
  });

  it("applies an offset, in every ISO spelling", () => {
    expect(iso("2026-03-03T10:00:00+01:00")).toBe("2026-03-03T09:00:00.000Z");
    expect(iso("2026-03-03T10:00:00-0530")).toBe("2026-03-03T15:30:00.000Z");
    expect(iso("2026-03-03T23:30:00-05")).toBe("2026-03-04T04:30:00.000Z");
    expect(iso("2026-03-03 10:00+00:00")).toBe("2026-03-03T10:00:00.000Z");
  });

  it("reads a date-time without offset as UTC, whatever the browser's zone", () => {
    expect(iso("2026-03-03T10:00:00")).toBe("2026-03-03T10:00:00.000Z");
  });

  it("keeps years 0000–0099 as they are (Date.UTC would make them 1900s)", () => {
    expect(iso("0050-06-01")).toBe("0050-06-01T00:00:00.000Z");
  });

  it("refuses impossible dates and times", () => {
    expect(toDate("2026-02-29")).toBeNull();
    expect(toDate("2026-02-31")).toBeNull();
    expect(toDate("2026-13-01")).toBeNull();
    expect(toDate("2026-00-10")).toBeNull();
    expect(toDate("2026-03-03T24:00:00Z")).toBeNull();
    expect(toDate("2026-03-03T10:60:00Z")).toBeNull();
    expect(toDate("2026-03-03T10:00:00+24:00")).toBeNull();
    expect(iso("2024-02-29")).toBe("2024-02-29T00:00:00.000Z");
  });

  it("refuses other shapes rather than guessing like Date.parse", () => {
    for (const text of [
      "2026-03",
      "March 3, 2026",
      "Tue, 03 Mar 2026 10:00:00 GMT",
      "20260303",
      "",
      "   ",
      "x",
    ]) {
      expect(toDate(text)).toBeNull();
    }
  });
});

describe("toDate: a separated string", () => {
  it("reads day, month, year by default, with any of the separators", () => {
    for (const text of ["03/04/2026", "3/4/2026", "03-04-2026", "03.04.2026", "03 04 2026", "3 / 4 / 2026"]) {
      expect(iso(text)).toBe("2026-04-03T00:00:00.000Z");
    }
  });

  it("reads month first or year first when told", () => {
    expect(iso("03/04/2026", "mdy")).toBe("2026-03-04T00:00:00.000Z");
    expect(iso("2026/04/03", "ymd")).toBe("2026-04-03T00:00:00.000Z");
    expect(iso("2026. 04. 03.", "ymd")).toBe("2026-04-03T00:00:00.000Z");
  });

  it("takes a four-digit first field as the year, whatever the order", () => {
    expect(iso("2026/04/03")).toBe("2026-04-03T00:00:00.000Z");
    expect(iso("2026.4.3", "mdy")).toBe("2026-04-03T00:00:00.000Z");
  });

  it("reads two-digit years 00–69 as 2000s and 70–99 as 1900s", () => {
    expect(expandTwoDigitYear(0)).toBe(2000);
    expect(expandTwoDigitYear(69)).toBe(2069);
    expect(expandTwoDigitYear(70)).toBe(1970);
    expect(iso("03/04/26")).toBe("2026-04-03T00:00:00.000Z");
    expect(iso("03/04/69")).toBe("2069-04-03T00:00:00.000Z");
    expect(iso("03/04/70")).toBe("1970-04-03T00:00:00.000Z");
    expect(iso("12/31/99", "mdy")).toBe("1999-12-31T00:00:00.000Z");
    expect(iso("26-04-03", "ymd")).toBe("2026-04-03T00:00:00.000Z");
  });

  it("refuses impossible dates in either order", () => {
    expect(toDate("31/02/2026")).toBeNull();
    expect(toDate("02/31/2026", "mdy")).toBeNull();
    expect(toDate("13/13/2026")).toBeNull();
    expect(toDate("29/02/2025")).toBeNull();
    expect(iso("29/02/2028")).toBe("2028-02-29T00:00:00.000Z");
    // The same text is a real date read one way and not the other.
    expect(iso("12/31/2026", "mdy")).toBe("2026-12-31T00:00:00.000Z");
    expect(toDate("12/31/2026", "dmy")).toBeNull();
  });

  it("refuses mixed separators, three-digit years and stray text", () => {
    for (const text of [
      "03/04-2026",
      "03/04/202",
      "003/04/2026",
      "03/04/2026 10:00",
      "03//04/2026",
      "a3/04/2026",
    ]) {
      expect(toDate(text)).toBeNull();
    }
  });
});

describe("toDate: an array of date parts", () => {
  it("reads [year, month 1–12, day] as that day at 00:00 UTC", () => {
    expect(iso([2026, 3, 3])).toBe("2026-03-03T00:00:00.000Z");
    // Month 1 is January, unlike new Date(2026, 1, 1), which is February.
    expect(iso([2026, 1, 31])).toBe("2026-01-31T00:00:00.000Z");
  });

  it("reads hours, minutes and seconds as UTC", () => {
    expect(iso([2026, 3, 3, 10, 15, 30])).toBe("2026-03-03T10:15:30.000Z");
    expect(iso([2026, 3, 3, 10])).toBe("2026-03-03T10:00:00.000Z");
    expect(iso([2026, 3, 3, 10, 15])).toBe("2026-03-03T10:15:00.000Z");
  });

  it("refuses impossible parts, fractions and the wrong number of parts", () => {
    expect(toDate([2026, 2, 31])).toBeNull();
    expect(toDate([2026, 0, 1])).toBeNull();
    expect(toDate([2026, 12, 31, 24, 0, 0])).toBeNull();
    expect(toDate([2026, 3, 3, 10, 15, 60])).toBeNull();
    expect(toDate([2026, 3, 3.5])).toBeNull();
    expect(toDate([2026, 3])).toBeNull();
    expect(toDate([2026, 3, 3, 10, 15, 30, 0])).toBeNull();
    expect(toDate([])).toBeNull();
  });
});

describe("toDate never throws", () => {
  it("answers null for anything untyped callers may pass", () => {
    for (const value of [null, undefined, {}, true, Symbol("x"), ["2026", "3", "3"], [Number.NaN, 1, 1]]) {
      expect(toDate(value as never)).toBeNull();
    }
  });
});

describe("dateOrderOf", () => {
  it("derives the order a locale writes numeric dates in", () => {
    expect(dateOrderOf("en-US")).toBe("mdy");
    expect(dateOrderOf("en-GB")).toBe("dmy");
    expect(dateOrderOf("es-ES")).toBe("dmy");
    expect(dateOrderOf("pt-PT")).toBe("dmy");
    expect(dateOrderOf("de-DE")).toBe("dmy");
    expect(dateOrderOf("fr-FR")).toBe("dmy");
    expect(dateOrderOf("ja-JP")).toBe("ymd");
    expect(dateOrderOf("sv-SE")).toBe("ymd");
  });

  it("falls back to dmy for a tag it cannot use", () => {
    expect(dateOrderOf("not a locale")).toBe("dmy");
    expect(dateOrderOf("")).toBe("dmy");
  });
});

describe("formatDateFor", () => {
  it("formats every kind of input through Intl in the given locale", () => {
    expect(formatDateFor("2026-03-03", "es-ES")).toBe("3 de marzo de 2026");
    expect(formatDateFor([2026, 3, 3], "de-DE")).toBe("3. März 2026");
    expect(formatDateFor(Date.UTC(2026, 2, 3), "pt-PT")).toBe("3 de março de 2026");
    expect(formatDateFor(new Date("2026-03-03T00:00:00Z"), "fr-FR")).toBe("3 mars 2026");
    expect(formatDateFor("2026-03-03", "en-GB", "short")).toBe("03/03/2026");
  });

  it("reads a separated string in the locale's own order", () => {
    expect(formatDateFor("03/04/2026", "en-GB")).toBe("3 April 2026");
    expect(formatDateFor("03/04/2026", "en-US")).toBe("March 4, 2026");
  });

  it("writes the UTC day of an instant, as formatDate does", () => {
    expect(formatDateFor("2026-03-03T23:30:00-05:00", "en-GB")).toBe("4 March 2026");
  });

  it("gives an empty string when there is no date", () => {
    expect(formatDateFor("31/02/2026", "es-ES")).toBe("");
    expect(formatDateFor([2026, 2, 30], "en-GB")).toBe("");
  });
});

describe("formatDateTimeFor", () => {
  it("writes an API timestamp with its time, in the reader's zone and the locale's way", () => {
    expect(formatDateTimeFor("2026-11-22T09:05:00.000Z", "en-GB", "Europe/London")).toBe(
      "22 Nov 2026, 09:05",
    );
    expect(formatDateTimeFor("2026-11-22T09:05:00.000Z", "es-ES", "Europe/Madrid")).toBe(
      "22 nov 2026, 10:05",
    );
    expect(formatDateTimeFor("2026-11-22T09:05:00.000Z", "de-DE", "Europe/Berlin")).toBe("22.11.2026, 10:05");
  });

  it("writes nothing for what is not a date", () => {
    expect(formatDateTimeFor("yesterday", "en-GB", "UTC")).toBe("");
  });
});
