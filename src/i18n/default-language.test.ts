import { describe, expect, it } from "vitest";
import { configuredDefaultLanguage } from "./default-language.ts";

describe("configured default language", () => {
  it("takes a supported language", () => {
    expect(configuredDefaultLanguage("de")).toBe("de");
  });

  it("falls back to en when unset or unsupported", () => {
    expect(configuredDefaultLanguage(undefined)).toBe("en");
    expect(configuredDefaultLanguage("it")).toBe("en");
    expect(configuredDefaultLanguage("")).toBe("en");
  });
});
