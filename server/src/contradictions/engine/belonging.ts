import { assertable, labelSubject, type Claim } from "./claims.ts";
import { anchorsOf, clauseAt, negatedAt, type SentenceInfo } from "./sentence.ts";
import { phraseRegex, type Language, type PerLanguage } from "./text.ts";

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
