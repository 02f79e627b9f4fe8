import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contracts/schema/language.ts";
import { resources } from "./i18n.ts";

const keysOf = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const interpolations = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "").sort();

const valueAt = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe("translations", () => {
  const english = resources.en.translation;
  const englishKeys = keysOf(english).sort();

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly the English keys", (language) => {
    expect(keysOf(resources[language].translation).sort()).toEqual(englishKeys);
  });

  it.each(LANGUAGES)("%s has no empty text and keeps every placeholder", (language) => {
    for (const key of englishKeys) {
      const text = valueAt(resources[language].translation, key);
      expect(typeof text === "string" && text.trim() !== "", `${language}:${key}`).toBe(true);
      expect(interpolations(String(text)), `${language}:${key}`).toEqual(
        interpolations(String(valueAt(english, key))),
      );
    }
  });
});
