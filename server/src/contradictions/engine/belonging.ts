import { assertable, labelSubject, type Claim } from "./claims.ts";
import { anchorsOf, clauseAt, negatedAt, type SentenceInfo } from "./sentence.ts";
import { phraseRegex, type Language, type PerLanguage } from "./text.ts";
import { STOPWORDS } from "./stopwords.ts";

/**
 * A person's religion or ethnic group, single-valued facts that weigh in many claims: "my family is Sunni"
 * against "we are Shia", "soy garífuna" against "soy miskita", "sou de etnia bakongo" against "sou
 * ovimbundu". Values are paths ("muslim/sunni"): a value and one inside it ("Muslim", "Sunni") agree.
 * A sentence about changing one's faith ("converted", "convertí") is a time frame of its own and is left out.
 */
const RELIGIONS: Readonly<Record<string, PerLanguage<string[]>>> = {
  muslim: {
    en: ["muslim", "muslims", "moslem"],
    es: ["musulman", "musulmana", "musulmanes", "musulmanas"],
    pt: ["muculmano", "muculmana", "muculmanos", "muculmanas"],
    de: ["muslim", "muslime", "muslimin", "muslimisch", "muslimische", "muslimischen"],
    fr: ["musulman", "musulmane", "musulmans", "musulmanes"],
  },
  "muslim/sunni": {
    en: ["sunni", "sunnis", "sunnite"],
    es: ["suni", "sunita", "sunitas", "sunnita", "sunnitas", "sunni"],
    pt: ["sunita", "sunitas", "sunni"],
    de: ["sunnit", "sunniten", "sunnitin", "sunnitisch", "sunnitische", "sunnitischen"],
    fr: ["sunnite", "sunnites"],
  },
  "muslim/shia": {
    en: ["shia", "shiite", "shiites"],
    es: ["chii", "chiita", "chiitas", "shiita", "shiitas"],
    pt: ["xiita", "xiitas"],
    de: ["schiit", "schiiten", "schiitin", "schiitisch", "schiitische", "schiitischen"],
    fr: ["chiite", "chiites"],
  },
  "muslim/ahmadi": {
    en: ["ahmadi", "ahmadis"],
    es: ["ahmadi", "ahmadies"],
    pt: ["ahmadi", "ahmadis"],
    de: ["ahmadi", "ahmadis"],
    fr: ["ahmadi", "ahmadis"],
  },
  "muslim/alevi": {
    en: ["alevi", "alevis"],
    es: ["alevi", "alevies", "alevita", "alevitas"],
    pt: ["alevita", "alevitas", "alevi"],
    de: ["alevit", "aleviten", "alevitin", "alevitisch", "alevitische", "alevitischen"],
    fr: ["alevi", "alevie", "alevis", "alevies"],
  },
  christian: {
    en: ["christian", "christians"],
    es: ["cristiano", "cristiana", "cristianos", "cristianas"],
    pt: ["cristao", "crista", "cristaos", "cristas"],
    de: ["christ", "christen", "christin", "christlich", "christliche", "christlichen"],
    fr: ["chretien", "chretienne", "chretiens", "chretiennes"],
  },
  "christian/catholic": {
    en: ["catholic", "catholics"],
    es: ["catolico", "catolica", "catolicos", "catolicas"],
    pt: ["catolico", "catolica", "catolicos", "catolicas"],
    de: ["katholisch", "katholische", "katholischen", "katholik", "katholiken", "katholikin"],
    fr: ["catholique", "catholiques"],
  },
  "christian/protestant": {
    en: ["protestant", "protestants", "evangelical", "evangelicals", "pentecostal", "baptist"],
    es: [
      "protestante",
      "protestantes",
      "evangelico",
      "evangelica",
      "evangelicos",
      "evangelicas",
      "pentecostal",
    ],
    pt: [
      "protestante",
      "protestantes",
      "evangelico",
      "evangelica",
      "evangelicos",
      "evangelicas",
      "pentecostal",
    ],
    de: ["evangelisch", "evangelische", "evangelischen", "protestant", "protestanten", "protestantisch"],
    fr: ["protestant", "protestante", "protestants", "evangelique", "evangeliques", "pentecotiste"],
  },
  // Protestant churches: one inside "protestant", two apart ("presbyterian", "adventist").
  "christian/protestant/presbyterian": {
    en: ["presbyterian", "presbyterians"],
    es: ["presbiteriano", "presbiteriana", "presbiterianos"],
    pt: ["presbiteriano", "presbiteriana", "presbiterianos"],
    de: ["presbyterianer", "presbyterianerin", "presbyterianisch", "presbyterianische"],
    fr: ["presbyterien", "presbyterienne", "presbyteriens"],
  },
  "christian/protestant/adventist": {
    en: ["adventist", "adventists"],
    es: ["adventista", "adventistas"],
    pt: ["adventista", "adventistas"],
    de: ["adventist", "adventisten", "adventistin"],
    fr: ["adventiste", "adventistes"],
  },
  "christian/protestant/methodist": {
    en: ["methodist", "methodists"],
    es: ["metodista", "metodistas"],
    pt: ["metodista", "metodistas"],
    de: ["methodist", "methodisten", "methodistin", "methodistisch"],
    fr: ["methodiste", "methodistes"],
  },
  "christian/protestant/lutheran": {
    en: ["lutheran", "lutherans"],
    es: ["luterano", "luterana", "luteranos"],
    pt: ["luterano", "luterana", "luteranos"],
    de: ["lutherisch", "lutherische", "lutheraner", "lutheranerin"],
    fr: ["lutherien", "lutherienne", "lutheriens"],
  },
  "christian/jehovah": {
    en: ["jehovah s witness", "jehovah s witnesses", "jehovahs witness"],
    es: ["testigo de jehova", "testigos de jehova"],
    pt: ["testemunha de jeova", "testemunhas de jeova"],
    de: ["zeuge jehovas", "zeugen jehovas", "zeugin jehovas"],
    fr: ["temoin de jehovah", "temoins de jehovah"],
  },
  "christian/coptic": {
    en: ["copt", "copts", "coptic"],
    es: ["copto", "copta", "coptos"],
    pt: ["copto", "copta", "coptas"],
    de: ["kopte", "koptin", "kopten", "koptisch"],
    fr: ["copte", "coptes"],
  },
  "christian/orthodox": {
    en: ["orthodox"],
    es: ["ortodoxo", "ortodoxa", "ortodoxos"],
    pt: ["ortodoxo", "ortodoxa", "ortodoxos"],
    de: ["orthodox", "orthodoxe", "orthodoxen"],
    fr: ["orthodoxe", "orthodoxes"],
  },
  jewish: {
    en: ["jewish", "jew", "jews"],
    es: ["judio", "judia", "judios"],
    pt: ["judeu", "judia", "judeus"],
    de: ["judisch", "judische", "judischen", "jude", "juden", "judin"],
    fr: ["juif", "juive", "juifs"],
  },
  hindu: {
    en: ["hindu", "hindus"],
    es: ["hindu", "hindues"],
    pt: ["hindu", "hindus"],
    de: ["hindu", "hindus", "hinduistisch"],
    fr: ["hindou", "hindoue", "hindous"],
  },
  buddhist: {
    en: ["buddhist", "buddhists"],
    es: ["budista", "budistas"],
    pt: ["budista", "budistas"],
    de: ["buddhist", "buddhisten", "buddhistisch"],
    fr: ["bouddhiste", "bouddhistes"],
  },
  yazidi: {
    en: ["yazidi", "yazidis", "yezidi", "ezidi"],
    es: ["yazidi", "yazidies", "yezidi"],
    pt: ["yazidi", "yazidis", "iazidi"],
    de: ["jesidisch", "jesidische", "jeside", "jesiden", "jesidin"],
    fr: ["yezidi", "yezidie", "yezidis", "yazidi"],
  },
};

/** Ethnic groups named in statements, spelt as in each language (folded). */
const ETHNIC_GROUPS: Readonly<Record<string, string[]>> = {
  hazara: ["hazara", "hazaras"],
  tajik: [
    "tajik",
    "tajiks",
    "tayiko",
    "tayika",
    "tadjique",
    "tadjik",
    "tadjike",
    "tadschike",
    "tadschikin",
    "tadschikisch",
  ],
  pashtun: [
    "pashtun",
    "pashtuns",
    "pastun",
    "pastunes",
    "pachtoune",
    "pachtounes",
    "paschtune",
    "paschtunin",
    "pashtu",
    "pastune",
  ],
  uzbek: ["uzbek", "uzbeks", "uzbeko", "uzbeka", "ouzbek", "ouzbeke", "usbeke", "usbekin"],
  amhara: ["amhara"],
  oromo: ["oromo", "oromos"],
  tigrayan: ["tigrayan", "tigrinya", "tigrino", "tigrina", "tigreen", "tigreenne", "tigrinisch"],
  tutsi: ["tutsi", "tutsis", "tutsie"],
  hutu: ["hutu", "hutus"],
  fulani: ["fulani", "fula", "peul", "peule", "peuls", "fulbe"],
  hausa: ["hausa", "haoussa"],
  yoruba: ["yoruba"],
  igbo: ["igbo", "ibo"],
  bakongo: ["bakongo"],
  ovimbundu: ["ovimbundu", "ovimbundo", "umbundu"],
  mbundu: ["mbundu", "ambundu", "ambundo"],
  garifuna: ["garifuna", "garifunas"],
  miskito: ["miskito", "miskita", "miskitos", "miskitas"],
  rohingya: ["rohingya", "rohingyas"],
  baloch: ["baloch", "baluch", "belutsche", "baloutche"],
  uyghur: ["uyghur", "uighur", "uigur", "uigure", "uigurin", "ouighour", "ouigour"],
  tamil: ["tamil", "tamoul", "tamoule"],
  bambara: ["bambara"],
  soninke: ["soninke"],
  wolof: ["wolof"],
  diola: ["diola", "jola"],
  bamileke: ["bamileke"],
  beti: ["beti"],
  chechen: [
    "chechen",
    "chechens",
    "checheno",
    "chechena",
    "tchetcheno",
    "tschetschene",
    "tschetschenin",
    "tchetchene",
  ],
  ingush: ["ingush", "ingusetio", "inguche", "ingusch", "inguschin", "inguschen", "ingouche"],
  bubi: ["bubi", "bubis"],
  ndebele: ["ndebele", "ndebeles"],
  shona: ["shona", "shonas"],
  zulu: ["zulu", "zulus"],
  xhosa: ["xhosa", "xhosas"],
  kikuyu: ["kikuyu", "kikuyus"],
  luo: ["luo"],
  dinka: ["dinka", "dinkas"],
  nuer: ["nuer"],
  zaghawa: ["zaghawa"],
  masalit: ["masalit"],
};

const CONVERSION: PerLanguage<RegExp> = {
  en: phraseRegex(["convert*", "became", "become", "baptised", "baptized", "born into"]),
  es: phraseRegex(["convert*", "converti", "me hice", "bautiz*"]),
  pt: phraseRegex(["convert*", "converti", "tornei-me", "batiz*"]),
  de: phraseRegex(["konvertier*", "ubergetreten", "trat uber", "getauft", "wurde ich"]),
  fr: phraseRegex(["converti*", "convertie", "devenu", "devenue", "baptise*"]),
};

const valueIndex = (): PerLanguage<ReadonlyMap<string, { attribute: string; value: string }>> => {
  const build = (language: keyof PerLanguage<unknown>) => {
    const map = new Map<string, { attribute: string; value: string }>();
    for (const [value, words] of Object.entries(RELIGIONS))
      for (const word of words[language]) map.set(word, { attribute: "religion", value });
    for (const [value, words] of Object.entries(ETHNIC_GROUPS))
      for (const word of words) if (!map.has(word)) map.set(word, { attribute: "ethnicity", value });
    return map;
  };
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
};
const VALUES = valueIndex();
/** Every value's words as one regex per language: some are phrases ("testigo de Jehová", "Zeugen Jehovas"). */
const VALUE_RES: PerLanguage<RegExp> = {
  en: phraseRegex([...VALUES.en.keys()]),
  es: phraseRegex([...VALUES.es.keys()]),
  pt: phraseRegex([...VALUES.pt.keys()]),
  de: phraseRegex([...VALUES.de.keys()]),
  fr: phraseRegex([...VALUES.fr.keys()]),
};

/** Whether a folded word names a religion or an ethnic group ("muslim", "catholique", "hazara"). */
export const isBelongingWord = (folded: string, language: Language): boolean => VALUES[language].has(folded);

/** Religion and ethnicity claims of the speaker or a relative, asserted (never denied) and not about a change. */
export const belongingClaims = (sentence: SentenceInfo): Claim[] => {
  if (sentence.guarded) return [];
  const language = sentence.language;
  // A conversion ("I converted", "born into") tells of a change: the speaker's own labels are left out, and
  // a relative's in the conversion's clause ("born into a Sunni family — my father is Sunni as well —").
  const conversions = [...sentence.folded.matchAll(CONVERSION[language])].map(
    (match) => clauseAt(sentence, match.index).start,
  );
  const values = VALUES[language];
  const seen = new Set<string>();
  const out: Claim[] = [];
  const re = VALUE_RES[language];
  re.lastIndex = 0;
  for (const match of sentence.folded.matchAll(re)) {
    const word = {
      start: match.index,
      end: match.index + match[0].length,
      text: sentence.text.slice(match.index, match.index + match[0].length),
    };
    const found = values.get(match[0].replace(/[\s'’]+/gu, " "));
    if (!found || seen.has(found.attribute)) continue;
    if (!assertable(sentence, word.start, word.end, false) || negatedAt(sentence, word.start)) continue;
    const subject = labelSubject(sentence, word.start);
    if (subject.key === "other" || subject.key.startsWith("ne:")) continue;
    if (
      conversions.length > 0 &&
      (subject.key === "author" || conversions.includes(clauseAt(sentence, word.start).start))
    )
      continue;
    seen.add(found.attribute);
    out.push({
      sentence,
      type: "identity",
      attribute: found.attribute,
      subject,
      event: undefined,
      frame: new Set(),
      anchors: anchorsOf(sentence),
      valueStart: word.start,
      valueEnd: word.end,
      value: word.text,
      normalised: found.value,
      payload: { kind: "label", value: found.value },
    });
  }
  return out;
};

/** Whether two belonging values clash: different, and neither inside the other ("muslim", "muslim/sunni"). */
export const belongingConflict = (a: string, b: string): boolean =>
  a !== b && !a.startsWith(`${b}/`) && !b.startsWith(`${a}/`);

/** A word that may be a label ("Baloch", "chuabo", "Burjatin"), folded; stopwords are left out where it is used. */
const LABEL_WORD = "(\\p{L}[\\p{L}-]{2,})";
/** The speaker's own label: "I am Anuak", "soy mam", "sou chuabo", "ich bin Burjate", "je suis guerzé". */
const AUTHOR_LABEL: PerLanguage<RegExp> = {
  en: new RegExp(`(?<![\\p{L}])i\\s+(?:am|m)\\s+(?:an?\\s+)?${LABEL_WORD}`, "u"),
  es: new RegExp(`(?<![\\p{L}])soy\\s+${LABEL_WORD}`, "u"),
  pt: new RegExp(`(?<![\\p{L}])sou\\s+${LABEL_WORD}`, "u"),
  de: new RegExp(`(?<![\\p{L}])ich\\s+bin\\s+(?:eine?\\s+)?${LABEL_WORD}`, "u"),
  fr: new RegExp(`(?<![\\p{L}])je\\s+suis\\s+(?:une?\\s+)?${LABEL_WORD}`, "u"),
};
/** Both parents or the whole family, told as sharing the speaker's label ("like both my parents"). */
const FAMILY_WIDE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:both\s+(?:of\s+)?my\s+parents|my\s+parents\s+(?:are|were)\s+(?:both\s+)?|like\s+my\s+parents|on\s+both\s+sides|my\s+(?:whole|entire)\s+family|all\s+my\s+family|(?:my\s+)?(?:father|dad)\s+and\s+(?:my\s+)?(?:mother|mum|mom)\s+(?:are|were)\s+both|(?:my\s+)?(?:mother|mum|mom)\s+and\s+(?:my\s+)?(?:father|dad)\s+(?:are|were)\s+both)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?:como|igual\s+que)\s+(?:mis\s+padres|toda\s+mi\s+familia|mi\s+familia)|mis\s+padres\s+(?:tambien|son|eran)|por\s+(?:los\s+dos|ambos)\s+lados|(?:mi\s+)?padre\s+y\s+(?:mi\s+)?madre|(?:mi\s+)?madre\s+y\s+(?:mi\s+)?padre)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:como\s+(?:(?:os\s+)?meus\s+pais|(?:a\s+)?minha\s+familia(?:\s+toda)?|toda\s+a\s+minha\s+familia)|(?:os\s+)?meus\s+pais\s+(?:tambem|sao|eram)|dos\s+dois\s+lados|(?:o\s+)?meu\s+pai\s+e\s+a\s+minha\s+mae|(?:a\s+)?minha\s+mae\s+e\s+o\s+meu\s+pai)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:(?:meine\s+)?beiden\s+eltern|beide\s+eltern|wie\s+meine\s+eltern|meine\s+eltern\s+(?:auch|sind|waren)|meine\s+ganze\s+familie|mein\s+vater\s+und\s+meine\s+mutter|meine\s+mutter\s+und\s+mein\s+vater)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:comme\s+(?:mes\s+parents|toute\s+ma\s+famille|ma\s+famille)|mes\s+parents\s+(?:aussi|sont|etaient)|des\s+deux\s+cotes|mon\s+pere\s+(?:comme|et)\s+ma\s+mere|ma\s+mere\s+(?:comme|et)\s+mon\s+pere)(?![\p{L}])/u,
};
const FATHER = "father|dad|padre|papa|pai|vater|vaters|pere";
const MOTHER = "mother|mum|mom|madre|mama|mae|mutter|mere|maman";
/** One parent told as sharing it: "so was my father", "like my mother", "comme mon père", "wie meine Mutter". */
const PARENT_TOO = new RegExp(
  `(?<![\\p{L}])(?:so\\s+(?:is|was|were|did)|as\\s+(?:is|was)|like|como|igual\\s+que|comme|wie)\\s+(?:(?:my|mi|o|a|meu|minha|mein|meine|mon|ma)\\s+){1,2}(${FATHER}|${MOTHER})(?![\\p{L}])`,
  "gu",
);
/** One parent told with the same label: "my mother is Baloch too" (the label is checked by the caller). */
const PARENT_IS = new RegExp(
  `(?<![\\p{L}])(${FATHER}|${MOTHER})\\s+(?:is|was|es|era|e|ist|war|est|etait)\\s+(?:(?:an?|ein|eine|une?)\\s+)?${LABEL_WORD}`,
  "gu",
);
/**
 * Only one side of the family has it: "only my father's side of the family is Baloch", "só o meu pai é
 * chuabo", "nur meine Mutter ist Burjatin", "it is only my father's family that is Udmurt".
 */
const ONLY_PARENT: PerLanguage<RegExp> = {
  en: new RegExp(
    `(?<![\\p{L}])only\\s+(?:on\\s+)?my\\s+(${FATHER}|${MOTHER})(?:\\s+s)?(?:\\s+(?:side|family|people))?(?:\\s+of\\s+the\\s+family)?(?:\\s+that)?\\s+(?:is|was|are|were)\\s+(?:an?\\s+)?${LABEL_WORD}`,
    "u",
  ),
  es: new RegExp(
    `(?<![\\p{L}])(?:solo|solamente|unicamente)\\s+(?:la\\s+familia\\s+de\\s+)?mi\\s+(${FATHER}|${MOTHER})\\s+(?:es|era)\\s+${LABEL_WORD}`,
    "u",
  ),
  pt: new RegExp(
    `(?<![\\p{L}])(?:so|somente|apenas)\\s+(?:a\\s+familia\\s+d[oa]\\s+)?(?:o\\s+|a\\s+)?(?:meu|minha)\\s+(${FATHER}|${MOTHER})\\s+(?:e|era)\\s+${LABEL_WORD}`,
    "u",
  ),
  de: new RegExp(
    `(?<![\\p{L}])nur\\s+(?:die\\s+familie\\s+)?(?:mein|meine|meines|meiner)\\s+(${FATHER}|${MOTHER})\\s+(?:ist|war)\\s+(?:eine?\\s+)?${LABEL_WORD}`,
    "u",
  ),
  fr: new RegExp(
    `(?<![\\p{L}])(?:seul|seule|seulement)\\s+(?:la\\s+famille\\s+de\\s+)?(?:mon|ma)\\s+(${FATHER}|${MOTHER})\\s+(?:est|etait)\\s+${LABEL_WORD}`,
    "u",
  ),
};

const parentOf = (word: string): "father" | "mother" =>
  new RegExp(`^(?:${FATHER})$`, "u").test(word) ? "father" : "mother";
/** One label's value: a known group or faith, else the word's first five letters ("Burjate", "Burjatin"). */
const labelValue = (word: string, language: Language): { attribute: string; value: string } =>
  VALUES[language].get(word) ?? { attribute: "ethnicity", value: `?${word.slice(0, 5)}` };
const sameLabel = (a: string, b: string): boolean => a.slice(0, 5) === b.slice(0, 5);

const parentClaim = (
  sentence: SentenceInfo,
  parent: "father" | "mother",
  word: string,
  start: number,
): Claim => {
  const found = labelValue(word, sentence.language);
  return {
    sentence,
    type: "identity",
    attribute: found.attribute,
    subject: { key: `rel:${parent}`, label: parent, unique: true, start },
    event: undefined,
    frame: new Set(),
    anchors: anchorsOf(sentence),
    valueStart: start,
    valueEnd: start + word.length,
    value: sentence.text.slice(start, start + word.length),
    normalised: found.value,
    payload: { kind: "label", value: found.value },
  };
};

/**
 * A parent's label told through the speaker's: "I am Anuak, like both my parents", "je suis guerzé, mon père
 * comme ma mère", "I am Baloch, and my mother is Baloch too" give each parent named (or both) the speaker's
 * label; "My mother is Persian; only my father's side of the family is Baloch" gives the other parent the
 * label it names, "Persian" (in the same sentence or the one before). Labels outside the known groups count
 * only in these frames, where the family's words make them labels.
 */
export const familyLabelClaims = (sentence: SentenceInfo, previous: SentenceInfo | undefined): Claim[] => {
  if (sentence.guarded) return [];
  const language = sentence.language;
  const text = sentence.folded.replace(/['’]/gu, " ");
  const stop = STOPWORDS[language];
  const out: Claim[] = [];
  const only = ONLY_PARENT[language].exec(text);
  if (only?.[1] && only[2] && !negatedAt(sentence, only.index)) {
    const one = parentOf(only[1]);
    const other = one === "father" ? "mother" : "father";
    const label = only[2];
    // The other parent's label: before "only" in its sentence, or in the sentence before.
    const sources: Array<[SentenceInfo, string]> = [[sentence, text.slice(0, only.index)]];
    if (previous && !previous.guarded) sources.push([previous, previous.folded.replace(/['’]/gu, " ")]);
    for (const [source, part] of sources) {
      const told = [...part.matchAll(PARENT_IS)].find(
        (match) => match[1] && match[2] && parentOf(match[1]) === other && !stop.has(match[2]),
      );
      const word = told?.[2];
      if (!told || !word || sameLabel(word, label) || negatedAt(source, told.index)) continue;
      out.push(parentClaim(source, other, word, told.index + told[0].length - word.length));
      break;
    }
    return out;
  }
  const own = AUTHOR_LABEL[language].exec(text);
  const label = own?.[1];
  if (!own || !label || stop.has(label)) return out;
  if (negatedAt(sentence, own.index)) return out;
  const start = own.index + own[0].length - label.length;
  const parents = new Set<"father" | "mother">();
  if (FAMILY_WIDE[language].test(text)) {
    parents.add("father");
    parents.add("mother");
  }
  for (const match of text.matchAll(PARENT_TOO)) if (match[1]) parents.add(parentOf(match[1]));
  for (const match of text.matchAll(PARENT_IS))
    if (match[1] && match[2] && sameLabel(match[2], label)) parents.add(parentOf(match[1]));
  for (const parent of [...parents].sort()) out.push(parentClaim(sentence, parent, label, start));
  return out;
};
