import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../contracts/schema/language.ts";
import { EXPLANATION_CODES } from "./explanations.ts";

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../src/i18n/locales");

/** Params only some codes send. */
const OWN_PARAMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  weekday_mismatch: ["date", "dateWeekday", "weekday"],
  age_birth_mismatch: ["birthYear", "year", "age", "expected"],
  age_beyond_telling: ["birthYear", "year", "age", "most"],
  absent_person: ["name"],
  stayed_or_went: ["person"],
  doer_denied: ["doer"],
};

/** The SPA words every explanation the engine can give, in every language, with the params it gets. */
describe("explanations the engine gives", () => {
  it.each(LANGUAGES)("all have a sentence in %s", (language) => {
    const locale = JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), "utf8")) as {
      contradictions: { explanations: Record<string, string> };
    };
    for (const code of EXPLANATION_CODES) {
      const sentence = locale.contradictions.explanations[code];
      expect(sentence, `${language}: ${code}`).toBeTypeOf("string");
      // Only params the engine sends (left, right, unit, currency, and a code's own; subject and statement
      // are not shown).
      for (const [, name] of (sentence ?? "").matchAll(/\{\{(\w+)\}\}/g))
        expect(
          ["left", "right", "unit", "currency", ...(OWN_PARAMS[code] ?? [])],
          `${language}: ${code} uses {{${name}}}`,
        ).toContain(name);
    }
  });
});
