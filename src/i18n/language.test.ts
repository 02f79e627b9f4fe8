import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language.ts";

describe("language rule (seed §4)", () => {
  it("takes the skin's language first", () => {
    expect(chooseLanguage({ skinLanguage: "pt", host: "de.avow.example" })).toBe("pt");
  });

  it("takes the brand site's language from the host", () => {
    expect(chooseLanguage({ skinLanguage: null, host: "es.avow.example" })).toBe("es");
    expect(chooseLanguage({ skinLanguage: null, host: "FR.AVOW.EXAMPLE:443" })).toBe("fr");
  });

  it("uses the configured default on localhost, en unless configured", () => {
    expect(chooseLanguage({ skinLanguage: null, host: "localhost:3000" })).toBe("en");
    expect(chooseLanguage({ skinLanguage: null, host: "127.0.0.1:5173", configuredDefault: "de" })).toBe(
      "de",
    );
  });

  it("on localhost, takes the brand chosen with ?brand= before the configured default", () => {
    expect(
      chooseLanguage({
        skinLanguage: null,
        host: "localhost:3000",
        chosenBrandLanguage: "fr",
        configuredDefault: "de",
      }),
    ).toBe("fr");
    expect(chooseLanguage({ skinLanguage: "es", host: "localhost:3000", chosenBrandLanguage: "fr" })).toBe(
      "es",
    );
  });

  it("falls back to en on any other host", () => {
    expect(chooseLanguage({ skinLanguage: null, host: "unknown.example" })).toBe("en");
  });
});
