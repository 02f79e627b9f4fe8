import { STOPWORDS } from "./stopwords.ts";
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
      de: ["vater", "vaters", "papa"],
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
      de: ["mann", "mannes", "ehemann", "ehemannes"],
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
    words: { en: ["brother"], es: ["hermano"], pt: ["irmao"], de: ["bruder", "bruders"], fr: ["frere"] },
  },
  {
    id: "sister",
    unique: false,
    words: { en: ["sister"], es: ["hermana"], pt: ["irma"], de: ["schwester"], fr: ["soeur", "sœur"] },
  },
  {
    id: "son",
    unique: false,
    words: { en: ["son"], es: ["hijo"], pt: ["filho"], de: ["sohn", "sohnes"], fr: ["fils"] },
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
      de: ["grossvater", "großvater", "grosvater", "grossvaters", "grosvaters", "opa"],
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
    words: { en: ["uncle"], es: ["tio"], pt: ["tio"], de: ["onkel", "onkels"], fr: ["oncle"] },
  },
  {
    id: "aunt",
    unique: false,
    words: { en: ["aunt"], es: ["tia"], pt: ["tia"], de: ["tante"], fr: ["tante"] },
  },
  {
    id: "nephew",
    unique: false,
    words: { en: ["nephew"], es: ["sobrino"], pt: ["sobrinho"], de: ["neffe", "neffen"], fr: ["neveu"] },
  },
  {
    id: "niece",
    unique: false,
    words: { en: ["niece"], es: ["sobrina"], pt: ["sobrinha"], de: ["nichte"], fr: ["niece", "nièce"] },
  },
  {
    id: "son-in-law",
    unique: false,
    words: { en: ["son-in-law"], es: ["yerno"], pt: ["genro"], de: ["schwiegersohn"], fr: ["gendre"] },
  },
  {
    id: "brother-in-law",
    unique: false,
    words: {
      en: ["brother-in-law"],
      es: ["cunado"],
      pt: ["cunhado"],
      de: ["schwager", "schwagers"],
      fr: ["beau-frere", "beau-frère"],
    },
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
    // Brazilian "a gente começou": we.
    "a gente",
  ],
  // Bavarian, Austrian and Swabian "i", Berlin "ick": "ich".
  de: [
    "ich",
    "i",
    "ick",
    "mich",
    "mir",
    "wir",
    "uns",
    "mein",
    "meine",
    "meinen",
    "meinem",
    "meiner",
    "unser",
    "unsere",
  ],
  fr: ["je", "j", "moi", "me", "m", "nous", "mon", "ma", "mes", "notre", "nos"],
};

export interface SubjectRef {
  /** Block key: "author", "rel:brother", or "other". */
  readonly key: string;
  /** As written, for the finding ("my brother", "mi hermano"), or "I". */
  readonly label: string;
  readonly unique: boolean;
  readonly start: number;
  /** Given to the speaker for want of any subject word ("the fire was on the 6th"): it may be anyone's. */
  readonly implied?: boolean;
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

/** A relative's noun used as a title before a name, without a possessive ("Aunt Dorothy", "tía Rosario"). */
const relativeNounRes: PerLanguage<RegExp> = (() => {
  const build = (language: Language): RegExp =>
    phraseRegex(RELATIVES.flatMap((relative) => relative.words[language]));
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/** People who are no relative the engine tracks: a name after one of these names nobody of RELATIVES. */
const OTHER_PEOPLE: PerLanguage<RegExp> = {
  en: phraseRegex(
    "cousin nephew niece grandson granddaughter grandchild friend colleague neighbour's stepson stepdaughter".split(
      " ",
    ),
  ),
  es: phraseRegex(
    "primo prima sobrino sobrina nieto nieta amigo amiga companero companera hijastro hijastra".split(" "),
  ),
  pt: phraseRegex("primo prima sobrinho sobrinha neto neta amigo amiga colega enteado enteada".split(" ")),
  de: phraseRegex(
    "cousin cousine neffe nichte enkel enkelin freund freundin kollege kollegin stiefsohn stieftochter".split(
      " ",
    ),
  ),
  fr: phraseRegex(
    "cousin cousine neveu niece petit-fils petite-fille ami amie collegue beau-fils belle-fille".split(" "),
  ),
};

/** Whether a sentence names one of the people who are no tracked relative ("my cousin", "ma collègue"). */
export const namesOtherPerson = (sentence: {
  readonly folded: string;
  readonly language: Language;
}): boolean => {
  const people = OTHER_PEOPLE[sentence.language];
  // A global expression: its search starts where the last one stopped, unless reset.
  people.lastIndex = 0;
  const found = people.test(sentence.folded);
  people.lastIndex = 0;
  return found;
};

/** A capitalised name right after a position ("Leo", "María José"), or right before a comma. */
const NAME_AFTER = /^\s+(\p{Lu}[\p{Ll}'’-]+)(?![\p{L}])/u;
const NAME_BEFORE = /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+)\s*,\s*$/u;

/**
 * The relatives a statement names ("my son Leo", "Julián, mi hermano", "Aunt Dorothy", "meine Tochter
 * Mia"), added to `into` as folded name → relative id. A name given to two different relatives is dropped
 * (null): it says nothing for sure. Read once over all of a person's statements, so that "Leo" alone in a
 * later statement is still the son.
 */
export const collectKinNames = (text: string, language: Language, into: Map<string, string | null>): void => {
  const folded = fold(text);
  const stop = STOPWORDS[language];
  const add = (name: string | undefined, noun: string | undefined) => {
    if (!name || !noun) return;
    const key = fold(name);
    if (key.length < 2 || stop.has(key) || relativeByWord[language].has(key)) return;
    const relative = relativeByWord[language].get(noun.replace(/\s+/gu, " "));
    const known = into.get(key);
    into.set(key, relative && (known === undefined || known === relative.id) ? relative.id : null);
  };
  const others = OTHER_PEOPLE[language];
  others.lastIndex = 0;
  for (const match of folded.matchAll(others))
    add(NAME_AFTER.exec(text.slice(match.index + match[0].length))?.[1], match[0]);
  const nouns = relativeNounRes[language];
  nouns.lastIndex = 0;
  for (const match of folded.matchAll(nouns)) {
    const end = match.index + match[0].length;
    // "Frau Krüger" is Mrs Krüger; "meine Frau Anja" is the wife.
    if (
      language === "de" &&
      match[0] === "frau" &&
      !/(?<![\p{L}])(?:meine|unsere)\s+$/u.test(folded.slice(Math.max(0, match.index - 8), match.index))
    )
      continue;
    // "my son Leo", "Aunt Dorothy": a name right after the noun (a capital there is no sentence start).
    add(NAME_AFTER.exec(text.slice(end))?.[1], match[0]);
  }
  const relatives = relativeRes[language];
  relatives.lastIndex = 0;
  for (const match of folded.matchAll(relatives))
    // "Julián, mi hermano": a name, a comma, then the relative.
    add(NAME_BEFORE.exec(text.slice(Math.max(0, match.index - 40), match.index))?.[1], match[1]);
};

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
  // "-ei" ("comecei"); "-i" ("corrigi", "vendi") only after "não", "já", "nunca"…: alone it is as often a noun.
  pt: /(?<![\p{L}])\p{L}\p{Ll}{2,}ei(?![\p{L}])|(?<=(?<![\p{L}])(?:[Nn]ão|[Nn]ao|[Jj]á|[Jj]a|[Ss]ó|[Ss]o|[Nn]unca|[Tt]ambém|[Tt]ambem)\s+(?:(?:me|te|lhe|lhes|o|a|os|as|se)\s+)?)\p{Ll}{3,}i(?![\p{L}])/gu,
};
const NOT_PRETERITE = new Set(
  "aquí allí ahí así café bebé josé mamá papá sofá según também quizá quizás través después además jamás país maní esquí rubí colibrí aqui ali daqui dali assim".split(
    " ",
  ),
);

/**
 * Spanish and Portuguese verbs of "we" that open a sentence or a clause, denied or not ("Firmamos…", "…, y
 * llegábamos", "[Interpretado] Saímos…", "e chegámos", "No hicimos cumbre", "Nunca chegámos"), also after an
 * opening time ("Esa vez no hicimos cumbre", "Naquela noite saímos", "Ayer firmamos"): after a noun
 * they may tell what "we" did to it ("a mi padre lo enterramos"), and the sentence is the noun's.
 */
const WE_VERB: Partial<Record<Language, RegExp>> = {
  es: /(?<=(?:^|[,;:]|\]|(?<![\p{L}])(?:y|que))\s*(?:(?:[Ee]s[ea]|[Aa]quel(?:la)?|[Ee]st[ea])\s+(?:mism[ao]\s+)?(?:d[ií]a|vez|noche|tarde|ma[ñn]ana|semana|año|mes|verano|invierno|temporada|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s*,?\s*|(?:[Aa]yer|[Aa]noche|[Ee]ntonces)\s*,?\s*)?(?:(?:[Nn]o|[Nn]unca|[Jj]am[aá]s|[Tt]ampoco|[Yy]a)\s+)?)\p{L}\p{Ll}+(?:amos|emos|imos)(?![\p{L}])/gu,
  pt: /(?<=(?:^|[,;:]|\]|(?<![\p{L}])(?:e|que))\s*(?:(?:[Nn]ess[ea]|[Nn]aquel[ae]|[Nn]est[ea])\s+(?:mesm[ao]\s+)?(?:dia|vez|noite|tarde|manhã|semana|ano|mês|verão|inverno|temporada|segunda|terça|quarta|quinta|sexta|sábado|domingo)\s*,?\s*|(?:[Oo]ntem|[Ee]ntão)\s*,?\s*)?(?:(?:[Nn][aã]o|[Nn]unca|[Jj]amais|[Jj]á)\s+)?)\p{L}\p{Ll}+(?:amos|ámos|emos|imos)(?![\p{L}])/gu,
};
/**
 * French "on" as "we" ("On était encordés", "on n'a rien vu", "on l'a ramené"), not the "someone" of "on m'a
 * volé mon sac", "on nous a dit" (a person or people left unnamed do something to the speaker). Folded text.
 */
const ON_WE =
  /(?<![\p{L}'’])on\s+(?:(?:ne|n\s*['’])\s*)?(?!(?:m|me|t|te|l|le|la|les|nous|vous|lui|leur|dit|raconte|pretend|dirait)(?![\p{L}]))(?=\p{L})/gu;
/** Words that end like a verb of "we" and are not: "primos", "gramos", "préstamos", "extremos". */
const NOT_WE = new Set(
  "primos ramos remos gramos kilogramos miligramos tramos reclamos amos gamos extremos supremos racimos mesmos".split(
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
  kin?: KinNames,
): SubjectRef[] => {
  const own = findOwnSubjects(folded, original, language);
  if (!perspective) return kin ? withKinNames(own, folded, original, kin) : own;
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

/** Relatives' names (collectKinNames) as one pattern over the original text, and each name's relative. */
export interface KinNames {
  readonly pattern: RegExp;
  readonly relatives: ReadonlyMap<string, string>;
}

/** The named relatives of a person's statements as a pattern, or undefined when there are none. */
export const kinNamesOf = (names: ReadonlyMap<string, string | null>): KinNames | undefined => {
  const relatives = new Map<string, string>();
  for (const [name, relative] of names) if (relative) relatives.set(name, relative);
  if (relatives.size === 0) return undefined;
  return { pattern: phraseRegex([...relatives.keys()]), relatives };
};

/** A named relative alone ("Leo came into the world…") is that relative, when written with a capital. */
const withKinNames = (
  subjects: SubjectRef[],
  folded: string,
  original: string,
  kin: KinNames,
): SubjectRef[] => {
  kin.pattern.lastIndex = 0;
  const out = [...subjects];
  for (const match of folded.matchAll(kin.pattern)) {
    const relative = kin.relatives.get(match[0]);
    if (!relative || !/^\p{Lu}/u.test(original.slice(match.index))) continue;
    const end = match.index + match[0].length;
    // "my son Leo": the name is already the relative's mention.
    if (
      out.some(
        (subject) =>
          subject.key === `rel:${relative}` &&
          subject.start < match.index &&
          /^\s+$/u.test(original.slice(subject.start + subject.label.length, match.index)),
      )
    )
      continue;
    if (
      out.some(
        (subject) => match.index >= subject.start && match.index < subject.start + subject.label.length,
      )
    )
      continue;
    out.push({
      key: `rel:${relative}`,
      label: original.slice(match.index, end),
      unique: true,
      start: match.index,
    });
  }
  // "Lina tenía seis años": an imperfect that is "I" and "she" alike, right after a relative's name, is hers.
  const named = out.filter((subject) => subject.key.startsWith("rel:"));
  return out
    .filter(
      (subject) =>
        subject.key !== "author" ||
        !AMBIGUOUS_PERSON.has(folded.slice(subject.start).split(/[^\p{L}]/u)[0] ?? "") ||
        !named.some((relative) =>
          AFTER_RELATIVE.test(original.slice(relative.start + relative.label.length, subject.start)),
        ),
    )
    .sort((a, b) => a.start - b.start);
};

/** Spanish "we" with a reflexive verb: "nos fuimos", "nos quedamos". */
const REFLEXIVE_WE = /(?<![\p{L}])nos\s+\p{L}+(?:amos|imos|emos)(?![\p{L}])/gu;

/** What may stand between a relative and the imperfect that is theirs: more names, "ya", "já", "ainda". */
const AFTER_RELATIVE = /^(?:\s+\p{Lu}[\p{L}'’-]*)*(?:\s+(?:já|ya|ainda|todavía|sólo|solo|só|apenas))?\s+$/u;

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
  en: /(?<![\p{L}])(?:Dad|Mum|Mom|Da|Mam|[Mm]e\s+(?:father|mother|dad|mam|mum))(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:Papá|Mamá)(?![\p{L}])/gu,
  pt: /(?<![\p{L}])(?:Papai|Mamãe)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:Papa|Mama|Vati|Mutti|Vadder|Mudder)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:Papa|Maman)(?![\p{L}])/gu,
};

/**
 * Relatives called by a family name or with an article, not a possessive: "Grandma", "Aunt Dorothy",
 * "la tía Rosario", "o avô", "Oma", "Tante Erika", "Mamie". An article's relative followed by "of" ("o avô
 * dela", "el tío de Ana") is someone else's.
 */
const FAMILIAR: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:Grandma|Grandpa|Granny|Grandad|Aunt(?=\s+\p{Lu})|Uncle(?=\s+\p{Lu}))(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:[Ee]l\s+abuelo|[Ll]a\s+abuela|[Ee]l\s+t[ií]o|[Ll]a\s+t[ií]a|^\W*[Ee]l\s+viejo|^\W*[Ll]a\s+vieja)(?![\p{L}])(?!\s+(?:de|del)(?![\p{L}]))/gu,
  pt: /(?<![\p{L}])(?:[Oo]\s+av[ôó]|[Aa]\s+av[óô]|[Oo]\s+tio|[Aa]\s+tia|^\W*[Oo]\s+pai|^\W*[Aa]\s+mãe)(?![\p{L}])(?!\s+(?:de|do|da|dos|das|dele|dela)(?![\p{L}]))/gu,
  de: /(?<![\p{L}])(?:Oma|Opa|Onkel(?=\s+\p{Lu})|Tante(?=\s+\p{Lu}))(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:[Mm]amie|[Pp]api|Tonton|Tata|[Tt]ante(?=\s+\p{Lu})|[Oo]ncle(?=\s+\p{Lu})|^\W*[Ll]e\s+p[èe]re|^\W*[Ll]a\s+m[èe]re)(?![\p{L}])(?!\s+(?:de|du|des|d)(?![\p{L}]))/gu,
};
const FAMILIAR_WORDS: ReadonlyMap<string, string> = new Map([
  ["granny", "grandmother"],
  ["grandad", "grandfather"],
  ["tonton", "uncle"],
  ["tata", "aunt"],
  ["viejo", "father"],
  ["vieja", "mother"],
  ["vadder", "father"],
  ["mudder", "mother"],
  ["vati", "father"],
  ["mutti", "mother"],
  ["da", "father"],
  ["mam", "mother"],
]);

/** The relative a familiar name stands for; Portuguese "avó" (grandmother) and "avô" fold alike. */
const familiarRelative = (word: string, language: Language): { id: string; unique: boolean } | undefined => {
  if (language === "pt" && /avó$/u.test(word)) return { id: "grandmother", unique: false };
  const last = fold(word).split(/\s+/u).pop() ?? "";
  const id = FAMILIAR_WORDS.get(last);
  return id ? { id, unique: id === "father" || id === "mother" } : relativeByWord[language].get(last);
};

/** Spanish and Portuguese imperfects that are the first and the third person alike. */
const AMBIGUOUS_PERSON: ReadonlySet<string> = new Set([
  "tenia",
  "era",
  "estaba",
  "habia",
  "tinha",
  "estava",
  "morava",
]);

/**
 * Whether a relative closing the sentence after a comma ("…, mon frère.") is whom the speaker addresses ("C'est
 * le samedi 31 mai que la foudre est tombée sur la maison, mon frère"), not who did it; not when a pronoun
 * before it stands for it ("Il est né en 1982, mon frère"). French and English only: Spanish and Portuguese
 * drop the pronoun.
 */
const addressed = (folded: string, start: number, end: number, language: Language): boolean =>
  (language === "fr" || language === "en") &&
  !(
    language === "fr"
      ? /(?<![\p{L}])(?:il|elle|lui)(?![\p{L}])/u
      : /(?<![\p{L}])(?:he|she|him|his|her)(?![\p{L}])/u
  ).test(folded.slice(0, start)) &&
  /,\s*$/u.test(folded.slice(0, start)) &&
  /^\s*[.!?…]*\s*$/u.test(folded.slice(end));

const findOwnSubjects = (folded: string, original: string, language: Language): SubjectRef[] => {
  const out: SubjectRef[] = [];
  const relatives = relativeRes[language];
  relatives.lastIndex = 0;
  for (const match of folded.matchAll(relatives)) {
    const noun = match[1] ?? "";
    const relative = relativeByWord[language].get(noun.replace(/\s+/g, " "));
    if (!relative) continue;
    if (addressed(folded, match.index, match.index + match[0].length, language)) continue;
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
    const relative = familiarRelative(match[0], language);
    if (relative) out.push({ key: `rel:${relative.id}`, label: match[0], unique: true, start: match.index });
  }
  for (const match of original.matchAll(FAMILIAR[language])) {
    if (
      out.some(
        (subject) => match.index >= subject.start && match.index < subject.start + subject.label.length,
      )
    )
      continue;
    const relative = familiarRelative(match[0], language);
    if (relative)
      out.push({ key: `rel:${relative.id}`, label: match[0], unique: relative.unique, start: match.index });
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
    // French "m'" and "j'" are elided: "M. Lüthi" is Monsieur, "J. Moreau" an initial.
    if (
      language === "fr" &&
      (match[0] === "m" || match[0] === "j") &&
      !/^\s*['’]/u.test(original.slice(match.index + 1, match.index + 3))
    )
      continue;
    // Folding hides the stress: Spanish "trabajó", "ganó" (he or she did) are not "trabajo", "gano" (I do).
    if (
      language === "es" &&
      /^[\p{L}]*ó(?![\p{L}])/u.test(original.slice(match.index, match.index + match[0].length + 1))
    )
      continue;
    // "tenía", "era", "tinha", "estava" are "I" and "he/she" alike: right after a relative ("Mi tía Rosario
    // tenía noventa años"), they are the relative's.
    if (
      AMBIGUOUS_PERSON.has(match[0]) &&
      out.some(
        (subject) =>
          subject.key.startsWith("rel:") &&
          AFTER_RELATIVE.test(original.slice(subject.start + subject.label.length, match.index)),
      )
    )
      continue;
    // "ele tinha", "ella tenía": a third-person pronoun before the imperfect.
    if (
      AMBIGUOUS_PERSON.has(match[0]) &&
      /(?<![\p{L}])(?:el|ella|ele|ela)\s+$/u.test(folded.slice(Math.max(0, match.index - 6), match.index))
    )
      continue;
    out.push({ key: "author", label: "I", unique: true, start: match.index });
  }
  // Spanish "we" with a reflexive verb: "nos fuimos", "nos quedamos" (not "nos quitó", which is "us").
  if (language === "es")
    for (const match of folded.matchAll(REFLEXIVE_WE))
      if (!out.some((subject) => subject.start === match.index))
        out.push({ key: "author", label: "we", unique: true, start: match.index });
  // Spanish and Portuguese drop the pronoun: a first-person preterite ("llegué", "viví", "comecei") is "I".
  const preterite = PRETERITE[language];
  if (preterite)
    for (const match of original.matchAll(preterite)) {
      const word = match[0].toLowerCase();
      if (NOT_PRETERITE.has(word)) continue;
      if (out.some((subject) => subject.start === match.index)) continue;
      out.push({ key: "author", label: "I", unique: true, start: match.index });
    }
  // …and "we" in the verb alone: "Firmamos en la notaría", "Saímos de casa às sete".
  const we = WE_VERB[language];
  if (we)
    for (const match of original.matchAll(we)) {
      const word = match[0].toLowerCase();
      if (
        NOT_WE.has(word) ||
        (/[áéíóú]/u.test(word) && !/(?:ábamos|íamos|éramos|íbamos|ámos|ímos)$/u.test(word))
      )
        continue;
      if (out.some((subject) => subject.start === match.index)) continue;
      out.push({ key: "author", label: "we", unique: true, start: match.index });
    }
  if (language === "fr")
    for (const match of folded.matchAll(ON_WE))
      if (!out.some((subject) => subject.start === match.index))
        // "On a retrouvé sa voiture": "on" may be people unnamed, so its values meet others' too.
        out.push({ key: "author", label: "we", unique: true, start: match.index, implied: true });
  return out.sort((a, b) => a.start - b.start);
};

/** The subject a value at `position` is about: the nearest subject before it, else the first after it. */
export const subjectAt = (subjects: ReadonlyArray<SubjectRef>, position: number): SubjectRef | undefined => {
  let best: SubjectRef | undefined;
  for (const subject of subjects) if (subject.start <= position) best = subject;
  if (best) return best;
  // The speaker named only after the value ("when Dad died, on the 30th — I remember it well —"): the
  // value may still be someone else's.
  const first = subjects[0];
  return first?.key === "author" ? { ...first, implied: true } : first;
};

/**
 * A sentence that opens on "he" or "she", or (Spanish, Portuguese) on a verb of the third person, with no
 * subject of its own, goes on about the relative the last sentence opened with: "My father was a miner.
 * He died at 58." / "Mi padre era minero. Murió con 58 años."
 */
const THIRD_OPENING: PerLanguage<RegExp> = {
  en: /^\W*(?:he|she)(?![\p{L}'’])/iu,
  es: /^\W*(?:él|ella|\p{Lu}\p{Ll}+(?:ó|ía))(?![\p{L}])/u,
  pt: /^\W*(?:ele|ela|\p{Lu}\p{Ll}+(?:eu|ou|iu|ava|ia))(?![\p{L}])/u,
  de: /^\W*(?:er|sie)(?![\p{L}])/iu,
  fr: /^\W*(?:il|elle)(?![\p{L}])/iu,
};

/** The subjects of a sentence that goes on about the last sentence's relative (see THIRD_OPENING). */
export const carriedRelative = (
  subjects: ReadonlyArray<SubjectRef>,
  text: string,
  language: Language,
  previous: SubjectRef | undefined,
): ReadonlyArray<SubjectRef> => {
  if (subjects.length > 0 || !previous?.key.startsWith("rel:")) return subjects;
  const opening = THIRD_OPENING[language].exec(text);
  if (!opening) return subjects;
  const start = opening[0].search(/\p{L}/u);
  return [{ ...previous, label: opening[0].slice(start), start }];
};
