import { describe, expect, it } from "vitest";
import { brandHref, currentBrand } from "./current-brand.ts";

describe("current brand", () => {
  it("is the brand whose host the page is on", () => {
    expect(currentBrand({ host: "es.avow.example" })?.language).toBe("es");
    expect(currentBrand({ host: "fr.avow.example", brandParam: "avow-de" })?.language).toBe("fr");
  });

  it("on this machine, is the one chosen with ?brand= or remembered, else none (the default applies)", () => {
    expect(currentBrand({ host: "localhost:3000", brandParam: "avow-pt" })?.language).toBe("pt");
    expect(currentBrand({ host: "127.0.0.1:5173", storedBrand: "avow-de" })?.language).toBe("de");
    expect(currentBrand({ host: "localhost", brandParam: "nope", storedBrand: "avow-fr" })?.language).toBe(
      "fr",
    );
    expect(currentBrand({ host: "localhost" })).toBeUndefined();
  });

  it("is none on a partner's domain, whatever ?brand= says", () => {
    expect(currentBrand({ host: "care.partner.example", brandParam: "avow-es" })).toBeUndefined();
  });

  it("links to the brand's own site, or on this machine to ?brand=", () => {
    const spanish = currentBrand({ host: "es.avow.example" });
    if (!spanish) throw new Error("no Spanish brand");
    expect(brandHref(spanish, "avow.example")).toBe("https://es.avow.example/");
    expect(brandHref(spanish, "localhost:3000")).toBe("/?brand=avow-es");
  });
});
