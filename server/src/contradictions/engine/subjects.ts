import { fold, phraseRegex, type Language, type PerLanguage } from "./text.ts";

/** Relatives and close people, by a language-independent id; `unique` ones are one per person. */
export const RELATIVES: ReadonlyArray<{ id: string; unique: boolean; words: PerLanguage<string[]> }> = [
  {
    id: "father",
    unique: true,
    words: {
      en: ["father", "dad"],
      es: ["padre", "papa"],
      pt: ["pai", "papai"],
      de: ["vater", "papa"],
      fr: ["pere", "papa"],
    },
  },
  {
    id: "mother",
    unique: true,
    words: {
      en: ["mother", "mom", "mum"],
      es: ["madre", "mama"],
      pt: ["mae", "mamae"],
      de: ["mutter", "mama"],
      fr: ["mere", "maman"],
    },
  },
  {
    id: "husband",
    unique: true,
    words: {
      en: ["husband"],
      es: ["marido", "esposo"],
      pt: ["marido", "esposo"],
      de: ["mann", "ehemann"],
      fr: ["mari", "epoux"],
    },
  },
  {
    id: "wife",
    unique: true,
    words: {
      en: ["wife"],
      es: ["esposa", "mujer"],
      pt: ["esposa", "mulher"],
      de: ["frau", "ehefrau"],
      fr: ["femme", "epouse"],
    },
  },
  {
    id: "partner",
    unique: true,
    words: {
      en: ["partner", "boyfriend", "girlfriend"],
      es: ["pareja", "novio", "novia"],
      pt: ["companheiro", "companheira", "namorado", "namorada"],
      de: ["partner", "partnerin", "freund", "freundin"],
      fr: ["compagnon", "compagne", "copain", "copine"],
    },
  },
  {
    id: "brother",
    unique: false,
    words: { en: ["brother"], es: ["hermano"], pt: ["irmao"], de: ["bruder"], fr: ["frere"] },
  },
  {
    id: "sister",
    unique: false,
    words: { en: ["sister"], es: ["hermana"], pt: ["irma"], de: ["schwester"], fr: ["soeur", "sœur"] },
  },
  {
    id: "son",
    unique: false,
    words: { en: ["son"], es: ["hijo"], pt: ["filho"], de: ["sohn"], fr: ["fils"] },
  },
  {
    id: "daughter",
    unique: false,
    words: { en: ["daughter"], es: ["hija"], pt: ["filha"], de: ["tochter"], fr: ["fille"] },
  },
  {
    id: "boss",
    unique: false,
    words: {
      en: ["boss", "manager", "employer"],
      es: ["jefe", "jefa"],
      pt: ["chefe", "patrao"],
      de: ["chef", "chefin"],
      fr: ["patron", "patronne", "chef"],
    },
  },
  {
    id: "neighbour",
    unique: false,
    words: {
      en: ["neighbour", "neighbor"],
      es: ["vecino", "vecina"],
      pt: ["vizinho", "vizinha"],
      de: ["nachbar", "nachbarin"],
      fr: ["voisin", "voisine"],
    },
  },
  {
    id: "grandfather",
    unique: false,
    words: {
      en: ["grandfather", "grandpa"],
      es: ["abuelo"],
      pt: ["avo"],
      de: ["grossvater", "großvater", "grosvater", "opa"],
      fr: ["grand-pere", "grand pere", "papi"],
    },
  },
  {
    id: "grandmother",
    unique: false,
    words: {
      en: ["grandmother", "grandma"],
      es: ["abuela"],
      pt: ["avo"],
      de: ["grossmutter", "großmutter", "grosmutter", "oma"],
      fr: ["grand-mere", "grand mere", "mamie"],
    },
  },
  {
    id: "uncle",
    unique: false,
    words: { en: ["uncle"], es: ["tio"], pt: ["tio"], de: ["onkel"], fr: ["oncle"] },
  },
  {
    id: "aunt",
    unique: false,
    words: { en: ["aunt"], es: ["tia"], pt: ["tia"], de: ["tante"], fr: ["tante"] },
  },
];

const POSSESSIVES: PerLanguage<string[]> = {
  en: ["my", "our"],
  es: ["mi", "mis", "nuestro", "nuestra"],
  pt: ["meu", "minha", "o meu", "a minha", "nosso", "nossa"],
  de: ["mein", "meine", "meinem", "meinen", "meiner", "meines", "unser", "unsere"],
  fr: ["mon", "ma", "notre"],
};

/** First-person words: pronouns, and in Spanish and Portuguese (which drop pronouns) common first-person verbs. */
const FIRST_PERSON: PerLanguage<string[]> = {
  en: ["i", "i m", "i ve", "i d", "me", "myself", "we", "us", "my", "our"],
  es: [
    "yo",
    "me",
    "tuve",
    "di",
    "hice",
    "puse",
    "dije",
    "vine",
    "supe",
    "traje",
    "naci",
    "somos",
    "vivo",
    "vivi",
    "tengo",
    "tenia",
    "soy",
    "fui",
    "era",
    "estuve",
    "estoy",
    "estaba",
    "trabajo",
    "trabaje",
    "llegue",
    "sali",
    "vi",
    "conoci",
    "compre",
    "pague",
    "gane",
    "gano",
    "mido",
    "peso",
    "estudie",
    "me llamo",
    "he",
    "habia",
    "mi",
    "mis",
    "nosotros",
    "nuestro",
    "nuestra",
    "nuestros",
    "nuestras",
  ],
  pt: [
    "eu",
    "me",
    "tive",
    "dei",
    "fiz",
    "pus",
    "vim",
    "nasci",
    "somos",
    "moro",
    "morei",
    "morava",
    "vivo",
    "vivi",
    "tenho",
    "tinha",
    "sou",
    "fui",
    "era",
    "estive",
    "estou",
    "estava",
    "trabalho",
    "trabalhei",
    "cheguei",
    "sai",
    "vi",
    "conheci",
    "comprei",
    "paguei",
    "ganhei",
    "ganho",
    "meco",
    "peso",
    "estudei",
    "casei",
    "mudei",
    "meu",
    "minha",
    "meus",
    "minhas",
    "nos",
    "nosso",
    "nossa",
    "nossos",
    "nossas",
  ],
  de: ["ich", "mich", "mir", "wir", "uns", "mein", "meine", "meinen", "meinem", "meiner", "unser", "unsere"],
  fr: ["je", "j", "moi", "me", "m", "nous", "mon", "ma", "mes", "notre", "nos"],
};

export interface SubjectRef {
  /** Block key: "author", "rel:brother", or "other". */
  readonly key: string;
  /** As written, for the finding ("my brother", "mi hermano"), or "I". */
  readonly label: string;
  readonly unique: boolean;
  readonly start: number;
}

const relativeRes: PerLanguage<RegExp> = (() => {
  const build = (language: Language): RegExp => {
    const nouns = RELATIVES.flatMap((relative) => relative.words[language]);
    const possessive = phraseRegex(POSSESSIVES[language], "u").source;
    const noun = phraseRegex(nouns, "u").source;
    return new RegExp(`${possessive}\\s+(?:[\\p{L}-]+\\s+)?(${noun})`, "gu");
  };
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

const relativeByWord: PerLanguage<ReadonlyMap<string, { id: string; unique: boolean }>> = (() => {
  const build = (language: Language) => {
    const map = new Map<string, { id: string; unique: boolean }>();
    for (const relative of RELATIVES)
      for (const word of relative.words[language])
        if (!map.has(word)) map.set(word, { id: relative.id, unique: relative.unique });
    return map;
  };
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

const firstPersonRes: PerLanguage<RegExp> = {
  en: phraseRegex(FIRST_PERSON.en),
  es: phraseRegex(FIRST_PERSON.es),
  pt: phraseRegex(FIRST_PERSON.pt),
  de: phraseRegex(FIRST_PERSON.de),
  fr: phraseRegex(FIRST_PERSON.fr),
};

/** First-person singular preterites, which carry the subject where the pronoun is dropped. */
const PRETERITE: Partial<Record<Language, RegExp>> = {
  es: /(?<![\p{L}])\p{L}\p{Ll}+(?:é|í)(?![\p{L}])/gu,
  pt: /(?<![\p{L}])\p{L}\p{Ll}{2,}ei(?![\p{L}])/gu,
};
const NOT_PRETERITE = new Set(
  "aquí allí ahí así café bebé josé mamá papá sofá según también quizá quizás través después además jamás país maní esquí rubí colibrí".split(
    " ",
  ),
);

/**
 * Whose words a document holds. A client's own statements speak as "I" (the default); a family interview
 * is a relative speaking about the client: there "he", "she" and the client's names are the client (the
 * subject "author", so that they meet the client's own "I"), "his mother" is the client's mother, and the
 * relative's own "I" and "my brother" are someone else, never compared with the client's.
 */
export interface Perspective {
  readonly speaker: "relative";
  /** The client's names, each one alone naming the client ("José", "Álvarez"), as one folded pattern. */
  readonly clientName: RegExp | undefined;
}

/** A relative's perspective on a client of these names (split into words of two letters or more). */
export const relativePerspective = (clientNames: ReadonlyArray<string>): Perspective => {
  // phraseRegex folds each word and matches it whole.
  const words = clientNames.flatMap((name) => name.split(/[\s-]+/u)).filter((word) => word.length >= 2);
  return { speaker: "relative", clientName: words.length > 0 ? phraseRegex(words) : undefined };
};

/** "He", "she": read in the folded sentence, except Spanish "él", which folds to the article "el". */
const THIRD_PERSON: PerLanguage<{ readonly re: RegExp; readonly accented: boolean }> = {
  en: { re: phraseRegex(["he", "she", "him", "her", "he s", "she s"]), accented: false },
  es: { re: /(?<![\p{L}])(?:él|ella)(?![\p{L}])/gu, accented: true },
  pt: { re: phraseRegex(["ele", "ela"]), accented: false },
  de: { re: phraseRegex(["er", "sie", "ihn", "ihm"]), accented: false },
  fr: { re: phraseRegex(["il", "elle", "lui"]), accented: false },
};
const THIRD_POSSESSIVES: PerLanguage<string[]> = {
  en: ["his", "her", "their"],
  es: ["su", "sus"],
  pt: ["seu", "sua", "o seu", "a sua", "seus", "suas"],
  de: ["sein", "seine", "seinem", "seinen", "seiner", "ihr", "ihre", "ihrem", "ihren", "ihrer"],
  fr: ["son", "sa", "ses"],
};

/** Every subject mention in a folded sentence (relatives and the author), in order of position. */
export const findSubjects = (
  folded: string,
  original: string,
  language: Language,
  perspective?: Perspective,
): SubjectRef[] => {
  const own = findOwnSubjects(folded, original, language);
  if (!perspective) return own;
  // A relative's interview: their "I" and "my …" are the narrator's, the client's are "he", "his …", a name.
  const out: SubjectRef[] = own.map((subject) =>
    subject.key === "author"
      ? { ...subject, key: "narrator", label: subject.label }
      : { ...subject, key: `narrator:${subject.key}` },
  );
  const relatives = thirdRelativeRes[language];
  relatives.lastIndex = 0;
  for (const match of folded.matchAll(relatives)) {
    const relative = relativeByWord[language].get((match[1] ?? "").replace(/\s+/g, " "));
    if (!relative) continue;
    const label = original.slice(match.index, match.index + match[0].length);
    out.push({ key: `rel:${relative.id}`, label, unique: relative.unique, start: match.index });
  }
  const inside = (index: number) =>
    out.some((subject) => index >= subject.start && index < subject.start + subject.label.length);
  const third = THIRD_PERSON[language];
  for (const match of (third.accented ? original.toLowerCase() : folded).matchAll(third.re))
    if (!inside(match.index)) out.push({ key: "author", label: match[0], unique: true, start: match.index });
  if (perspective.clientName)
    for (const match of folded.matchAll(perspective.clientName))
      if (!inside(match.index))
        out.push({
          key: "author",
          label: original.slice(match.index, match.index + match[0].length),
          unique: true,
          start: match.index,
        });
  return out.sort((a, b) => a.start - b.start);
};

const thirdRelativeRes: PerLanguage<RegExp> = (() => {
  const build = (language: Language): RegExp => {
    const nouns = RELATIVES.flatMap((relative) => relative.words[language]);
    const possessive = phraseRegex(THIRD_POSSESSIVES[language], "u").source;
    const noun = phraseRegex(nouns, "u").source;
    return new RegExp(`${possessive}\\s+(?:[\\p{L}-]+\\s+)?(${noun})`, "gu");
  };
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/** The subjects of a statement in the first person: its author and the author's relatives. */
/** Parents called by name, capitalised and without a possessive ("Dad's funeral", "Mamá vino"). */
const PARENT_NAMES: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:Dad|Mum|Mom)(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:Papá|Mamá)(?![\p{L}])/gu,
  pt: /(?<![\p{L}])(?:Papai|Mamãe)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:Papa|Mama)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:Papa|Maman)(?![\p{L}])/gu,
};

const findOwnSubjects = (folded: string, original: string, language: Language): SubjectRef[] => {
  const out: SubjectRef[] = [];
  const relatives = relativeRes[language];
  relatives.lastIndex = 0;
  for (const match of folded.matchAll(relatives)) {
    const noun = match[1] ?? "";
    const relative = relativeByWord[language].get(noun.replace(/\s+/g, " "));
    if (!relative) continue;
    const label = original.slice(match.index, match.index + match[0].length);
    out.push({ key: `rel:${relative.id}`, label, unique: relative.unique, start: match.index });
  }
  // "Dad", "Mum", "Papá", "Maman" without a possessive are the speaker's own parents.
  for (const match of original.matchAll(PARENT_NAMES[language])) {
    if (
      out.some(
        (subject) => match.index >= subject.start && match.index < subject.start + subject.label.length,
      )
    )
      continue;
    const relative = relativeByWord[language].get(fold(match[0]));
    if (relative) out.push({ key: `rel:${relative.id}`, label: match[0], unique: true, start: match.index });
  }
  const firstPerson = firstPersonRes[language];
  firstPerson.lastIndex = 0;
  for (const match of folded.matchAll(firstPerson)) {
    // "my brother" is the brother, not the author: skip first-person words inside a relative's phrase.
    if (
      out.some(
        (subject) =>
          subject.key !== "author" &&
          match.index >= subject.start &&
          match.index < subject.start + subject.label.length,
      )
    )
      continue;
    // Folding hides the stress: Spanish "trabajó", "ganó" (he or she did) are not "trabajo", "gano" (I do).
    if (
      language === "es" &&
      /^[\p{L}]*ó(?![\p{L}])/u.test(original.slice(match.index, match.index + match[0].length + 1))
    )
      continue;
    out.push({ key: "author", label: "I", unique: true, start: match.index });
  }
  // Spanish and Portuguese drop the pronoun: a first-person preterite ("llegué", "viví", "comecei") is "I".
  const preterite = PRETERITE[language];
  if (preterite)
    for (const match of original.matchAll(preterite)) {
      const word = match[0].toLowerCase();
      if (NOT_PRETERITE.has(word)) continue;
      if (out.some((subject) => subject.start === match.index)) continue;
      out.push({ key: "author", label: "I", unique: true, start: match.index });
    }
  return out.sort((a, b) => a.start - b.start);
};

/** The subject a value at `position` is about: the nearest subject before it, else the first after it. */
export const subjectAt = (subjects: ReadonlyArray<SubjectRef>, position: number): SubjectRef | undefined => {
  let best: SubjectRef | undefined;
  for (const subject of subjects) if (subject.start <= position) best = subject;
  return best ?? subjects[0];
};
