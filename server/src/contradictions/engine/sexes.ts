import { perLanguage, type Language, type PerLanguage } from "./text.ts";

/**
 * Nouns and titles that tell a person's sex ("a woman", "un hombre", "o rapaz", "ein Mann", "une femme"; "Mrs",
 * "doña", "Mme"; Scots "wumman", Swiss "Maa"), folded. Words that are also something else ("tipo", "type",
 * "cara", "miss", French "M." beside the elided "m'") are left out.
 */
const NOUNS: PerLanguage<{ readonly male: string; readonly female: string }> = {
  en: {
    male: "man men guy guys lad lads bloke blokes fella fellas fellow gentleman boy boys male mr",
    female: "woman women lady ladies girl girls lass lasses female mrs ms wumman",
  },
  es: {
    male: "hombre hombres senor chico chicos chaval chavales muchacho muchachos varon pibe chavo don",
    female: "mujer mujeres senora chica chicas muchacha muchachas senorita piba chava dona",
  },
  pt: {
    male: "homem homens senhor rapaz rapazes moco garoto garotos menino meninos",
    female: "mulher mulheres senhora rapariga moca garota garotas menina meninas dona",
  },
  de: {
    male: "mann manner herr junge jungen kerl bursche maa",
    female: "frau frauen dame damen madchen",
  },
  fr: {
    male: "homme hommes monsieur garcon garcons gars mec",
    female: "femme femmes madame dame dames fille filles nana mme mlle",
  },
};

const PATTERNS = perLanguage((language: Language) => {
  const { male, female } = NOUNS[language];
  const alternation = (list: string) => list.split(" ").join("|");
  return {
    male: new RegExp(`(?<![\\p{L}])(?:${alternation(male)})(?![\\p{L}])`, "gu"),
    female: new RegExp(`(?<![\\p{L}])(?:${alternation(female)})(?![\\p{L}])`, "gu"),
  };
});

/** A person's sex told once in a folded span, with the noun's place in it; none when both or neither. */
export interface SexTold {
  readonly sex: "male" | "female";
  readonly index: number;
  readonly length: number;
}

export const sexIn = (language: Language, part: string): SexTold | undefined => {
  const { male, female } = PATTERNS[language];
  const males = [...part.matchAll(male)];
  const females = [...part.matchAll(female)];
  if (males.length > 0 === females.length > 0) return undefined;
  const [first] = males.length > 0 ? males : females;
  if (!first) return undefined;
  return { sex: males.length > 0 ? "male" : "female", index: first.index, length: first[0].length };
};

/** The nouns of both sexes as clause words would hold them: never words of the act. */
export const sexNouns = (language: Language): ReadonlyArray<string> =>
  `${NOUNS[language].male} ${NOUNS[language].female}`.split(" ");
