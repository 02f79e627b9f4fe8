import { describe, expect, it } from "vitest";
import { contrastRatio, themeOf, themeVariables } from "./skin-theme.ts";

describe("theme", () => {
  it("uses the seed's defaults without a skin", () => {
    expect(themeOf(null)).toEqual({
      primary: "#002c5c",
      secondary: "#0873bb",
      accent: "#e94e85",
      secondaryText: "#0873bb",
      onPrimary: "#ffffff",
      onAccent: "#1b1f24",
    });
  });

  it("picks light text on a dark primary and dark text on a light one", () => {
    const base = {
      title: "T",
      logoUrl: "/l.svg",
      websiteUrl: "/",
      language: "en" as const,
      secondaryColor: "#000000",
      accentColor: "#000000",
    };
    expect(themeOf({ ...base, primaryColor: "#0b4f3c" }).onPrimary).toBe("#ffffff");
    expect(themeOf({ ...base, primaryColor: "#ffe066" }).onPrimary).toBe("#1b1f24");
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
  });

  it("uses the skin's colours, and its secondary text colour when it has one", () => {
    const skin = {
      title: "T",
      logoUrl: "/l.svg",
      websiteUrl: "/",
      language: "en" as const,
      primaryColor: "#010101",
      secondaryColor: "#020202",
      accentColor: "#030303",
    };
    expect(themeOf(skin).secondaryText).toBe("#020202");
    expect(themeOf({ ...skin, secondaryTextColor: "#040404" })).toEqual({
      primary: "#010101",
      secondary: "#020202",
      accent: "#030303",
      secondaryText: "#040404",
      onPrimary: "#ffffff",
      onAccent: "#ffffff",
    });
  });

  it("names the CSS custom properties the stylesheet reads", () => {
    expect(themeVariables(themeOf(null))).toEqual({
      "--avow-primary": "#002c5c",
      "--avow-secondary": "#0873bb",
      "--avow-accent": "#e94e85",
      "--avow-secondary-text": "#0873bb",
      "--avow-on-primary": "#ffffff",
      "--avow-on-accent": "#1b1f24",
    });
  });
});
