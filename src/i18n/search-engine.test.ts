import { describe, expect, it, vi } from "vitest";
import { openSearchEngine, searchEngineUrl } from "./search-engine.ts";

describe("searchEngineUrl", () => {
  it.each([
    ["ES", "https://www.google.es/search?q=avow&gl=es"],
    ["PT", "https://www.google.pt/search?q=avow&gl=pt"],
    ["DE", "https://www.google.de/search?q=avow&gl=de"],
    ["FR", "https://www.google.fr/search?q=avow&gl=fr"],
    ["GB", "https://www.google.co.uk/search?q=avow&gl=gb"],
    ["US", "https://www.google.com/search?q=avow&gl=us"],
    ["BR", "https://www.google.com.br/search?q=avow&gl=br"],
    ["AT", "https://www.google.at/search?q=avow&gl=at"],
    ["IE", "https://www.google.ie/search?q=avow&gl=ie"],
    ["IT", "https://www.google.it/search?q=avow&gl=it"],
    ["CY", "https://www.google.com.cy/search?q=avow&gl=cy"],
    ["MT", "https://www.google.com.mt/search?q=avow&gl=mt"],
    ["CH", "https://www.google.ch/search?q=avow&gl=ch"],
    ["MX", "https://www.google.com.mx/search?q=avow&gl=mx"],
    ["AO", "https://www.google.co.ao/search?q=avow&gl=ao"],
    ["MZ", "https://www.google.co.mz/search?q=avow&gl=mz"],
    ["JP", "https://www.google.co.jp/search?q=avow&gl=jp"],
  ])("uses Google's own site for %s", (country2, url) => {
    expect(searchEngineUrl("avow", country2)).toBe(url);
  });

  it("has a site for every EU and EEA country", () => {
    const europe =
      "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO";
    for (const country2 of europe.split(" ")) {
      expect(new URL(searchEngineUrl("avow", country2)).hostname).not.toBe("www.google.com");
    }
  });

  it("sends other countries to google.com, still localised with gl", () => {
    expect(searchEngineUrl("avow", "CN")).toBe("https://www.google.com/search?q=avow&gl=cn");
    expect(searchEngineUrl("avow", "MC")).toBe("https://www.google.com/search?q=avow&gl=mc");
  });

  it("reads the country case-insensitively, and UK as GB", () => {
    expect(searchEngineUrl("avow", "es")).toBe("https://www.google.es/search?q=avow&gl=es");
    expect(searchEngineUrl("avow", " Es ")).toBe("https://www.google.es/search?q=avow&gl=es");
    expect(searchEngineUrl("avow", "uk")).toBe("https://www.google.co.uk/search?q=avow&gl=gb");
  });

  it.each([undefined, null, "", "E", "ESP", "e1", "🇪🇸"])("defaults to us for %j", (country2) => {
    expect(searchEngineUrl("avow", country2)).toBe("https://www.google.com/search?q=avow&gl=us");
  });

  it("encodes the query", () => {
    const url = searchEngineUrl('Ana & "José" 100% a+b?#x/y', "ES");
    expect(url).toBe("https://www.google.es/search?q=Ana+%26+%22Jos%C3%A9%22+100%25+a%2Bb%3F%23x%2Fy&gl=es");
    expect(new URL(url).searchParams.get("q")).toBe('Ana & "José" 100% a+b?#x/y');
    expect(new URL(url).searchParams.get("gl")).toBe("es");
  });

  it("cannot be steered by a query that looks like parameters", () => {
    const url = new URL(searchEngineUrl("x&gl=ru&q=other", "ES"));
    expect(url.searchParams.getAll("gl")).toEqual(["es"]);
    expect(url.searchParams.getAll("q")).toEqual(["x&gl=ru&q=other"]);
  });

  it("opens the localised home page for a blank query", () => {
    expect(searchEngineUrl("", "DE")).toBe("https://www.google.de/?gl=de");
    expect(searchEngineUrl("   ", undefined)).toBe("https://www.google.com/?gl=us");
  });
});

describe("openSearchEngine", () => {
  it("hands the localised URL to the opener", () => {
    const open = vi.fn();
    openSearchEngine("avow", "PT", open);
    expect(open).toHaveBeenCalledExactlyOnceWith("https://www.google.pt/search?q=avow&gl=pt");
  });

  it("opens a new tab without opener or referrer by default", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    try {
      openSearchEngine("avow", null);
      expect(open).toHaveBeenCalledExactlyOnceWith(
        "https://www.google.com/search?q=avow&gl=us",
        "_blank",
        "noopener,noreferrer",
      );
    } finally {
      open.mockRestore();
    }
  });
});
