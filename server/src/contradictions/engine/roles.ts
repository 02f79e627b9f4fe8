import type { Claim, ClaimValue } from "./claims.ts";
import { conceptOf, DISTINGUISHING, frameWord } from "./concepts.ts";
import { ENGLISH_IRREGULAR } from "./cues.ts";
import { anchorsOf, anchorsUpTo, type SentenceInfo } from "./sentence.ts";
import { STOPWORDS } from "./stopwords.ts";
import { RELATIVES } from "./subjects.ts";
import { words, type Language, type PerLanguage, type Word } from "./text.ts";

/**
 * Who did an act: "the man who hit me was my neighbour, Mr Doyle" against "the man who hit me was a complete
 * stranger"; "quien me amenazó fue el hijo del dueño" against "el que me amenazó era el capataz"; "c'est ma
 * voisine qui a appelé les pompiers" against "les pompiers ont été appelés par le gardien". A role claim is
 * keyed by the act (the words of its relative clause, as frame words) and holds the doer's identity: a
 * relation to the speaker, a name, and/or "a stranger". A named person's relation ("Grace, my husband's
 * sister" against "my cousin Grace") is a claim keyed by the name.
 */

type RoleValue = Extract<ClaimValue, { kind: "role" }>;

/** Relations beyond subjects.ts's relatives, by a language-independent id (folded words). */
const MORE_RELATIONS: Readonly<Record<string, PerLanguage<string>>> = {
  cousin: {
    en: "cousin",
    es: "primo prima",
    pt: "primo prima",
    de: "cousin cousine vetter kusine",
    fr: "cousin cousine",
  },
  nephew: { en: "nephew", es: "sobrino", pt: "sobrinho", de: "neffe", fr: "neveu" },
  niece: { en: "niece", es: "sobrina", pt: "sobrinha", de: "nichte", fr: "niece" },
  stepfather: {
    en: "stepfather stepdad",
    es: "padrastro",
    pt: "padrasto",
    de: "stiefvater",
    fr: "beau-pere",
  },
  stepmother: {
    en: "stepmother stepmum stepmom",
    es: "madrastra",
    pt: "madrasta",
    de: "stiefmutter",
    fr: "belle-mere",
  },
  "father-in-law": { en: "father-in-law", es: "suegro", pt: "sogro", de: "schwiegervater", fr: "" },
  "mother-in-law": { en: "mother-in-law", es: "suegra", pt: "sogra", de: "schwiegermutter", fr: "" },
  "brother-in-law": { en: "brother-in-law", es: "cunado", pt: "cunhado", de: "schwager", fr: "beau-frere" },
  "sister-in-law": {
    en: "sister-in-law",
    es: "cunada",
    pt: "cunhada",
    de: "schwagerin",
    fr: "belle-soeur belle-sœur",
  },
  "half-brother": {
    en: "half-brother",
    es: "medio-hermano",
    pt: "meio-irmao",
    de: "halbbruder",
    fr: "demi-frere demi-frère",
  },
  "half-sister": {
    en: "half-sister",
    es: "media-hermana",
    pt: "meia-irma",
    de: "halbschwester",
    fr: "demi-soeur demi-sœur",
  },
  "daughter-in-law": {
    en: "daughter-in-law",
    es: "nuera",
    pt: "nora",
    de: "schwiegertochter",
    fr: "belle-fille",
  },
  stepbrother: { en: "stepbrother", es: "hermanastro", pt: "", de: "stiefbruder", fr: "" },
  stepsister: { en: "stepsister", es: "hermanastra", pt: "", de: "stiefschwester", fr: "" },
  "ex-husband": {
    en: "ex-husband",
    es: "exmarido ex-marido exesposo ex-esposo",
    pt: "ex-marido",
    de: "ex-mann exmann",
    fr: "ex-mari",
  },
  "ex-wife": {
    en: "ex-wife",
    es: "exmujer ex-mujer exesposa ex-esposa",
    pt: "ex-mulher ex-esposa",
    de: "ex-frau exfrau",
    fr: "ex-femme",
  },
  "ex-partner": {
    en: "ex",
    es: "expareja ex-pareja",
    pt: "ex-companheiro ex-companheira",
    de: "ex-freund ex-freundin",
    fr: "ex-compagnon ex-compagne",
  },
  godchild: {
    en: "godson goddaughter godchild",
    es: "ahijado ahijada",
    pt: "afilhado afilhada",
    de: "patenkind patensohn patentochter",
    fr: "filleul filleule",
  },
  godparent: {
    en: "godfather godmother",
    es: "padrino madrina",
    pt: "padrinho madrinha",
    de: "patenonkel patentante",
    fr: "parrain marraine",
  },
  friend: { en: "friend", es: "amigo amiga", pt: "amigo amiga", de: "", fr: "ami amie" },
  colleague: {
    en: "colleague coworker co-worker workmate",
    es: "colega companero companera",
    pt: "colega",
    de: "kollege kollegin",
    fr: "collegue",
  },
  boss: {
    en: "",
    es: "patron patrona gerente",
    pt: "patroa gerente",
    de: "arbeitgeber arbeitgeberin vorgesetzter vorgesetzte geschaftsfuhrer geschaftsfuhrerin filialleiter filialleiterin schichtleiter schichtleiterin",
    fr: "employeur gerant gerante",
  },
  landlord: {
    en: "landlord landlady",
    es: "casero casera arrendador arrendadora",
    pt: "senhorio senhoria",
    de: "vermieter vermieterin",
    fr: "proprietaire bailleur",
  },
  owner: {
    en: "owner",
    es: "dueno duena propietario propietaria",
    pt: "dono dona proprietario proprietaria",
    de: "besitzer besitzerin inhaber inhaberin",
    fr: "",
  },
  caretaker: {
    en: "caretaker janitor concierge",
    es: "portero portera conserje",
    pt: "porteiro porteira zelador zeladora",
    de: "hausmeister hausmeisterin",
    fr: "gardien gardienne concierge",
  },
  foreman: {
    en: "foreman supervisor",
    es: "capataz encargado encargada",
    pt: "capataz encarregado encarregada",
    de: "vorarbeiter vorarbeiterin",
    fr: "contremaitre",
  },
  teacher: {
    en: "teacher",
    es: "profesor profesora maestro maestra",
    pt: "professor professora",
    de: "lehrer lehrerin",
    fr: "professeur professeure prof instituteur institutrice enseignant enseignante",
  },
  relative: {
    en: "relative",
    es: "pariente familiar",
    pt: "parente familiar",
    de: "verwandter verwandte",
    fr: "",
  },
};

/**
 * Trades and callings, by a language-independent id (folded words): two of them are two people ("the one
 * who set off the alarm was an electrician" / "… by a security guard"), but one person may hold a trade and
 * any relation to the speaker (a cousin who is a plumber). Words a trade shares with another sense are left
 * out ("cartera" is a wallet, "contador" a meter, French "chef" a boss, Spanish "secretaría" an office).
 */
const OCCUPATIONS: Readonly<Record<string, PerLanguage<string>>> = {
  doctor: {
    en: "doctor physician surgeon gp",
    es: "medico medica doctor doctora cirujano cirujana",
    pt: "medico medica cirurgiao",
    de: "arzt arztin chirurg chirurgin notarzt notarztin",
    fr: "medecin docteur chirurgien chirurgienne",
  },
  paramedic: {
    en: "paramedic",
    es: "paramedico paramedica",
    pt: "paramedico paramedica socorrista",
    de: "sanitater sanitaterin notfallsanitater rettungssanitater",
    fr: "ambulancier ambulanciere secouriste",
  },
  nurse: {
    en: "nurse",
    es: "enfermero enfermera",
    pt: "enfermeiro enfermeira",
    de: "krankenschwester krankenpfleger pfleger pflegerin",
    fr: "infirmier infirmiere",
  },
  midwife: { en: "midwife", es: "matrona partera", pt: "parteira", de: "hebamme", fr: "sage-femme" },
  police: {
    en: "policeman policewoman cop constable sergeant copper detective",
    es: "policia carabinero carabinera gendarme",
    pt: "policia pm",
    de: "polizist polizistin",
    fr: "policier policiere gendarme flic",
  },
  security: {
    en: "guard bouncer doorman watchman",
    es: "vigilante segurata",
    pt: "vigilante seguranca",
    de: "wachmann sicherheitsmann",
    fr: "vigile",
  },
  electrician: {
    en: "electrician sparky",
    es: "electricista",
    pt: "eletricista electricista",
    de: "elektriker elektrikerin",
    fr: "electricien electricienne",
  },
  plumber: {
    en: "plumber",
    es: "fontanero fontanera plomero plomera",
    pt: "canalizador encanador",
    de: "klempner installateur",
    fr: "plombier",
  },
  cleaner: {
    en: "cleaner",
    es: "limpiador limpiadora",
    pt: "faxineiro faxineira",
    de: "putzfrau reinigungskraft",
    fr: "",
  },
  cook: {
    en: "cook chef",
    es: "cocinero cocinera",
    pt: "cozinheiro cozinheira",
    de: "koch kochin",
    fr: "cuisinier cuisiniere",
  },
  waiter: {
    en: "waiter waitress barman barmaid bartender",
    es: "camarero camarera mesero mesera",
    pt: "garcom garconete",
    de: "kellner kellnerin",
    fr: "serveur serveuse barman",
  },
  postman: {
    en: "postman postwoman postie",
    es: "cartero",
    pt: "carteiro",
    de: "brieftrager brieftragerin postbote postbotin",
    fr: "facteur factrice",
  },
  receptionist: {
    en: "receptionist",
    es: "recepcionista",
    pt: "recepcionista rececionista",
    de: "rezeptionist rezeptionistin",
    fr: "receptionniste",
  },
  mechanic: {
    en: "mechanic",
    es: "mecanico mecanica",
    pt: "mecanico",
    de: "mechaniker mechanikerin",
    fr: "mecanicien mecanicienne garagiste",
  },
  priest: {
    en: "priest vicar imam rabbi curate",
    es: "cura sacerdote parroco",
    pt: "padre sacerdote",
    de: "pfarrer priester",
    fr: "pretre abbe imam",
  },
  accountant: {
    en: "accountant bookkeeper",
    es: "contable",
    pt: "contabilista",
    de: "buchhalter buchhalterin",
    fr: "comptable",
  },
  lawyer: {
    en: "lawyer solicitor barrister attorney",
    es: "abogado abogada",
    pt: "advogado advogada",
    de: "anwalt anwaltin rechtsanwalt rechtsanwaltin",
    fr: "avocat avocate",
  },
  engineer: {
    en: "engineer technician",
    es: "ingeniero ingeniera tecnico tecnica",
    pt: "engenheiro engenheira tecnico tecnica",
    de: "ingenieur ingenieurin techniker technikerin monteur",
    fr: "ingenieur ingenieure technicien technicienne",
  },
  builder: {
    en: "builder joiner carpenter bricklayer labourer roofer",
    es: "albanil carpintero",
    pt: "pedreiro carpinteiro",
    de: "maurer bauarbeiter zimmermann tischler schreiner",
    fr: "macon charpentier menuisier",
  },
  firefighter: {
    en: "firefighter fireman",
    es: "bombero bombera",
    pt: "bombeiro bombeira",
    de: "feuerwehrmann",
    fr: "pompier",
  },
  dentist: { en: "dentist", es: "dentista", pt: "dentista", de: "zahnarzt zahnarztin", fr: "dentiste" },
  pharmacist: {
    en: "pharmacist chemist",
    es: "farmaceutico farmaceutica",
    pt: "farmaceutico farmaceutica",
    de: "apotheker apothekerin",
    fr: "pharmacien pharmacienne",
  },
  soldier: { en: "soldier", es: "soldado", pt: "soldado", de: "soldat soldatin", fr: "soldat" },
  pilot: { en: "pilot", es: "piloto", pt: "piloto", de: "pilot pilotin", fr: "pilote" },
  apprentice: {
    en: "apprentice trainee",
    es: "aprendiz becario becaria",
    pt: "aprendiz estagiario estagiaria",
    de: "azubi azubine auszubildende auszubildender lehrling praktikant praktikantin",
    fr: "apprenti apprentie stagiaire",
  },
  notary: {
    en: "notary",
    es: "notario notaria escribano escribana",
    pt: "notario notaria tabeliao tabelia",
    de: "notar notarin",
    fr: "notaire",
  },
  vet: {
    en: "vet veterinarian",
    es: "veterinario veterinaria",
    pt: "veterinario veterinaria",
    de: "tierarzt tierarztin",
    fr: "veterinaire",
  },
  baker: {
    en: "baker",
    es: "panadero panadera",
    pt: "padeiro padeira",
    de: "backer backerin",
    fr: "boulanger boulangere",
  },
  hairdresser: {
    en: "hairdresser barber",
    es: "peluquero peluquera barbero",
    pt: "cabeleireiro cabeleireira barbeiro",
    de: "friseur friseurin",
    fr: "coiffeur coiffeuse",
  },
  innkeeper: {
    en: "publican innkeeper",
    es: "tabernero tabernera",
    pt: "taberneiro taberneira",
    de: "wirt wirtin gastwirt gastwirtin",
    fr: "aubergiste cafetier",
  },
  farmer: {
    en: "farmer",
    es: "granjero granjera agricultor agricultora",
    pt: "agricultor agricultora lavrador",
    de: "bauer bauerin landwirt landwirtin",
    fr: "agriculteur agricultrice fermier fermiere",
  },
};

/** Trades: the ones above, and the older relations that are trades (a teacher, a caretaker, a foreman). */
const OCCUPATION_IDS: ReadonlySet<string> = new Set([
  ...Object.keys(OCCUPATIONS),
  "teacher",
  "caretaker",
  "foreman",
]);
const isOccupation = (relation: string | undefined): boolean =>
  relation !== undefined && OCCUPATION_IDS.has(relation);

/** Relations that are family (a family member is never "not related"). */
const KIN = new Set(
  "father mother husband wife brother sister son daughter grandfather grandmother uncle aunt cousin nephew niece stepfather stepmother father-in-law mother-in-law brother-in-law sister-in-law half-brother half-sister stepbrother stepsister daughter-in-law son-in-law relative".split(
    " ",
  ),
);

/** Relations that hold between people of one household or family: read only with a possessive or "a". */
const KIN_OR_PERSONAL = new Set([
  ...KIN,
  "husband",
  "wife",
  "partner",
  "ex-husband",
  "ex-wife",
  "ex-partner",
]);

/** Words that name a relation only after "my" (else "a man", "a woman", "a girl", "a friend"). */
const POSSESSIVE_ONLY = new Set([
  "mann",
  "frau",
  "mujer",
  "mulher",
  "femme",
  "fille",
  "freund",
  "freundin",
  "copain",
  "copine",
  "papa",
  "mama",
]);

const relationIndex = (language: Language): ReadonlyMap<string, string> => {
  const map = new Map<string, string>();
  for (const [id, words] of Object.entries(MORE_RELATIONS))
    for (const word of words[language].split(" ")) if (word) map.set(word, id);
  for (const [id, words] of Object.entries(OCCUPATIONS))
    for (const word of words[language].split(" ")) if (word && !map.has(word)) map.set(word, id);
  for (const relative of RELATIVES)
    for (const word of relative.words[language]) if (!map.has(word)) map.set(word, relative.id);
  return map;
};
const RELATION_WORDS: PerLanguage<ReadonlyMap<string, string>> = {
  en: relationIndex("en"),
  es: relationIndex("es"),
  pt: relationIndex("pt"),
  de: relationIndex("de"),
  fr: relationIndex("fr"),
};

/** Two relations said as one ("my husband's sister", "el hermano de mi esposo") and their usual name. */
const COMPOSED: Readonly<Record<string, string>> = {
  "husband/brother": "brother-in-law",
  "wife/brother": "brother-in-law",
  "sister/husband": "brother-in-law",
  "husband/sister": "sister-in-law",
  "wife/sister": "sister-in-law",
  "brother/wife": "sister-in-law",
  "father/brother": "uncle",
  "mother/brother": "uncle",
  "father/sister": "aunt",
  "mother/sister": "aunt",
  "husband/father": "father-in-law",
  "wife/father": "father-in-law",
  "husband/mother": "mother-in-law",
  "wife/mother": "mother-in-law",
  "brother/son": "nephew",
  "sister/son": "nephew",
  "brother/daughter": "niece",
  "sister/daughter": "niece",
  "uncle/son": "cousin",
  "uncle/daughter": "cousin",
  "aunt/son": "cousin",
  "aunt/daughter": "cousin",
};

/** "Former", "ancien", "antiguo": a former boss is another relation than a boss. */
const FORMER = new Set([
  "former",
  "old",
  "antiguo",
  "antigua",
  "ex",
  "antigo",
  "antiga",
  "ehemaliger",
  "ehemalige",
  "ehemaligen",
  "fruherer",
  "fruhere",
  "ancien",
  "ancienne",
]);

const POSSESSIVES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["my", "our"]),
  es: new Set(["mi", "nuestro", "nuestra"]),
  pt: new Set(["meu", "minha", "nosso", "nossa"]),
  de: new Set([
    "mein",
    "meine",
    "meinem",
    "meinen",
    "meiner",
    "meines",
    "unser",
    "unsere",
    "unserem",
    "unseren",
    "unserer",
    "unseres",
  ]),
  fr: new Set(["mon", "ma", "notre"]),
};
const INDEFINITES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["a", "an", "one"]),
  es: new Set(["un", "una", "uno"]),
  pt: new Set(["um", "uma"]),
  de: new Set(["ein", "eine", "einer", "einem", "einen", "eines"]),
  fr: new Set(["un", "une"]),
};
const DEFINITES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["the"]),
  es: new Set(["el", "la", "al", "del"]),
  pt: new Set(["o", "a", "ao", "do", "da", "pelo", "pela"]),
  de: new Set(["der", "die", "den", "dem", "des"]),
  fr: new Set(["le", "la", "l", "au", "du"]),
};
/** "Of" between two relations or before a relation's complement ("el hijo del dueño", "le gardien de l'immeuble"). */
const OF: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["of", "from"]),
  es: new Set(["de", "del"]),
  pt: new Set(["de", "do", "da", "dos", "das"]),
  de: new Set(["des", "der", "vom", "von", "meines", "meiner", "unseres", "unserer"]),
  fr: new Set(["de", "d", "du", "des"]),
};
export const PERSON_TITLES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["mr", "mrs", "ms", "miss", "dr"]),
  es: new Set(["sr", "sra", "srta", "senor", "senora", "don", "dona", "dr", "dra"]),
  pt: new Set(["sr", "sra", "senhor", "senhora", "dona", "dom", "d", "dr", "dra", "seu"]),
  de: new Set(["herr", "herrn", "frau", "dr"]),
  fr: new Set(["m", "mme", "mlle", "monsieur", "madame", "dr"]),
};
const NEGATIONS = new Set([
  "not",
  "never",
  "no",
  "nunca",
  "nao",
  "nicht",
  "nie",
  "kein",
  "keine",
  "keinen",
  "pas",
  "jamais",
  "n",
  "ne",
  "t",
  "nem",
  "ni",
  "nor",
]);

/** "A stranger", "someone I had never seen", "un desconocido", "ein Fremder", "un inconnu", at a position. */
const STRANGER: PerLanguage<RegExp> = {
  en: /^(?:(?:an?|some)\s+)?(?:complete\s+|total\s+|perfect\s+|random\s+)?stranger|^(?:someone|somebody|a\s+(?:man|woman|guy|person|lad|bloke))\s+(?:(?:that|who|whom)\s+)?i\s+(?:(?:had|d)\s+)?(?:never|not|didn\s+t|did\s+not|hadn\s+t)\s+(?:ever\s+)?(?:seen|met|know|known)|^(?:nobody|no\s+one)\s+i\s+knew/u,
  es: /^(?:un|una)\s+(?:completo\s+|completa\s+|total\s+)?(?:desconocid[oa]|extran[oa])(?![\p{L}])|^(?:alguien|un\s+(?:hombre|tipo|senor|chico)|una\s+(?:mujer|persona|senora|chica))\s+(?:a\s+(?:quien|la\s+que|el\s+que)\s+|que\s+)?(?:yo\s+)?(?:no\s+(?:lo\s+|la\s+)?conocia|nunca\s+(?:lo\s+|la\s+)?(?:habia\s+)?(?:visto|conocido))/u,
  pt: /^(?:um|uma)\s+(?:completo\s+|completa\s+)?(?:desconhecid[oa]|estranh[oa])(?![\p{L}])|^(?:alguem|um\s+(?:homem|tipo|senhor|rapaz)|uma\s+(?:mulher|pessoa|senhora|rapariga))\s+que\s+(?:eu\s+)?(?:nao\s+conhecia|nunca\s+(?:tinha\s+|havia\s+)?(?:visto|conhecido)|nunca\s+vi)/u,
  de: /^(?:ein|eine|einen|einem)\s+(?:vollig\s+|wildfremde[rn]?\s+)?(?:fremde[rnm]?|unbekannte[rnm]?|wildfremde[rnm]?)(?![\p{L}])/u,
  fr: /^(?:un|une)\s+(?:parfait\s+|parfaite\s+|total\s+)?(?:inconnu|inconnue)(?![\p{L}])|^(?:quelqu\s+un|un\s+(?:homme|monsieur|type)|une\s+(?:femme|dame|personne))\s+que\s+je\s+(?:ne\s+connaissais\s+pas|n\s+avais\s+jamais\s+vu)/u,
};

/** After the doer is named: "I'd never seen him before", "no lo conocía", "den ich zum ersten Mal gesehen habe". */
const STRANGER_TAIL: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])i\s+(?:(?:had|d)\s+)?never\s+(?:seen|met)|(?:^|[,;:]\s*)(?:had\s+)?never\s+(?:seen|met)\s+(?:him|her|them)(?:\s+before)?(?![\p{L}])|(?<![\p{L}])i\s+(?:didn\s+t|did\s+not|had\s+never|hadn\s+t)\s+(?:know|known|met|seen)/u,
  es: /(?<![\p{L}])(?:no|nunca)\s+(?:lo|la|le)\s+(?:habia\s+)?(?:visto|conocido|conocia)|(?<![\p{L}])no\s+(?:lo\s+|la\s+)?conocia|(?<![\p{L}])nunca\s+(?:lo\s+|la\s+)?(?:habia|habiamos)\s+visto/u,
  pt: /(?<![\p{L}])nunca\s+(?:o\s+|a\s+)?(?:tinha|tinhamos|havia)\s+visto|(?<![\p{L}])nunca\s+(?:o|a)\s+vi|(?<![\p{L}])nao\s+(?:o\s+|a\s+)?conhecia/u,
  de: /(?<![\p{L}])(?:nicht|nie|noch\s+nie)\s+(?:zuvor\s+)?(?:gekannt|gesehen)|(?<![\p{L}])kannte\s+(?:ich\s+)?(?:ihn\s+|sie\s+)?nicht|(?<![\p{L}])zum\s+ersten\s+mal\s+gesehen/u,
  fr: /(?<![\p{L}])(?:je\s+)?ne\s+(?:le\s+|la\s+|l\s+)?connaissais\s+pas|(?<![\p{L}])(?:je\s+)?n\s+(?:l\s+)?avais\s+jamais\s+vu/u,
};

/** "Not related to me", "sin ningún parentesco", "não é da família", "nicht verwandt", "pas de ma famille". */
const NONKIN: PerLanguage<RegExp> = {
  en: /not\s+related|no\s+(?:family\s+)?(?:relation|link|connection)\s+(?:to|with)\s+(?:me|us|my)|not\s+(?:family|a\s+relative)|no\s+relation\s+of\s+mine/u,
  es: /(?:ningun|sin)\s+parentesco|no\s+(?:es|era)\s+(?:de\s+(?:la|mi)\s+)?familia|(?:ninguna|sin)\s+relacion\s+con\s+(?:mi|nuestra)\s+familia/u,
  pt: /nao\s+(?:e|era)\s+(?:da|de)\s+(?:minha\s+)?familia|nenhum\s+parentesco|sem\s+(?:qualquer|nenhuma)\s+(?:ligacao|relacao)\s+(?:a|com)\s+(?:minha|nossa)\s+familia|ninguem\s+da\s+familia/u,
  de: /nicht\s+(?:mit\s+(?:mir|uns)\s+)?(?:verwandt|blutsverwandt)|kein(?:e|er)?\s+verwandte/u,
  fr: /(?:n\s+est|n\s+etait|ne\s+sont)\s+pas\s+de\s+(?:ma|la|notre)\s+famille|aucun\s+lien\s+de\s+parente/u,
};

/** Who names someone: "a man called", "un tal", "namens", "nommé". */
const NAME_INTRO: PerLanguage<RegExp> = {
  en: /^(?:(?:a|one)\s+(?:man|woman|guy|lad|person)\s+)?(?:called|named|by\s+the\s+name\s+of)\s+|^a\s+certain\s+/u,
  es: /^(?:un|una)\s+tal\s+|^(?:(?:un|una)\s+(?:hombre|mujer|senor|senora|chico|chica)\s+)?(?:llamad[oa])\s+/u,
  pt: /^(?:um|uma)\s+tal\s+(?:de\s+)?|^(?:(?:um|uma)\s+(?:homem|mulher|senhor|senhora|rapaz)\s+)?(?:chamad[oa])\s+/u,
  de: /^(?:(?:ein|eine)\s+(?:mann|frau|typ)\s+)?namens\s+/u,
  fr: /^(?:un|une)\s+(?:certain|certaine)\s+|^(?:(?:un|une)\s+(?:homme|femme|monsieur|dame)\s+)?(?:nomme|nommee|appele|appelee)\s+/u,
};

interface Identity {
  relation?: string;
  /** Said with "new", "previous", "other"…: one of several, never a unique holder. */
  distinguished?: boolean;
  name?: string[];
  stranger: boolean;
  nonkin: boolean;
  start: number;
  end: number;
}

const folded = (sentence: SentenceInfo): string => sentence.folded.replace(/[’']/gu, " ");

const isCapital = (word: Word): boolean => /^\p{Lu}/u.test(word.text);

const relationOf = (language: Language, word: string): string | undefined => {
  const map = RELATION_WORDS[language];
  const found = map.get(word);
  if (found || language !== "de") return found;
  // German cases: "meinem Kollegen", "meines Onkels", "der Chefin".
  for (const ending of ["en", "n", "s", "es", "e"])
    if (word.endsWith(ending)) {
      const base = map.get(word.slice(0, -ending.length));
      if (base) return base;
    }
  return undefined;
};

/** A name from word `i` on: up to three capitalised words, none a function word or a relation. */
const nameAt = (
  sentence: SentenceInfo,
  ws: ReadonlyArray<Word>,
  i: number,
): { name: string[]; next: number } | undefined => {
  const language = sentence.language;
  const out: string[] = [];
  let j = i;
  while (j < ws.length && out.length < 3) {
    const word = ws[j];
    if (!word || !isCapital(word)) break;
    if (j > i && /[,;:.]/u.test(sentence.text.slice(ws[j - 1]?.end ?? 0, word.start))) break;
    if (STOPWORDS[language].has(word.folded) || relationOf(language, word.folded)) break;
    if (PERSON_TITLES[language].has(word.folded)) break;
    // Days and months are dates, not names ("On Monday, my brother…").
    if (sentence.dates.some((date) => date.start <= word.start && word.end <= date.end)) break;
    out.push(word.folded);
    j++;
  }
  return out.length > 0 ? { name: out, next: j } : undefined;
};

interface Element {
  relation?: string;
  distinguished?: boolean;
  name?: string[];
  stranger?: boolean;
  next: number;
}

/** A Spanish verb in a tense that tells an act, folded: "abri", "preparo", "encontraron", "trajo", "firmaba". */
const SPANISH_FINITE = /^[\p{L}]{2,}(?:o|io|e|i|aron|ieron|aba|aban|ia|ian|amos|imos|aste|iste|uvo|ujo)$/u;

/** A preposition with the article joined to it: "pela", "pelo", "del", "al", "du", "vom" (folded). */
const JOINED_ARTICLE: PerLanguage<ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(["del", "al"]),
  pt: new Set(["pelo", "pela", "pelos", "pelas"]),
  de: new Set(["vom", "beim"]),
  fr: new Set(["du", "au", "aux"]),
};

/** One description of a person from word `i`: a stranger, a name, or a relation (with a name after it). */
const elementAt = (sentence: SentenceInfo, ws: ReadonlyArray<Word>, i: number): Element | undefined => {
  const language = sentence.language;
  const first = ws[i];
  if (!first) return undefined;
  const text = folded(sentence);
  const rest = text.slice(first.start);
  const nextAfter = (offset: number) => {
    let j = i;
    while (j < ws.length && (ws[j]?.start ?? Infinity) < offset) j++;
    return j;
  };
  // The speaker: "it was me who", "c'est moi qui", "fui eu que", "I was the one who".
  if (SELF[language].has(first.folded)) return { relation: "self", next: i + 1 };
  const stranger = STRANGER[language].exec(rest);
  if (stranger) return { stranger: true, next: nextAfter(first.start + stranger[0].length) };
  const intro = NAME_INTRO[language].exec(rest);
  if (intro) {
    const at = nextAfter(first.start + intro[0].length);
    const name = nameAt(sentence, ws, at);
    return name ? { name: name.name, next: name.next } : undefined;
  }
  let j = i;
  // A title and a name: "Mr Doyle", "Mme Leroy", "la señora Rosa", "a Dona Rosa", "Frau Koç".
  const article = ws[j]?.folded ?? "";
  if (
    (DEFINITES[language].has(article) || INDEFINITES[language].has(article)) &&
    PERSON_TITLES[language].has(ws[j + 1]?.folded ?? "")
  )
    j++;
  const title = ws[j];
  if (title && PERSON_TITLES[language].has(title.folded)) {
    const name = nameAt(sentence, ws, j + 1);
    // "M." and "D." are titles only with their stop ("M. Leroy", "a D. Rosário").
    if (name && ((title.folded !== "m" && title.folded !== "d") || sentence.text[title.end] === "."))
      return { name: name.name, next: name.next };
    // Brazilian "seu" is "Mr" only before a name ("o seu Edmilson"); else it is "his" or "your". "Dona" is
    // "Mrs" only before a name too; else "owner" ("a dona do mercado").
    if ((language !== "de" || title.folded !== "frau") && title.folded !== "seu" && title.folded !== "dona")
      return undefined;
  }
  j = i;
  let kind: "poss" | "indef" | "def" | "none" = "none";
  const det = ws[j]?.folded ?? "";
  if (DEFINITES[language].has(det) && POSSESSIVES[language].has(ws[j + 1]?.folded ?? "")) {
    kind = "poss";
    j += 2;
  } else if (POSSESSIVES[language].has(det)) {
    kind = "poss";
    j++;
  } else if (INDEFINITES[language].has(det)) {
    kind = "indef";
    j++;
  } else if (DEFINITES[language].has(det)) {
    kind = "def";
    j++;
  }
  // "Foi paga pela dona do mercado", "fue firmado por el…": an article joined to the word before it.
  if (kind === "none" && i === 0) {
    let before: Word | undefined;
    for (const word of sentence.words) {
      if (word.end > first.start) break;
      before = word;
    }
    if (before && JOINED_ARTICLE[language].has(before.folded) && !isCapital(first)) kind = "def";
  }
  // "o Zeca", "el Julio": an article before a first name.
  if (kind === "def" && (language === "pt" || language === "es")) {
    const word = ws[j];
    if (word && isCapital(word) && !relationOf(language, word.folded)) {
      const name = nameAt(sentence, ws, j);
      if (name) return { name: name.name, next: name.next };
    }
  }
  if (kind === "none") {
    if (language === "de") return undefined;
    const name = nameAt(sentence, ws, i);
    return name ? { name: name.name, next: name.next } : undefined;
  }
  // Up to two words before the relation noun: "my own cousin", "mi propio hermano", "mon ancien patron".
  let former = false;
  let distinguished = false;
  let relation: string | undefined;
  let noun = j;
  for (let k = 0; k < 3 && noun < ws.length; k++) {
    const word = ws[noun];
    if (!word) break;
    relation = relationOf(language, word.folded);
    if (relation) break;
    if (k === 2 || (isCapital(word) && language !== "de") || STOPWORDS[language].has(word.folded)) break;
    if (FORMER.has(word.folded)) former = true;
    if (DISTINGUISHING.has(word.folded)) distinguished = true;
    noun++;
  }
  const word = ws[noun];
  if (!relation || !word) return undefined;
  if (POSSESSIVE_ONLY.has(word.folded) && kind !== "poss") return undefined;
  let next = noun + 1;
  // "my husband's sister": the first relation owns the second.
  if (language === "en" && ws[next]?.folded === "s") {
    const second = ws[next + 1] ? relationOf(language, ws[next + 1]?.folded ?? "") : undefined;
    if (second) {
      relation = COMPOSED[`${relation}/${second}`] ?? `${relation}/${second}`;
      next += 2;
    }
  }
  // "el hermano de mi esposo", "the son of the owner", "der Sohn meines Bruders"; or a complement:
  // "le gardien de l'immeuble", "el dueño de la finca", "a colleague from work".
  const of = ws[next];
  const gap = of ? sentence.text.slice(ws[next - 1]?.end ?? of.start, of.start) : "";
  let composed = false;
  if (of && OF[language].has(of.folded) && /^\s+$/u.test(gap)) {
    let k = next + 1;
    let owned = POSSESSIVES[language].has(of.folded);
    if (POSSESSIVES[language].has(ws[k]?.folded ?? "")) {
      owned = true;
      k++;
    } else if (DEFINITES[language].has(ws[k]?.folded ?? "")) k++;
    const second = ws[k];
    const owner = second ? relationOf(language, second.folded) : undefined;
    if (second && owner && (owned || !KIN_OR_PERSONAL.has(owner))) {
      relation = COMPOSED[`${owner}/${relation}`] ?? `${owner}/${relation}`;
      composed = true;
      next = k + 1;
      // The owner's own complement: "el hijo del dueño de la finca".
      const again = ws[next];
      if (again && OF[language].has(again.folded) && ws[next + 1] && !isCapital(ws[next + 1] as Word)) {
        next += DEFINITES[language].has(ws[next + 1]?.folded ?? "") ? 3 : 2;
      }
    } else if (
      second &&
      !owner &&
      (language === "de" ? isCapital(second) : !isCapital(second)) &&
      !STOPWORDS[language].has(second.folded) &&
      !PERSON_TITLES[language].has(second.folded)
    ) {
      next = k + 1;
    } else if (
      second &&
      !owner &&
      language !== "de" &&
      isCapital(second) &&
      !STOPWORDS[language].has(second.folded) &&
      !PERSON_TITLES[language].has(second.folded)
    ) {
      // A place the person is from: "l'ambulancier du Locle", "un ebanista de Lédignan".
      next = nameAt(sentence, ws, k)?.next ?? next;
    }
  }
  // Family with "the" and no owner ("the brother") says whose it is nowhere.
  if (kind === "def" && KIN_OR_PERSONAL.has(relation) && !composed) return undefined;
  if (former && !relation.startsWith("ex-")) relation = `ex-${relation}`;
  // A name right after the relation: "my cousin Grace", "mein Kollege Stefan", "mi cuñado Abel".
  const after = ws[next];
  if (after && isCapital(after) && sentence.text.slice(ws[next - 1]?.end ?? 0, after.start).trim() === "") {
    const name = nameAt(sentence, ws, next);
    if (name)
      return { relation, name: name.name, next: name.next, ...(distinguished ? { distinguished } : {}) };
  }
  // "An electrician", "un plombier": a trade told with "a" is someone the speaker does not know, as "a lorry
  // driver" is (SOMEONE).
  const unknown = kind === "indef" && isOccupation(relation);
  return {
    relation,
    next,
    ...(distinguished ? { distinguished } : {}),
    ...(unknown ? { stranger: true } : {}),
  };
};

/**
 * The identity said from `from` on (to `to`): up to two descriptions of one person, side by side or set
 * off by a comma ("my neighbour, Mr Doyle"; "Grace, my husband's sister"), and a stranger or "not family"
 * said after it in the same part of the sentence.
 */
const identityAt = (sentence: SentenceInfo, from: number, to: number): Identity | undefined => {
  const ws = sentence.words.filter((word) => word.start >= from && word.end <= to);
  const first = ws[0];
  if (!first || /[^\s]/u.test(sentence.text.slice(from, first.start))) return undefined;
  if (NEGATIONS.has(first.folded)) return undefined;
  const id: Identity = { stranger: false, nonkin: false, start: first.start, end: first.start };
  let i = 0;
  for (let n = 0; n < 3 && i < ws.length; n++) {
    const element = elementAt(sentence, ws, i) ?? (n === 0 ? describedName(sentence, ws) : undefined);
    if (!element) break;
    if (element.relation && !id.relation) id.relation = element.relation;
    if (element.distinguished) id.distinguished = true;
    if (element.name && !id.name) id.name = element.name;
    if (element.stranger) id.stranger = true;
    i = element.next;
    // "le chef lui-même", "el dueño en persona", "eu mesma": said of the same person.
    while (ws[i] && EMPHATIC.has(ws[i]?.folded ?? "")) i++;
    id.end = ws[i - 1]?.end ?? id.end;
    // "Una paramédica nueva, Yesenia": a word or two describing the person before the comma.
    if (element.relation && !element.name)
      for (let k = i; k < i + 2 && k < ws.length - 1; k++) {
        const word = ws[k];
        if (!word || isCapital(word) || STOPWORDS[sentence.language].has(word.folded)) break;
        if (/[^\s]/u.test(sentence.text.slice(ws[k - 1]?.end ?? word.start, word.start))) break;
        if (/^\s*,\s*$/u.test(sentence.text.slice(word.end, ws[k + 1]?.start ?? word.end))) {
          i = k + 1;
          id.end = word.end;
          break;
        }
      }
    const following = ws[i];
    if (!following || !/^\s*,\s*$/u.test(sentence.text.slice(id.end, following.start))) break;
  }
  // "My cousin and my aunt", "o meu primo e a minha tia": more than one doer.
  if (COORDINATED[sentence.language].test(folded(sentence).slice(id.end, id.end + 40))) return undefined;
  // The rest of this part of the sentence, for "I'd never seen him" and "not related to us".
  const tailEnd = (() => {
    const stop = /[;.!?]/u.exec(sentence.text.slice(id.end, to));
    return stop ? id.end + stop.index : to;
  })();
  const tail = folded(sentence).slice(id.end, tailEnd);
  const kin = id.relation !== undefined && KIN.has(id.relation.split("/").pop() ?? "");
  if (!id.relation && !id.name && !id.stranger) {
    const found = STRANGER_TAIL[sentence.language].exec(tail);
    // "Una señora de la agencia que no tiene ningún parentesco con nosotros": someone, and no family.
    const someone = INDEFINITES[sentence.language].has(first.folded);
    const far = folded(sentence).slice(first.start, tailEnd);
    const nonkin = someone ? NONKIN[sentence.language].exec(far) : null;
    if (nonkin && nonkin.index <= 90 && !(found && found.index < nonkin.index)) {
      id.nonkin = true;
      id.end = first.start + nonkin.index + nonkin[0].length;
      return id;
    }
    if (!found || found.index > 90) return undefined;
    id.stranger = true;
    id.end = id.end === id.start ? id.end + found.index + found[0].length : id.end;
  } else if (!id.relation && !id.name && id.stranger) {
    // Already a stranger.
  } else if (!kin && NONKIN[sentence.language].test(tail)) id.nonkin = true;
  if (id.name || (id.relation && !(id.stranger && isOccupation(id.relation)))) id.stranger = false;
  if (id.end <= id.start) return undefined;
  return id;
};

/**
 * A description the lexicon does not know, then a name set off by a comma: "le nouveau de l'équipe de nuit,
 * Kévin", "un chaval nuevo del turno de noche, el Kevin", "der Neue aus der Nachtschicht, der Dennis".
 */
const describedName = (sentence: SentenceInfo, ws: ReadonlyArray<Word>): Element | undefined => {
  const language = sentence.language;
  const first = ws[0];
  if (!first) return undefined;
  if (!DEFINITES[language].has(first.folded) && !INDEFINITES[language].has(first.folded)) return undefined;
  for (let k = 1; k < 8 && k < ws.length; k++) {
    const gap = sentence.text.slice(ws[k - 1]?.end ?? 0, ws[k]?.start ?? 0);
    if (/[;:.!?()—–]/u.test(gap)) return undefined;
    if (!/,/u.test(gap)) continue;
    const element = elementAt(sentence, ws, k);
    return element?.name && !element.relation && !element.stranger ? element : undefined;
  }
  return undefined;
};

/** Words that stress a person without naming another: "himself", "lui-même", "mesma", "selbst". */
const EMPHATIC: ReadonlySet<string> = new Set(
  "himself herself myself mismo misma mesmo mesma selbst selber lui-meme elle-meme moi-meme".split(" "),
);

/** The speaker as a doer. */
const SELF: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["me", "i", "myself"]),
  es: new Set(["yo"]),
  pt: new Set(["eu"]),
  de: new Set(["ich", "i", "ick"]),
  fr: new Set(["moi", "moi-meme"]),
};

/** Another person joined to the first: "and my aunt", "y su hermano", "und ein Freund". */
const coordinated = (conjunctions: string): RegExp =>
  new RegExp(
    `^\\s*,?\\s+(?:${conjunctions})\\s+(?:(?:the|a|an|my|his|her|their|el|la|un|una|mi|su|o|a|um|uma|meu|minha|seu|sua|der|die|ein|eine|mein|meine|sein|seine|ihr|ihre|le|la|l|un|une|mon|ma|son|sa)\\s+|\\p{L}+\\s+(?:y|e|und|et)\\s+)?(?:[\\p{L}-]+)`,
    "u",
  );
/** The conjunctions of each language: Portuguese "o" is "the", not "or" (", o ajudante"). */
const COORDINATED: PerLanguage<RegExp> = {
  en: coordinated("and|or|as\\s+well\\s+as"),
  es: coordinated("y|e|o|u"),
  pt: coordinated("e|ou"),
  de: coordinated("und|oder|sowie"),
  fr: coordinated("et|ou"),
};

/** Agent nouns and role nouns that name the doer of an act: "the driver of the van", "my attacker". */
const DOER_NOUNS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:the|my|that)\s+(driver|attacker|assailant|abuser)(?:\s+of\s+(?:the|that|my)\s+([\p{L}-]+))?/gu,
  es: /(?<![\p{L}])(?:el|la|al|mi)\s+(conductor|conductora|chofer|agresor|agresora)(?:\s+(?:del|de\s+la|de\s+mi)\s+([\p{L}-]+))?/gu,
  pt: /(?<![\p{L}])(?:o|a|ao|meu|minha)\s+(motorista|condutor|condutora|agressor|agressora)(?:\s+(?:do|da|de)\s+([\p{L}-]+))?/gu,
  de: /(?<![\p{L}])(?:der|die|den|dem|mein|meine)\s+(fahrer|fahrerin|tater|taterin|angreifer|angreiferin)(?:\s+(?:des|der|vom)\s+([\p{L}-]+))?/gu,
  fr: /(?<![\p{L}])(?:le|la|mon|ma)\s+(conducteur|conductrice|chauffeur|agresseur)(?:\s+(?:du|de\s+la|de\s+l|de\s+ma|de\s+mon)\s+([\p{L}-]+))?/gu,
};

/** People named by what they did: "the man who", "quien", "o homem que", "der Mann, der", "celui qui". */
const DOER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:the|that)\s+(?:(?:young|old|older|other|first|second)\s+)?(?:man|woman|person|guy|lady|boy|girl|one|fellow|bloke|lad|men|people)\s+(?:who|that)\s+/gu,
  es: /(?<![\p{L}])(?:(?:el|la)\s+(?:hombre|mujer|persona|senor|senora|chico|chica|muchacho|muchacha|tipo|joven)\s+que|quien|(?:^|[,;:]\s*|\s)(?:el|la)\s+que)\s+/gu,
  pt: /(?<![\p{L}])(?:(?:o|a)\s+(?:homem|mulher|pessoa|senhor|senhora|rapaz|rapariga|moco|moca|tipo|jovem)\s+que|quem)\s+/gu,
  de: /(?<![\p{L}])(?:der|die)\s+(?:mann|frau|person|junge|typ|kerl|madchen)\s*,\s*(?:der|die)\s+/gu,
  fr: /(?<![\p{L}])(?:l\s+homme|la\s+femme|la\s+personne|le\s+monsieur|la\s+dame|le\s+type|le\s+jeune|celui|celle)\s+qui\s+/gu,
};

/**
 * The doer named by a noun of a person and what they did: "the steward who brought me the complaint was Mrs
 * Prosser", "the lad driving the cherry picker was Fraser", "o recenseador que perdeu a pasta foi o
 * Zacarias", "le notaire qui a reçu le testament est Maître Garnier", "der Polier, der uns geschickt hat, war
 * …" (folded). The noun is a person's when the lexicon knows it (a relation, a trade, a person), when it ends
 * as doers' nouns do ("-or", "-ista", "-eur", "-er"), or when English says "who" after it. `beside` is a word
 * beside the noun (the English adjective before it, the Romance adjective after it).
 */
const ROLE_DOER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:the|that)\s+(?:(?<beside>[\p{L}-]+)\s+)?(?<noun>[\p{L}-]+)\s+(?:(?<relative>who|that)\s+|(?=[\p{L}]+ing\s))/gu,
  es: /(?<![\p{L}])(?:el|la)\s+(?<noun>[\p{L}-]+)(?:\s+(?<beside>[\p{L}-]+))?\s+que\s+/gu,
  pt: /(?<![\p{L}])(?:o|a)\s+(?<noun>[\p{L}-]+)(?:\s+(?<beside>[\p{L}-]+))?\s+que\s+/gu,
  de: /(?<![\p{L}])(?:der|die)\s+(?<noun>[\p{L}-]+)\s*,\s*(?:der|die)\s+/gu,
  fr: /(?<![\p{L}])(?:le|la|l)\s+(?<noun>[\p{L}-]+)(?:\s+(?<beside>[\p{L}-]+))?\s+qui\s+/gu,
};
/** Nouns of a person the relations and trades leave out (folded). */
const PERSON_NOUNS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(
    "man woman person guy lady boy girl fellow fella bloke lad lass chap gent gentleman kid youth youngster teenager student customer client passenger visitor tenant resident member steward stewardess judge officer official clerk inspector agent witness".split(
      " ",
    ),
  ),
  es: new Set(
    "hombre mujer persona senor senora chico chica muchacho muchacha tipo joven chaval chavala pelao testigo cliente clienta pasajero pasajera vecino vecina agente juez jueza guardia".split(
      " ",
    ),
  ),
  pt: new Set(
    "homem mulher pessoa senhor senhora rapaz rapariga moco moca tipo jovem miudo cliente passageiro passageira agente juiz juiza guarda testemunha".split(
      " ",
    ),
  ),
  de: new Set(
    "mann frau person junge typ kerl madchen kunde kundin gast zeuge zeugin beamte beamtin polier azubi".split(
      " ",
    ),
  ),
  fr: new Set(
    "homme femme personne monsieur dame type jeune gars gamin gamine client cliente passager passagere agent juge temoin garde".split(
      " ",
    ),
  ),
};
/** How doers' nouns end ("recenseador", "ciclista", "visiteur", "Pfleger"); English relies on "who". */
const DOER_ENDING: PerLanguage<RegExp> = {
  en: /$^/u,
  es: /(?:dor|dora|tor|tora|sor|sora|ista|ero|era|ante|ente|ario|aria)$/u,
  pt: /(?:dor|dora|tor|tora|sor|sora|ista|eiro|eira|ante|ente|ario|aria)$/u,
  de: /(?:er|erin|ist|istin|ent|entin|ant|antin|eur|eurin)$/u,
  fr: /(?:eur|euse|trice|ier|iere|iste|ien|ienne|aire)$/u,
};
const personNoun = (language: Language, word: string, strict = false): boolean =>
  relationOf(language, word) !== undefined ||
  PERSON_NOUNS[language].has(word) ||
  (!strict && DOER_ENDING[language].test(word));

/** Who the doer was said to be by the noun naming them: a man or a woman. */
const MASCULINE =
  /(?<![\p{L}])(?:man|guy|boy|fellow|bloke|lad|hombre|senor|chico|muchacho|el\s+que|homem|senhor|rapaz|moco|mann|junge|typ|kerl|homme|monsieur|celui)(?![\p{L}])/u;
const FEMININE =
  /(?<![\p{L}])(?:woman|lady|girl|mujer|senora|chica|muchacha|la\s+que|mulher|senhora|rapariga|moca|frau|madchen|femme|dame|celle)(?![\p{L}])/u;

/** "To be" after the doer: what follows is who it was. */
const COPULA: PerLanguage<RegExp> = {
  en: /\s+(?:was|is|s|were)\s+/gu,
  es: /\s+(?:era|fue|fui|es|se\s+llamaba|se\s+llama)\s+/gu,
  pt: /\s+(?:era|foi|fui|e|chamava-se|se\s+chamava)\s+/gu,
  de: /(?:,\s*|\s+)(?:war|ist|hies{1,2}|heis{1,2}t)\s+/gu,
  fr: /\s*,?\s+(?:c\s+etait|c\s+est|etait|est|s\s+appelait)\s+/gu,
};

/** English simple pasts of the irregular verbs (cues.ts), for a spoken cleft with no "who"; "had" is no act. */
const ENGLISH_PASTS = ENGLISH_IRREGULAR.map(([, past]) => past)
  .filter((past) => past !== "had")
  .join("|");
/** How most English participles end ("-ed", "-en", "-wn", "-ght"…); the others are listed from cues.ts. */
const PARTICIPLE_ENDING = /(?:ed|en|wn|ght|ld|id|lt|ung|uck)/u;
const ENGLISH_BARE_PARTICIPLES = [
  ...new Set(
    ENGLISH_IRREGULAR.map(([, , participle]) => participle).filter(
      (participle) => !new RegExp(`${PARTICIPLE_ENDING.source}$`, "u").test(participle),
    ),
  ),
].join("|");

/** "It was … who", "fue … quien", "foi … que", "es war …, der", "c'est … qui": the doer named first. */
export const CLEFT: PerLanguage<{ readonly open: RegExp; readonly close: RegExp }> = {
  // Spoken English may leave "who" out before a past tense: "It was the caretaker, Gareth, let me in".
  en: {
    open: /(?<![\p{L}])it\s+(?:was|is|s)\s+/gu,
    close: new RegExp(`^\\s*,?\\s*(?:(?:who|that)\\s+|(?=(?:[a-z]+ed|${ENGLISH_PASTS})\\s))`, "u"),
  },
  es: { open: /(?<![\p{L}])(?:fue|fui|era)\s+/gu, close: /^\s*,?\s*(?:quien|quienes|el\s+que|la\s+que)\s+/u },
  pt: { open: /(?<![\p{L}])(?:foi|fui|era)\s+/gu, close: /^\s*,?\s*(?:quem|que)\s+/u },
  de: { open: /(?<![\p{L}])es\s+war\s+/gu, close: /^\s*,\s*(?:der|die)\s+/u },
  fr: { open: /(?<![\p{L}])c\s+(?:est|etait)\s+/gu, close: /^\s*,?\s*qui\s+/u },
};

/**
 * Someone the lexicon does not know, told with an indefinite article and a noun of a doer: "a lorry driver",
 * "un camionneur", "una cajera", "um camionista", "ein Lkw-Fahrer" (folded). A stranger to the speaker. Only a
 * noun that ends as doers' nouns do ("-er", "-eur", "-ista"…), so that "it was a Tuesday that" is no one.
 */
const SOMEONE: PerLanguage<RegExp> = {
  en: /^(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:er|or|ist|ian|man|woman|ess)(?=\s*,?\s*who\s)/u,
  es: /^(?:un|una)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:or|ora|ero|era|ista|ante|hombre|mujer|chico|chica|senor|senora)(?=\s*,?\s*(?:quien|quienes|el\s+que|la\s+que)\s)/u,
  pt: /^(?:um|uma)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:or|ora|eiro|eira|ista|ante|homem|mulher|rapaz|moca|senhor|senhora)(?=\s*,?\s*(?:quem|que)\s)/u,
  de: /^(?:ein|eine)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:er|erin|ist|istin|mann|frau)(?=\s*,\s*(?:der|die)\s)/u,
  fr: /^(?:un|une)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:eur|euse|ier|iere|iste|ien|ienne|homme|femme|monsieur|dame)(?=\s*,?\s*qui\s)/u,
};
const someoneAt = (text: string, from: number, language: Language): Identity | undefined => {
  const match = SOMEONE[language].exec(text.slice(from));
  return match ? { stranger: true, nonkin: false, start: from, end: from + match[0].length } : undefined;
};

/** "My mother's the one who hit me", "mi madre fue quien", "ma mère est celle qui": the doer first, then "the one who". */
const THE_ONE: PerLanguage<RegExp> = {
  en: /\s+(?:is|was|s)\s+the\s+one\s+(?:who|that)\s+/gu,
  es: /\s+(?:fue|era|es)\s+(?:quien|el\s+que|la\s+que)\s+/gu,
  pt: /\s+(?:foi|era|e)\s+(?:quem|o\s+que|a\s+que)\s+/gu,
  de: /\s+(?:war|ist)\s+(?:es|derjenige|diejenige)\s*,\s*(?:der|die)\s+/gu,
  fr: /\s+(?:est|etait)\s+(?:celui|celle)\s+qui\s+/gu,
};

/** A pronoun that takes up who was just named: "the manager, Priya, she was the one who" (folded). */
const RESUMPTIVE = /^(?:she|he|ella|el|ela|ele|sie|er|elle|il|lui)$/u;

/** "Was organised by", "fue amenazado por", "foi-me emprestado por", "ont été appelés par": the doer as agent. */
const PASSIVE: PerLanguage<RegExp> = {
  en: new RegExp(
    `(?<![\\p{L}])(?:was|were|been|being)\\s+(?:[\\p{L}]+\\s+)?(?:[\\p{L}]+${PARTICIPLE_ENDING.source}|${ENGLISH_BARE_PARTICIPLES})\\s+(?:(?:off|up|down|out|in|over|away|back|on|for)\\s+)?(?:[\\p{L}-]+\\s+){0,4}?by\\s+`,
    "gu",
  ),
  es: /(?<![\p{L}])(?:fue|fui|fueron|fuimos|sido|era|eran)\s+[\p{L}]+(?:ado|ada|ados|adas|ido|ida|idos|idas|ierto|ierta|echo|echa|uesto|uesta|oto|ota|isto|ista|icho|icha)\s+(?:[\p{L}-]+\s+){0,4}?por\s+/gu,
  pt: /(?<![\p{L}])(?:foi|fui|foram|fomos|sido|era|eram)(?:-me|-nos|-lhe)?\s+(?:[\p{L}]+(?:ado|ada|ados|adas|ido|ida|idos|idas|erto|erta|ertos|ertas|eito|eita|eitos|eitas|ito|ita|osto|osta)|entregue|entregues|pago|paga|pagos|pagas|aceite|aceites|ganho|ganha|gasto|gasta|preso|presa|solto|solta|impresso|impressa)\s+(?:[\p{L}-]+\s+){0,4}?(?:por|pelo|pela)\s+/gu,
  de: /$^/gu,
  fr: /(?<![\p{L}])(?:ete|suis|etais|etait|fut|fus|sont)\s+[\p{L}]+(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues)\s+(?:[\p{L}-]+\s+){0,4}?par\s+/gu,
};

/** "Geschlagen hat mich mein Onkel", "me amenazó un desconocido": the doer after the act, first person object. */
const AFTER_ACT: PerLanguage<RegExp> = {
  en: /$^/gu,
  es: /(?<![\p{L}])(?:me|nos)\s+(?:(?:lo|la|los|las)\s+)?([\p{L}]+(?:o|io|aba|aban|ia|ian))\s+(?=(?:un|una|mi|el|la)\s)/gu,
  pt: /(?<![\p{L}])(?:me|nos)\s+([\p{L}]+(?:ou|eu|iu|ava|avam|ia|iam))\s+(?=(?:um|uma|o|a|meu|minha)\s)/gu,
  de: /^([\p{L}]+)\s+(?:hat|haben|hatte|hatten)\s+(?:mich|mir|uns)\s+(?:damals\s+|auch\s+)?(?=(?:mein|meine|ein|eine|der|die)\s)/gu,
  fr: /$^/gu,
};

/** Acts named alike: driving (and driver), hitting. Other words are frame words (concepts.ts). */
const ACT_CONCEPTS: PerLanguage<ReadonlyArray<readonly [RegExp, string]>> = {
  en: [
    [/^(?:drive|drove|driven|driving|driver|drives)$/u, "~drive"],
    [/^(?:hit|hits|hitting|beat|beaten|beating|punched|struck)$/u, "~hit"],
  ],
  es: [
    [/^(?:conduc|condujo|conductor|conductora|chofer|manej)/u, "~drive"],
    [/^(?:peg|golpe)/u, "~hit"],
  ],
  pt: [
    [/^(?:conduz|conduzi|condutor|condutora|motorista|dirig)/u, "~drive"],
    [/^(?:bat(?:e|eu|i|ia|iam|er|eram|endo|ido|ida)$|espanc)/u, "~hit"],
  ],
  de: [
    [/^(?:fahr|fuhr|gefahren|steuer$)/u, "~drive"],
    [/^(?:schlug|geschlagen|schlagen|verprugelt)/u, "~hit"],
  ],
  fr: [
    [/^(?:condui|conducteur|conductrice|chauffeur|volant$)/u, "~drive"],
    [/^(?:frapp|battu|battait)/u, "~hit"],
  ],
};

/** Words of an act that say nothing of it: auxiliaries and clitics. */
const ACT_NEUTRAL = new Set(
  "got get had has have having took take taken ha han habia hubo sido foi fui tinha tem hat habe hab hatte wurde worden eh ont ai ete avait avais fait".split(
    " ",
  ),
);

/** Irregular participles and past forms, by their root: "aberta" meets "abriu", "hecha" meets "hizo". */
const irregular = (groups: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(Object.entries(groups).flatMap(([root, forms]) => forms.split(" ").map((form) => [form, root])));
const IRREGULAR: PerLanguage<ReadonlyMap<string, string>> = {
  en: new Map(),
  es: irregular({
    abr: "abierto abierta abiertos abiertas",
    hac: "hecho hecha hechos hechas hizo hice",
    pon: "puesto puesta puso puse",
    escrib: "escrito escrita",
    romp: "roto rota rotos rotas",
    dec: "dicho dicha dijo dije",
  }),
  pt: irregular({
    abr: "aberto aberta abertos abertas",
    faz: "feito feita feitos feitas fez fiz",
    escrev: "escrito escrita",
    diz: "dito dita disse",
    p: "posto posta pos pus",
    pag: "pago paga pagos pagas",
    entreg: "entregue entregues",
    ganh: "ganho ganha",
    gast: "gasto gasta",
  }),
  de: new Map(),
  fr: irregular({
    ouvr: "ouvert ouverte ouverts ouvertes",
    fai: "fait faite faits faites",
    ecri: "ecrit ecrite",
    mett: "mis mise",
    pren: "pris prise",
  }),
};

/** The act's words as frame words; a relative in it ("hit my son") is kept apart as `@son`. */
const actWords = (
  sentence: SentenceInfo,
  start: number,
  end: number,
  skip: ReadonlyArray<string> = [],
): Set<string> => {
  const language = sentence.language;
  const out = new Set<string>();
  const ws = sentence.words.filter(
    (word) => word.start >= start && word.end <= end && !skip.includes(word.folded),
  );
  ws.forEach((word, k) => {
    const relation = relationOf(language, word.folded);
    if (relation && POSSESSIVES[language].has(ws[k - 1]?.folded ?? "")) {
      // Whom the act was done to: "hit my son" (the first words only; later ones say more of the scene).
      if (k <= 3) out.add(`@${relation}`);
      return;
    }
    const bare = word.folded.replace(/-(?:me|te|se|nos|lhe|lo|la|le)$/u, "");
    if (STOPWORDS[language].has(bare) || ACT_NEUTRAL.has(bare) || bare.length < 2) return;
    if (/\d/u.test(bare)) return;
    const concept = ACT_CONCEPTS[language].find(([re]) => re.test(bare))?.[1] ?? conceptOf(bare, language);
    // Verbs in another tense or voice ("vendeu", "vendido"; "organised", "organized"): their root, with the
    // spelling of its last consonant kept ("marquei" and "marcou", "llegué" and "llegó").
    const cut =
      bare.length >= 4 && bare.replace(VERB_ENDINGS[language], "").length >= 3
        ? bare.replace(VERB_ENDINGS[language], "")
        : bare;
    const root =
      IRREGULAR[language].get(bare) ??
      (language === "es" || language === "pt" ? cut.replace(/qu$/u, "c").replace(/gu$/u, "g") : cut);
    out.add(concept ?? frameWord(root.length >= 3 ? root : bare, language));
    // A German compound meets its last part ("Wohnungstür", "Tür").
    if (language === "de" && bare.length >= 8) for (let n = 3; n <= 6; n++) out.add(`≈${bare.slice(-n)}`);
  });
  return out;
};

/** Whether a negation sits right before a position ("no fue", "wasn't", "n'était", "não era"). */
const negatedBefore = (text: string, position: number): boolean =>
  /(?<![\p{L}])(?:no|not|nao|never|nunca|nie|nicht|n|ne|jamais|t)\s*,?\s*$/u.test(
    text.slice(Math.max(0, position - 10), position),
  );

const MAX_ACT_WORDS = 10;

/** Verb endings left out of an act's words, so that tenses and the passive meet. */
const VERB_ENDINGS: PerLanguage<RegExp> = {
  en: /(?:ed|ing|es|s)$/u,
  es: /(?:aron|ieron|aba|aban|ado|ada|ados|adas|ido|ida|idos|idas|ando|iendo|io|o|e|i|ia|ian|ar|er|ir)$/u,
  pt: /(?:aram|eram|iram|ava|avam|ado|ada|ados|adas|ido|ida|idos|idas|ando|endo|ou|eu|iu|ei|ia|iam|ar|er|ir)$/u,
  de: /(?:te|ten|et|t|en)$/u,
  fr: /(?:aient|ait|ais|ee|ees|es|e|er|ir|i|ie|is|it)$/u,
};
const ACT_STEM = 5;

/** An object pronoun opening an act: "qui les a offertes", "quien lo firmó", "que o partiu" (folded). */
const OBJECT_PRONOUN: PerLanguage<RegExp> = {
  en: /$^/u,
  es: /^(?:(?:me|te|nos|se)\s+)?(?:lo|la|los|las)\s/u,
  pt: /^(?:o|a|os|as)\s/u,
  de: /$^/u,
  fr: /^(?:(?:me|m|te|t|nous|vous|lui|leur)\s+)?(?:l|le|la|les)\s/u,
};
const MAX_TOPIC_WORDS = 6;

/**
 * The object told first and taken up by a pronoun in the act: "Les tartes de la collecte, c'est la boulangerie
 * qui les a offertes", "Le brancard, c'est une stagiaire qui l'a cassé". Its words are the act's, as in "c'est
 * le maire qui a offert les tartes". Only a short noun phrase with an article or "my", closed by a comma.
 */
const topicTakenUp = (
  sentence: SentenceInfo,
  text: string,
  before: number,
  actStart: number,
): Set<string> | undefined => {
  const language = sentence.language;
  if (!OBJECT_PRONOUN[language].test(text.slice(actStart))) return undefined;
  const comma = sentence.text.indexOf(",");
  if (comma < 0 || comma >= before) return undefined;
  const ws = sentence.words.filter((word) => word.end <= comma);
  const first = ws[0]?.folded ?? "";
  if (ws.length < 2 || ws.length > MAX_TOPIC_WORDS) return undefined;
  if (
    !DEFINITES[language].has(first) &&
    !POSSESSIVES[language].has(first) &&
    !/^(?:les|los|las|os|as)$/u.test(first)
  )
    return undefined;
  const topic = actWords(sentence, 0, comma);
  return topic.size > 0 ? topic : undefined;
};

/** A German participle opening a sentence: "Gebucht", "Freigegeben", "Angrufen", "Entdeckt", "Repariert". */
const PARTICIPLE_DE =
  /^(?:[\p{L}]{0,5}ge[\p{L}]{3,}(?:t|en|n|e)|(?:ver|be|er|ent|zer|emp)[\p{L}]{3,}(?:t|en)|[\p{L}]{3,}iert)$/u;
const NOT_PARTICIPLE_DE = new Set(
  "gestern vorgestern genau gerade gegen gegenuber gemeinsam gelegentlich generell gleichzeitig besonders bereits bestimmt eigentlich ubrigens ergebnis verwandten vergangene vergangenen ebenso".split(
    " ",
  ),
);

/** Builds a role claim, or nothing when the act has no words or the identity says nothing. */
const roleClaim = (
  sentence: SentenceInfo,
  act: {
    start: number;
    end: number;
    extra?: ReadonlyArray<string>;
    label?: number;
    skip?: ReadonlyArray<string>;
  },
  id: Identity,
  definite: boolean,
): Claim | undefined => {
  const words = actWords(sentence, act.start, act.end, act.skip);
  for (const word of act.extra ?? []) words.add(word);
  // "The second time, the man who hit me…": words that set one act apart, anywhere but in the doer.
  for (const word of sentence.words)
    if (DISTINGUISHING.has(word.folded) && word.end <= Math.min(id.start, act.start)) words.add(word.folded);
  // Verbs in another tense or voice ("vendeu", "vendido"): five letters.
  const cut = (word: string) =>
    /^[~@$≈]/u.test(word) || DISTINGUISHING.has(word) ? word : word.slice(0, ACT_STEM);
  const all = new Set([...words].map(cut));
  words.clear();
  for (const word of all) words.add(word);
  const plain = [...words].filter((word) => !/^[@$≈]/u.test(word) && !DISTINGUISHING.has(word));
  if (plain.length === 0 || plain.length > MAX_ACT_WORDS) return undefined;
  const payload: RoleValue = {
    kind: "role",
    ...(id.relation ? { relation: id.relation } : {}),
    ...(id.name ? { name: id.name } : {}),
    stranger: id.stranger,
    nonkin: id.nonkin,
    definite,
    objects: [...words]
      .filter((word) => word.startsWith("@"))
      .sort()
      .join(" "),
  };
  return {
    sentence,
    type: "identity",
    attribute: "role",
    subject: {
      key: "role",
      label: sentence.text.slice(act.label ?? act.start, act.end).trim(),
      unique: true,
      start: act.start,
    },
    event: undefined,
    frame: words,
    // Time words of a clause after both the act and the doer tell something else ("It was Dami who kicked the
    // door through, I've known him since he was twelve").
    anchors: anchorsUpTo(sentence, Math.max(act.end, id.end, act.start + 1) - 1),
    valueStart: id.start,
    valueEnd: id.end,
    value: sentence.text.slice(id.start, id.end),
    normalised: identityKey(payload),
    payload,
  };
};

const identityKey = (p: RoleValue): string =>
  [p.relation ?? "", p.name?.join(" ") ?? "", p.stranger ? "stranger" : "", p.nonkin ? "nonkin" : ""].join(
    "|",
  );

/** A named person's relation, from a description holding both ("Grace, my husband's sister"). */
const personClaim = (sentence: SentenceInfo, id: Identity): Claim | undefined => {
  const name = id.name?.[0];
  if (!name || (!id.relation && !id.nonkin)) return undefined;
  const payload: RoleValue = {
    kind: "role",
    ...(id.relation ? { relation: id.relation } : {}),
    stranger: false,
    nonkin: id.nonkin,
    definite: true,
    objects: "",
  };
  return {
    sentence,
    type: "identity",
    attribute: "person",
    subject: { key: `person:${name}`, label: name, unique: true, start: id.start },
    event: undefined,
    frame: new Set(),
    anchors: anchorsOf(sentence),
    valueStart: id.start,
    valueEnd: id.end,
    value: sentence.text.slice(id.start, id.end),
    normalised: identityKey(payload),
    payload,
  };
};

/** The end of the act that runs from `start`: the next clause mark, at most `limit`. */
const actEnd = (sentence: SentenceInfo, start: number, limit = sentence.text.length): number => {
  const stop = /[,;:.!?()—–]/u.exec(sentence.text.slice(start, limit));
  return stop ? start + stop.index : limit;
};

/** "NAME is my cousin", "A Rosa é minha sobrinha", "Jonas ist mein Halbbruder", "Fatou est ma cousine". */
const NAME_IS: PerLanguage<RegExp> = {
  en: /(?:^|[,;:]\s*)(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+(?:is|was)\s+/gu,
  es: /(?:^|[,;:]\s*)(?:(?:[eE]l|[lL]a)\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+(?:es|era)\s+/gu,
  pt: /(?:^|[,;:]\s*)(?:[oOaA]\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+(?:é|era)\s+/gu,
  de: /(?:^|[,;:]\s*)(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+(?:ist|war)\s+/gu,
  fr: /(?:^|[,;:]\s*)(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+(?:est|était)\s+/gu,
};

/**
 * Who holds a role one has only one of at a time, named: "my landlord is Mr Patel", "the landlord, a Mr
 * Hughes", "o senhorio chama-se Sr. Fernandes", "Meine Vermieterin heißt Frau Krüger", "Le propriétaire,
 * M. Lemaire". Present tense only (a landlord changes).
 */
const HOLDER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:my|the|our)\s+(landlord|landlady)(?:\s*,\s*|\s+(?:is|s)\s+(?:called\s+|named\s+)?|\s+(?:is\s+called|is\s+named)\s+)/gu,
  es: /(?<![\p{L}])(?:mi|el|la|nuestro|nuestra)\s+(casero|casera|arrendador|arrendadora)(?:\s*,\s*|\s+(?:es|se\s+llama)\s+)/gu,
  pt: /(?<![\p{L}])(?:meu|minha|o|a|nosso|nossa)\s+(senhorio|senhoria)(?:\s*,\s*|\s+(?:chama-se|se\s+chama)\s+)/gu,
  de: /(?<![\p{L}])(?:mein|meine|der|die|unser|unsere)\s+(vermieter|vermieterin)(?:\s*,\s*|\s+(?:ist|heis{1,2}t)\s+)/gu,
  fr: /(?<![\p{L}])(?:mon|ma|le|la|notre)\s+(proprietaire|bailleur|bailleresse)(?:\s*,\s*|\s+(?:est|s\s+appelle)\s+)/gu,
};

/** Words that open a sentence and are no name ("Yesterday, my brother, who…"). */
const OPENERS =
  /^(?:yesterday|today|tonight|later|then|afterwards|after|finally|eventually|ayer|hoy|luego|despues|entonces|finalmente|ontem|hoje|depois|entao|finalmente|gestern|heute|spater|dann|danach|schliesslich|hier|aujourd|ensuite|puis|apres|enfin|\p{L}+(?:ly|mente|ment|lich|erweise))$/u;

/** Speech before a claim that the sentence's guards miss ("keeps telling everyone", "va diciendo"). */
const SPEECH: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:tell|tells|telling|told|say|says|saying|said|claim|claims|claiming|claimed|insist|insists|insisting|swear|swears)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:dic(?!iembre)\p{L}*|dij\p{L}*|cuenta|contando|asegura\p{L}*|insiste\p{L}*|afirma\p{L}*)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:diz|dizia|dizem|disse|disseram|dizendo|a\s+dizer|anda\s+a\s+contar|afirma\p{L}*|garante\p{L}*|insiste\p{L}*)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:sagt\p{L}*|erzahlt\p{L}*|behauptet\p{L}*|meint\p{L}*|gesagt)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:dit|disait|disent|raconte\p{L}*|pretend\p{L}*|affirme\p{L}*|soutient|assure\p{L}*)(?![\p{L}])/u,
};

/** The speaker stressed as the doer: "myself", "yo mismo", "eu mesma", "ich selbst", "moi-même" (folded). */
const SELF_STRESS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])myself(?![\p{L}])/u,
  es: /(?<![\p{L}])yo\s+(?:mismo|misma)(?![\p{L}])/u,
  pt: /(?<![\p{L}])eu\s+(?:mesmo|mesma|propri[oa])(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:selbst|selber)(?![\p{L}])/u,
  fr: /(?<![\p{L}])moi-meme(?![\p{L}])/u,
};
/** The speaker's own words and the stress words, left out of the act they stress (folded). */
const SELF_WORDS: ReadonlyArray<string> = [
  ..."i yo eu ich je j moi-meme myself mismo misma mesmo mesma proprio propria selbst selber".split(" "),
];
/** The speaker as the subject of a part of a sentence, when the stress word does not say it (folded). */
const SPEAKER_SUBJECT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])i(?![\p{L}])/u,
  es: /(?<![\p{L}])yo(?![\p{L}])/u,
  pt: /(?<![\p{L}])eu(?![\p{L}])/u,
  de: /(?<![\p{L}])ich(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:je|j)(?![\p{L}])/u,
};
/** The speaker after the verb that opens a part of a sentence: "Marquei eu a consulta", "Lo firmé yo". */
const SELF_AFTER_VERB: PerLanguage<RegExp> = {
  en: /$^/u,
  es: /^(?:(?:lo|la|los|las|le|les)\s+)?([\p{L}]+)\s+yo(?![\p{L}])/u,
  pt: /^(?:(?:o|a|os|as|lhe)\s+)?([\p{L}]+)\s+eu(?![\p{L}])/u,
  de: /$^/u,
  fr: /$^/u,
};
/** Verbs that say no act: "to be", "to have", "to go" ("fui eu que…" is a cleft). */
const NO_ACT =
  /^(?:fui|fue|era|estaba|estuve|estava|estive|soy|sou|tenia|tinha|tuve|tive|fiquei|quede|iba|ia|habia|havia|he|ha|tengo|tenho|solo|so|nem|ni|e|y|que|pero|mas)$/u;
/** Words that deny or stop what a part of a sentence says (folded). */
const PART_NEGATION =
  /(?<![\p{L}])(?:not|never|no|t|nunca|nada|nadie|nao|nem|ni|nenhum|nenhuma|ninguem|nicht|nie|kein\p{L}*|nix|ned|net|ne|n|pas|jamais|rien|aucun|aucune|personne)(?![\p{L}])/u;
/** Before the stress: a preposition makes it no doer ("von selbst", "by myself", "for myself"). */
const STRESS_NOT_SELF: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:by|for|to|from|with|like|than|but|except|besides|of|about|at|on|behind|beside)\s+$/u,
  es: /(?<![\p{L}])(?:por|para|a|de|con|que|como|sin|entre)\s+$/u,
  pt: /(?<![\p{L}])(?:por|para|a|de|com|que|como|sem|entre)\s+$/u,
  de: /(?<![\p{L}])(?:von|fur|mit|an|auf|zu|bei)\s+$/u,
  fr: /(?<![\p{L}])(?:par|pour|a|de|avec|que|comme|sans|entre|chez)\s+$/u,
};

/** A part of a sentence in which the speaker is stressed as the doer: where the act may end, and the speaker's words. */
type SelfPart = {
  readonly start: number;
  readonly ends: ReadonlyArray<number>;
  readonly self: number;
  readonly selfEnd: number;
};
/** "It wasn't me who", "no fui yo quien", "não fui eu que", "ich war es nicht, der", "ce n'est pas moi qui". */
const NOT_ME: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])it\s+(?:wasn\s+t|was\s+not|isn\s+t|is\s+not|s\s+not)\s+me\s+(?:who|that)\s+/gu,
  es: /(?<![\p{L}])no\s+(?:fui|fue|era|soy|es)\s+yo\s+(?:quien|el\s+que|la\s+que)\s+/gu,
  pt: /(?<![\p{L}])nao\s+(?:fui|foi|era|sou)\s+eu\s+(?:quem|que|a\s+que|o\s+que)\s+/gu,
  de: /(?<![\p{L}])ich\s+war\s+es\s+nicht\s*,\s*(?:der|die)\s+/gu,
  fr: /(?<![\p{L}])ce\s+n\s+(?:est|etait)\s+pas\s+moi\s+qui\s+/gu,
};

/**
 * The parts of a sentence (between clause marks) in which the speaker is stressed as the doer, with where the
 * speaker's words are: the act is the part's other words. None when the part denies ("I didn't turn it off
 * myself"), when a preposition takes the stress word ("by myself", "von selbst"), or when "myself"
 * is the object ("I hurt myself": the word right before it is the verb after "I").
 */
const emphaticSelf = (sentence: SentenceInfo, text: string): SelfPart[] => {
  const language = sentence.language;
  const out: SelfPart[] = [];
  const parts: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const mark of text.matchAll(/[,;:.!?()—–]|\s+(?:and|but|so|y|pero|e|mas|und|aber|et|mais)\s+/gu)) {
    parts.push({ start: from, end: mark.index });
    from = mark.index + mark[0].length;
  }
  parts.push({ start: from, end: text.length });
  for (const part of parts) {
    const piece = text.slice(part.start, part.end);
    if (PART_NEGATION.test(piece)) continue;
    const lead = piece.length - piece.trimStart().length;
    const stress = SELF_STRESS[language].exec(piece);
    if (stress) {
      const before = piece.slice(0, stress.index);
      if (STRESS_NOT_SELF[language].test(before)) continue;
      if (
        (language === "en" || language === "de" || language === "fr") &&
        !SPEAKER_SUBJECT[language].test(piece)
      )
        continue;
      // "I hurt myself", "I locked myself out": "myself" right after the verb that follows "I".
      if (
        language === "en" &&
        /(?<![\p{L}])i\s+(?:(?:had|d|have|ve|just|then|also|had\s+to)\s+)*[\p{L}]+\s+$/u.test(before)
      )
        continue;
      // "ich selber": the speaker's own word with the stress.
      const own = language === "de" ? /(?<![\p{L}])ich\s+$/u.exec(before) : null;
      out.push({
        start: part.start + lead,
        // "I phoned the fire brigade myself the second I saw the flames": the act is told before the stress.
        ends: language === "en" || language === "fr" ? [part.start + stress.index, part.end] : [part.end],
        self: part.start + (own ? own.index : stress.index),
        selfEnd: part.start + stress.index + stress[0].length,
      });
      continue;
    }
    const after = SELF_AFTER_VERB[language].exec(piece.trimStart());
    if (after && after[1] && !NO_ACT.test(after[1]) && !STOPWORDS[language].has(after[1])) {
      const self = part.start + lead + after[0].length - 2;
      out.push({ start: part.start + lead, ends: [part.end], self, selfEnd: self + 2 });
    }
  }
  return out;
};

/**
 * A correction that names who did not do the act, closing its clause: "…, not Mrs Dupuis", "…, no don
 * Efraín", "…, não a comissão", "…, nicht der Pfarrer" (and the spoken "net", "ned", "nöd"), "…, pas Mme
 * Dupuis". Folded, apostrophes as spaces.
 */
const NOT_THE_DOER: PerLanguage<RegExp> = {
  en: /[,;]\s*(?:(?:and|but)\s+)?not\s+(?:by\s+)?/gu,
  es: /[,;]\s*(?:y\s+)?no\s+(?:por\s+)?/gu,
  pt: /[,;]\s*(?:e\s+)?nao\s+(?:por\s+|pel[oa]\s+)?/gu,
  de: /[,;]\s*(?:und\s+)?(?:nicht|net|ned|nod|nit)\s+(?:von\s+)?/gu,
  fr: /[,;]\s*(?:et\s+)?(?:pas|non)\s+(?:par\s+)?/gu,
};
/** The close of a cleft anywhere after its doer: "who", "quien", "quem", ", der", "qui" (folded). */
const CLEFT_CLOSE: PerLanguage<RegExp> = {
  en: /\s(?:who|that)\s/u,
  es: /\s(?:quien|quienes|el\s+que|la\s+que)\s/u,
  pt: /\s(?:quem|que)\s/u,
  de: /,\s*(?:der|die)\s/u,
  fr: /\squi\s/u,
};

/**
 * Who did not do the act, named by a correction after it: "C'est le président du club qui tirait les
 * boules, pas Mme Dupuis" against "C'est Mme Dupuis qui tirait les boules". The act is a role's of the
 * same sentence told before the correction, or a cleft's whose doer the lexicon does not know ("le président
 * du club"). The claim meets a telling of the same act by the one it denies (rolesConflict).
 */
const payloadOf = (claim: Claim): RoleValue | undefined =>
  claim.payload.kind === "role" ? claim.payload : undefined;
const deniedDoers = (sentence: SentenceInfo, roles: ReadonlyArray<Claim>): Claim[] => {
  const language = sentence.language;
  const text = folded(sentence);
  const out: Claim[] = [];
  for (const match of text.matchAll(NOT_THE_DOER[language])) {
    const from = match.index + match[0].length;
    if (from > sentence.openUntil) break;
    const id = identityAt(sentence, from, sentence.text.length);
    if (!id || id.stranger || id.nonkin || (!id.name && (!id.relation || id.relation === "self"))) continue;
    // The correction closes its clause: "…, not the caretaker's fault" is no doer.
    if (!/^\s*(?:[,.;!?]|$)/u.test(sentence.text.slice(id.end))) continue;
    const before = roles.find(
      (claim) => claim.attribute === "role" && claim.valueEnd <= match.index && payloadOf(claim),
    );
    let claim: Claim | undefined;
    if (before) claim = before;
    else {
      // A cleft whose doer is no one the lexicon knows: its act runs from the close to the correction.
      const open = [...text.slice(0, match.index).matchAll(CLEFT[language].open)].pop();
      if (!open || negatedBefore(text, open.index)) continue;
      const start = open.index + open[0].length;
      const close = CLEFT_CLOSE[language].exec(text.slice(start, match.index));
      if (!close || close.index > 60) continue;
      const actStart = start + close.index + close[0].length;
      const unknown: Identity = { stranger: false, nonkin: false, start, end: start + close.index };
      claim = roleClaim(sentence, { start: actStart, end: match.index }, unknown, true);
    }
    const known = claim ? payloadOf(claim) : undefined;
    if (!claim || !known) continue;
    const payload: RoleValue = {
      kind: "role",
      ...(id.relation ? { relation: id.relation } : {}),
      ...(id.name ? { name: id.name } : {}),
      stranger: false,
      nonkin: false,
      definite: true,
      denied: true,
      objects: known.objects,
    };
    out.push({
      ...claim,
      valueStart: id.start,
      valueEnd: id.end,
      value: sentence.text.slice(id.start, id.end),
      normalised: `not:${identityKey(payload)}`,
      payload,
    });
  }
  return out;
};

/** Every role and named person's relation in a sentence that asserts them (no reported speech, no condition). */
export const roleClaims = (sentence: SentenceInfo): Claim[] => {
  // A guard later in the sentence ("…, no le voy a echar la culpa a nadie") leaves the clauses before it.
  if (sentence.openUntil === 0) return [];
  const language = sentence.language;
  const text = folded(sentence);
  const out: Claim[] = [];
  const ids: Identity[] = [];
  const taken: Array<{ start: number; end: number }> = [];
  const add = (claim: Claim | undefined, id: Identity, span: { start: number; end: number }) => {
    if (!claim || span.end > sentence.openUntil || claim.subject.start > sentence.openUntil) return;
    // "My neighbour keeps telling everyone it was Hassan who beat me": someone else's telling.
    if (SPEECH[language].test(text.slice(0, span.start))) return;
    if (taken.some((other) => other.start < span.end && span.start < other.end)) return;
    taken.push(span);
    out.push(claim);
    ids.push(id);
  };
  const end = sentence.text.length;

  // The doer named by what they did, then "was": "the man who hit me was my neighbour".
  const doers: Array<{ start: number; actStart: number; extra?: string[] }> = [];
  for (const match of text.matchAll(DOER[language])) {
    const at = match[0].search(/\S/u);
    // "The man who" and "the woman who" are two people: their acts never meet.
    const gender = MASCULINE.test(match[0]) ? "$m" : FEMININE.test(match[0]) ? "$f" : undefined;
    doers.push({
      start: match.index + at,
      actStart: match.index + match[0].length,
      ...(gender ? { extra: [gender] } : {}),
    });
  }
  for (const match of text.matchAll(DOER_NOUNS[language])) {
    const noun = match[1] ?? "";
    const concept = ACT_CONCEPTS[language].find(([re]) => re.test(noun));
    const extra = [concept ? concept[1] : frameWord(noun, language)];
    if (match[2]) extra.push(frameWord(match[2], language));
    doers.push({ start: match.index, actStart: match.index + match[0].length, extra });
  }
  // "The steward who brought me the complaint was Mrs Prosser", "o recenseador que perdeu a pasta foi o Zacarias".
  for (const match of text.matchAll(ROLE_DOER[language])) {
    const { noun = "", beside, relative } = match.groups ?? {};
    const person =
      language === "en"
        ? relative === "who" || personNoun(language, noun, true)
        : personNoun(language, noun) || (beside !== undefined && personNoun(language, beside, true));
    if (!person) continue;
    doers.push({ start: match.index, actStart: match.index + match[0].length });
  }
  // "Am Steuer des Transporters saß": who sat at the wheel drove.
  if (language === "de")
    for (const match of text.matchAll(
      /(?<![\p{L}])am\s+steuer(?:\s+(?:des|der|vom)\s+([\p{L}-]+))?\s+sas{1,2}\s+/gu,
    ))
      doers.push({
        start: match.index,
        actStart: match.index + match[0].length,
        extra: ["~drive", ...(match[1] ? [frameWord(match[1], language)] : [])],
      });
  for (const doer of doers) {
    let found = false;
    const copula = new RegExp(COPULA[language].source, "gu");
    copula.lastIndex = doer.actStart;
    for (let match = copula.exec(text); match; match = copula.exec(text)) {
      if (match.index - doer.actStart > 90) break;
      const between = sentence.text.slice(doer.actStart, match.index);
      if (/[;.!?]/u.test(between)) break;
      // Portuguese "e" is "and" unless written "é".
      if (
        language === "pt" &&
        /^\s+e\s+$/u.test(match[0]) &&
        !/é/u.test(sentence.text.slice(match.index, match.index + match[0].length))
      )
        continue;
      if (negatedBefore(text, match.index)) break;
      const id = identityAt(sentence, match.index + match[0].length, end);
      if (!id) continue;
      const act = {
        start: doer.actStart,
        end: match.index,
        ...(doer.extra ? { extra: doer.extra, label: doer.start } : {}),
      };
      add(roleClaim(sentence, act, id, true), id, { start: doer.start, end: id.end });
      found = true;
      break;
    }
    if (found) continue;
    // "I had never seen the man who attacked me", "Je ne connaissais pas l'homme qui m'a agressée",
    // "Al conductor del camión no lo conocía de nada".
    const actStop = actEnd(sentence, doer.actStart);
    const cue = STRANGER_TAIL[language].exec(text);
    if (!cue) continue;
    const act = {
      start: doer.actStart,
      end: Math.min(actStop, cue.index > doer.actStart ? cue.index : actStop),
      ...(doer.extra ? { extra: doer.extra } : {}),
    };
    const id: Identity = {
      stranger: true,
      nonkin: false,
      start: Math.min(cue.index, doer.start),
      end: Math.max(cue.index + cue[0].length, act.end),
    };
    add(roleClaim(sentence, act, id, true), id, { start: id.start, end: id.end });
  }

  // The doer named first: "it was my stepfather who hit me", "c'est ma voisine qui a appelé les pompiers".
  const cleft = CLEFT[language];
  for (const match of text.matchAll(cleft.open)) {
    if (negatedBefore(text, match.index)) continue;
    const from = match.index + match[0].length;
    const id = identityAt(sentence, from, end) ?? someoneAt(text, from, language);
    if (!id) continue;
    const close = cleft.close.exec(text.slice(id.end));
    if (!close) continue;
    const actStart = id.end + close[0].length;
    const topic = topicTakenUp(sentence, text, match.index, actStart);
    const act = { start: actStart, end: actEnd(sentence, actStart), ...(topic ? { extra: [...topic] } : {}) };
    add(roleClaim(sentence, act, id, true), id, { start: match.index, end: id.end });
  }
  // "My mother's the one who hit me", "mi madre fue quien me pegó".
  for (const match of text.matchAll(THE_ONE[language])) {
    // The part before "was the one who", set off by commas: "My salesman, Travis, was the one who"; a
    // pronoun taking up the part before it: "the manager, Priya, she was the one who".
    const partBefore = (stop: number) => {
      const before = sentence.text.slice(0, stop).replace(/[\s,]+$/u, "");
      const open = Math.max(before.lastIndexOf(","), before.lastIndexOf(";"), before.lastIndexOf(":"));
      const from = open < 0 ? 0 : open + 1;
      const start = from + (before.slice(from).length - before.slice(from).trimStart().length);
      return { start, end: before.length, open };
    };
    let part = partBefore(match.index);
    if (RESUMPTIVE.test(text.slice(part.start, part.end)) && part.open > 0) part = partBefore(part.open);
    const id = identityAt(sentence, part.start, part.end);
    if (!id || id.end !== part.end) continue;
    const actStart = match.index + match[0].length;
    add(roleClaim(sentence, { start: actStart, end: actEnd(sentence, actStart) }, id, true), id, {
      start: id.start,
      end: actStart,
    });
  }
  // The doer as agent: "the trip was organised by a stranger", "les pompiers ont été appelés par le gardien".
  for (const match of text.matchAll(PASSIVE[language])) {
    const from = match.index + match[0].length;
    const id = identityAt(sentence, from, end);
    if (!id) continue;
    const before = sentence.text.slice(0, match.index);
    const open = Math.max(before.lastIndexOf(","), before.lastIndexOf(";"), before.lastIndexOf(":"));
    const actStart = open < 0 ? 0 : open + 1;
    const byWord = text.slice(0, from).search(/\S+\s*$/u);
    add(roleClaim(sentence, { start: actStart, end: byWord }, id, false), id, {
      start: match.index,
      end: id.end,
    });
  }
  // The doer after the act: "me amenazó un desconocido", "Geschlagen hat mich mein Onkel".
  for (const match of text.matchAll(AFTER_ACT[language])) {
    const from = match.index + match[0].length;
    const id = identityAt(sentence, from, end);
    if (!id) continue;
    const verb = match[1] ?? "";
    const verbStart = match.index + match[0].indexOf(verb);
    add(roleClaim(sentence, { start: verbStart, end: verbStart + verb.length }, id, false), id, {
      start: match.index,
      end: id.end,
    });
  }

  // German with the participle first and the doer after the object: "Gebucht hat den Saal für die Taufe der
  // Vater vom Kind", "Angrufen hat mi in der Nacht der Wirt selber". The object's words are the act's.
  const participleFirst =
    language === "de"
      ? /^([\p{L}]{6,})\s+(?:hat|hot|hod|haben|hatte|hatten)\s+(?:(?:mich|mir|uns|mi|ihn|ihm)\s+)?/u.exec(
          text,
        )
      : null;
  const participle = participleFirst?.[1] ?? "";
  if (participleFirst && PARTICIPLE_DE.test(participle) && !NOT_PARTICIPLE_DE.has(participle)) {
    const from = participleFirst[0].length;
    const ws = sentence.words.filter((word) => word.start >= from).slice(0, 9);
    for (const word of ws) {
      if (/[,;:.!?]/u.test(sentence.text.slice(from, word.start))) break;
      const opens =
        DEFINITES.de.has(word.folded) || INDEFINITES.de.has(word.folded) || POSSESSIVES.de.has(word.folded);
      if (!opens) continue;
      const id = identityAt(sentence, word.start, end);
      if (!id || (!id.relation && !id.name && !id.stranger)) continue;
      const cut = participle.replace(VERB_ENDINGS.de, "");
      const act = {
        start: from,
        end: word.start,
        extra: [frameWord(cut.length >= 3 ? cut : participle, language)],
      };
      add(roleClaim(sentence, act, id, false), id, { start: 0, end: id.end });
      break;
    }
  }

  // Spanish with the object first, taken up by a clitic: "La maleta la abrió mi jefe", "A la grúa la llamé yo".
  const dislocated =
    language === "es"
      ? /^(?:al|(?:a\s+)?(?:el|la|los|las))\s+([\p{L}]+)(?:\s+(?:al|a|del|de|en)\s+[\p{L}]+)?\s*,?\s+(?:lo|la|los|las|le)\s+([\p{L}]+)\s+/u.exec(
          text,
        )
      : null;
  if (dislocated && dislocated[1] && dislocated[2] && !STOPWORDS.es.has(dislocated[2])) {
    const id = identityAt(sentence, dislocated[0].length, end);
    const verbStart = dislocated[0].lastIndexOf(dislocated[2]);
    if (id) {
      const act = {
        start: verbStart,
        end: verbStart + dislocated[2].length,
        extra: [frameWord(dislocated[1], language)],
      };
      add(roleClaim(sentence, act, id, true), id, { start: 0, end: id.end });
    }
  }

  // A longer object first, taken up by a clitic after it, and the doer after the verb, maybe past a time or a
  // place: "Las compuertas esa noche las abrí yo", "El blíster de la señora Cándida lo preparó la chiquilla",
  // "La radiosonda que cayó en el patio la encontró la portera".
  if (language === "es") {
    const ws = sentence.words;
    const head = ws[1];
    const opener = ws[0]?.folded ?? "";
    const clitic = ws.findIndex(
      (word, k) =>
        k >= 2 &&
        k <= 12 &&
        /^(?:lo|la|los|las)$/u.test(word.folded) &&
        !/^(?:de|del|en|a|al|con|por|para|que|y)$/u.test(ws[k - 1]?.folded ?? "") &&
        SPANISH_FINITE.test(ws[k + 1]?.folded ?? ""),
    );
    const verb = ws[clitic + 1];
    if (
      head &&
      verb &&
      clitic > 0 &&
      /^(?:el|la|los|las|ese|esa|esos|esas|este|esta|estos|estas|aquel|aquella)$/u.test(opener) &&
      !STOPWORDS.es.has(head.folded) &&
      !/[;.!?]/u.test(sentence.text.slice(0, verb.end))
    ) {
      for (const [k, word] of ws.slice(clitic + 2, clitic + 7).entries()) {
        if (/[;.!?]/u.test(sentence.text.slice(verb.end, word.start))) break;
        // "La camioneta la levantaron en Tlalnepantla": a place, not the doer.
        if (/^(?:en|a|de|desde|hacia|hasta|por|para|con|sin|entre)$/u.test(ws[clitic + 1 + k]?.folded ?? ""))
          continue;
        const id = identityAt(sentence, word.start, end);
        if (!id || (!id.relation && !id.name && !id.stranger)) continue;
        // The whole object and the verb: "La puerta forzada la descubrí yo".
        const act = { start: 0, end: verb.end };
        add(roleClaim(sentence, act, id, true), id, { start: 0, end: id.end });
        break;
      }
    }
  }

  // German with the object first: "Die Tür hat der Vermieter selbst aufgebrochen", "Die Papiere hat mir
  // damals die Chefin der Pension abgenommen, Frau Koç". A definite object makes it one act.
  const v2 =
    language === "de"
      ? /^(?:die|den|das|meine|meinen|mein|unsere|unseren)\s+([\p{L}-]+)(?:\s+(?:fur|von|vom|mit|aus|zum|zur|im|am|uber)\s+(?:(?:der|die|das|den|dem|des|ein|eine|einen|einem|meine|meinen|meinem|meiner|unsere|unseren|unserem|unserer)\s+)?(?:[\p{L}-]+\s+)?[\p{L}-]+)?\s+(?:hat|haben|hatte|hatten)\s+(?:(?:mir|mich|uns)\s+)?(?:(?:damals|auch|dann)\s+)*/u.exec(
          text,
        )
      : null;
  if (v2 && v2[1]) {
    const from = v2[0].length;
    const nounEnd = v2[0].indexOf(v2[1]) + v2[1].length;
    const rest = sentence.words.filter((word) => word.start >= from);
    const skip = (word: Word) =>
      isCapital(word) ||
      DEFINITES.de.has(word.folded) ||
      INDEFINITES.de.has(word.folded) ||
      POSSESSIVES.de.has(word.folded) ||
      OF.de.has(word.folded) ||
      // "hat mein Schwager ins System eingetragen": a place said before the participle.
      /^(?:ins|im|am|zum|zur|beim|vom|in|an|auf|bei|mit|gleich|schon|sofort)$/u.test(word.folded) ||
      word.folded === "selbst";
    const participle = rest.slice(0, 7).find((word) => !skip(word));
    const clean = participle && !/[,;.]/u.test(sentence.text.slice(from, participle.start));
    if (participle && clean && /(?:t|en)$/u.test(participle.folded)) {
      const id: Identity = identityAt(sentence, from, participle.start) ?? {
        stranger: false,
        nonkin: false,
        start: from,
        end: from,
      };
      // An apposition after the participle: ", Frau Koç", ", ein Mann namens Erol".
      const comma = /^\s*,\s*/u.exec(sentence.text.slice(participle.end));
      const more = comma ? identityAt(sentence, participle.end + comma[0].length, end) : undefined;
      if (more) {
        id.relation ??= more.relation;
        id.name ??= more.name;
        id.stranger = !id.relation && !id.name && (id.stranger || more.stranger);
        id.end = more.end;
      }
      if (id.relation || id.name || id.stranger) {
        // Cut as the act's other words are (see actWords), so that both tellings stem it alike.
        const cut = participle.folded.replace(VERB_ENDINGS[language], "");
        const root = participle.folded.length >= 4 && cut.length >= 3 ? cut : participle.folded;
        const act = { start: 0, end: nounEnd, extra: [frameWord(root, language)] };
        add(roleClaim(sentence, act, id, true), id, { start: 0, end: id.end });
      }
    }
  }

  // The speaker as the doer, stressed: "I rang the tow firm myself", "Marquei eu a consulta", "Die
  // Einwilligung habe ich selber unterschrieben", "J'ai vu les retraits moi-même".
  for (const part of emphaticSelf(sentence, text)) {
    const id: Identity = {
      relation: "self",
      stranger: false,
      nonkin: false,
      start: part.self,
      end: part.selfEnd,
    };
    // An act of two words at least: "I saw it myself" says of no act which. Told before the stress, or
    // after it when the stress comes first ("J'ai moi-même repeint le mur").
    for (const end of part.ends) {
      const claim = roleClaim(sentence, { start: part.start, end, skip: SELF_WORDS }, id, true);
      const plain = [...(claim?.frame ?? [])].filter(
        (word) => !/^[@$≈]/u.test(word) && !DISTINGUISHING.has(word),
      );
      if (!claim || plain.length < 2) continue;
      add(claim, id, { start: part.self, end: part.selfEnd });
      break;
    }
  }
  // The speaker denied as the doer: "it wasn't me who rang 999", "ce n'est pas moi qui ai repeint".
  for (const match of text.matchAll(NOT_ME[language])) {
    const actStart = match.index + match[0].length;
    const id: Identity = {
      relation: "notself",
      stranger: false,
      nonkin: false,
      start: match.index,
      end: match.index + match[0].replace(/\s*\S+\s*$/u, "").length,
    };
    add(roleClaim(sentence, { start: actStart, end: actEnd(sentence, actStart) }, id, true), id, {
      start: match.index,
      end: actStart,
    });
  }

  // The one holder of a role: "my landlord is Mr Patel" against "the landlord, a Mr Hughes".
  for (const match of text.matchAll(HOLDER[language])) {
    const from = match.index + match[0].length;
    const ws = sentence.words.filter((word) => word.start >= from);
    const element = elementAt(sentence, ws, 0);
    const first = ws[0];
    if (!first || !element?.name || element.relation || element.stranger) continue;
    if (SPEECH[language].test(text.slice(0, match.index))) continue;
    const last = ws[element.next - 1];
    if ((last?.end ?? first.end) > sentence.openUntil) continue;
    const payload: RoleValue = {
      kind: "role",
      name: element.name,
      stranger: false,
      nonkin: false,
      definite: true,
      objects: "",
    };
    out.push({
      sentence,
      type: "identity",
      attribute: "holder",
      subject: {
        key: `holder:${relationOf(language, match[1] ?? "") ?? ""}`,
        label: sentence.text.slice(
          match.index,
          match.index + match[0].indexOf(match[1] ?? "") + (match[1] ?? "").length,
        ),
        unique: true,
        start: match.index,
      },
      event: undefined,
      frame: new Set(),
      anchors: anchorsOf(sentence),
      valueStart: first.start,
      valueEnd: last?.end ?? first.end,
      value: sentence.text.slice(first.start, last?.end ?? first.end),
      normalised: identityKey(payload),
      payload,
    });
  }

  out.push(...deniedDoers(sentence, out));

  // Named people's relations: "Grace, my husband's sister", "Amina is my cousin", "a minha sogra, a Dona Rosa".
  for (const id of ids) {
    const claim = personClaim(sentence, id);
    if (claim) out.push(claim);
  }
  const persons = new Set(
    out.filter((claim) => claim.attribute === "person").map((claim) => claim.subject.key),
  );
  const addPerson = (id: Identity | undefined) => {
    if (!id?.name) return;
    const claim = personClaim(sentence, id);
    if (!claim || persons.has(claim.subject.key) || id.end > sentence.openUntil) return;
    if (taken.some((span) => span.start <= id.start && id.end <= span.end)) return;
    persons.add(claim.subject.key);
    out.push(claim);
  };
  for (const match of sentence.text.matchAll(NAME_IS[language])) {
    const written = match[1] ?? "";
    const nameStart = match.index + match[0].indexOf(written);
    const name = words(written).map((word) => word.folded);
    const head = name[0] ?? "";
    if (STOPWORDS[language].has(head) || relationOf(language, head) || PERSON_TITLES[language].has(head))
      continue;
    const from = match.index + match[0].length;
    if (negatedBefore(text, from)) continue;
    const said = identityAt(sentence, from, end);
    if (!said?.relation || said.name) continue;
    // Only relations to the speaker: "is my cousin", "é minha afilhada", "ist mein Halbbruder".
    const [det = "", det2 = ""] = text.slice(from).split(/\s+/u);
    if (!POSSESSIVES[language].has(det) && !POSSESSIVES[language].has(det2)) continue;
    addPerson({ ...said, name, start: nameStart, end: said.end });
  }
  // Appositions anywhere: "my cousin Grace", "Grace, my husband's sister", "a Dona Rosa, uma vizinha".
  for (let i = 0; i < sentence.words.length; i++) {
    const word = sentence.words[i];
    if (!word) continue;
    const starts =
      POSSESSIVES[language].has(word.folded) ||
      INDEFINITES[language].has(word.folded) ||
      DEFINITES[language].has(word.folded) ||
      PERSON_TITLES[language].has(word.folded) ||
      (isCapital(word) && (i > 0 || !OPENERS.test(word.folded)));
    if (!starts) continue;
    const previous = sentence.words[i - 1];
    // "the brother of my husband, Ernesto": the name is the brother's, not the husband's.
    if (
      previous &&
      (DEFINITES[language].has(previous.folded) ||
        POSSESSIVES[language].has(previous.folded) ||
        OF[language].has(previous.folded))
    )
      continue;
    const id = identityAt(sentence, word.start, end);
    // A name, then its relation, must be an apposition that closes: "Grace, my husband's sister, drove me"
    // (not "On Monday, my brother came").
    const closed = (at: number) =>
      /^(?:\s*(?:[,.;:)!?—–]|$)|\s+(?:who|whom|que|qui|der|die|a\s+quem|al\s+que|a\s+la\s+que|den)\s)/u.test(
        text.slice(at),
      );
    if (
      id?.name &&
      id.relation &&
      (!isCapital(word) ||
        PERSON_TITLES[language].has(word.folded) ||
        POSSESSIVES[language].has(word.folded) ||
        INDEFINITES[language].has(word.folded) ||
        DEFINITES[language].has(word.folded) ||
        closed(id.end))
    ) {
      // "Grace, my husband's sister": keep only relations said with "my", "a", or a title.
      addPerson(id);
      i = sentence.words.findIndex((w) => w.start >= id.end) - 1;
      if (i < 0) break;
    }
  }
  // "O Dário, que atravessou comigo, não é da família": a name at the start, then "not family".
  const opening = sentence.words
    .slice(0, 3)
    .find(
      (word) =>
        isCapital(word) && !STOPWORDS[language].has(word.folded) && !PERSON_TITLES[language].has(word.folded),
    );
  if (opening && NONKIN[language].test(text) && !relationOf(language, opening.folded)) {
    const names = sentence.words.filter(
      (word) => isCapital(word) && word.start > opening.start && !STOPWORDS[language].has(word.folded),
    );
    if (names.length === 0) {
      const nonkin: Identity = {
        name: [opening.folded],
        stranger: false,
        nonkin: true,
        start: opening.start,
        end: opening.end,
      };
      addPerson(nonkin);
    }
  }
  return out;
};

/** Whether two acts are one: their words mostly shared, and the same relatives acted on. */
export const rolesAligned = (a: Claim, b: Claim): boolean => {
  const p = a.payload;
  const q = b.payload;
  if (p.kind !== "role" || q.kind !== "role") return false;
  if (a.attribute === "person" || a.attribute === "holder") return true;
  if (p.objects !== q.objects) return false;
  const gender = (claim: Claim) => (claim.frame.has("$m") ? "m" : claim.frame.has("$f") ? "f" : "");
  if (gender(a) && gender(b) && gender(a) !== gender(b)) return false;
  const plain = (word: string) => !/^[@$≈]/u.test(word) && !DISTINGUISHING.has(word);
  const sharedOf = (x: ReadonlySet<string>, y: ReadonlySet<string>) => {
    let n = 0;
    for (const word of x) if (plain(word) && (y.has(word) || y.has(`≈${word}`))) n++;
    return n;
  };
  let sizeA = 0;
  let sizeB = 0;
  for (const word of a.frame) if (plain(word)) sizeA++;
  for (const word of b.frame) if (plain(word)) sizeB++;
  const shared = Math.max(sharedOf(a.frame, b.frame), sharedOf(b.frame, a.frame));
  // One telling's words all in the other ("me amenazó" and "me amenazó con el arma"), or two shared and
  // half of the shorter: "told me to leave" and "told me about the job" are two acts.
  const shorter = Math.min(sizeA, sizeB);
  return shared >= 1 && (shared === shorter || (shared >= 2 && shared / shorter >= 0.5));
};

/** Whether two identities of one doer (or one named person) clash. */
export const rolesConflict = (p: RoleValue, q: RoleValue, person = false): boolean => {
  // "…, not Mrs Dupuis" against "it was Mrs Dupuis who": the one denied is the one told.
  if (p.denied || q.denied) {
    if (p.denied && q.denied) return false;
    const [no, yes] = p.denied ? [p, q] : [q, p];
    if (no.name && yes.name) return no.name.some((word) => yes.name?.includes(word));
    return no.relation !== undefined && !no.name && !yes.name && no.relation === yes.relation;
  }
  if (!p.definite && !q.definite) return false;
  // "It wasn't me who" is against the speaker only: anyone else may have done it.
  if (p.relation === "notself" || q.relation === "notself")
    return p.relation === "self" || q.relation === "self";
  const kin = (relation: string | undefined) =>
    relation !== undefined && KIN.has(relation.split("/").pop() ?? "");
  // A friend can be anyone else too; and one person can be a neighbour and a colleague at once.
  const loose = (relation: string) => relation === "relative" || relation === "friend";
  // A trade against a relation to the speaker other than family or the speaker: one person may be both (a
  // neighbour who is a plumber); one's family and oneself one names as such.
  const trade = isOccupation(p.relation) || isOccupation(q.relation);
  const trades = isOccupation(p.relation) && isOccupation(q.relation);
  const own = (relation: string | undefined) => relation === "self" || kin(relation);
  if (
    (!trade || trades || own(p.relation) || own(q.relation)) &&
    p.relation &&
    q.relation &&
    p.relation !== q.relation &&
    !loose(p.relation) &&
    !loose(q.relation) &&
    (!person || kin(p.relation) || kin(q.relation))
  )
    return true;
  if (p.name && q.name && !p.name.some((word) => q.name?.includes(word))) return true;
  // The speaker against anyone named or a stranger: "c'est moi qui l'ai appelée" against "c'est Nadia qui".
  if (p.relation === "self" && (q.name || q.stranger)) return true;
  if (q.relation === "self" && (p.name || p.stranger)) return true;
  // A stranger may be anyone's trade ("a complete stranger" / "an electrician").
  if (p.stranger && ((q.relation && !isOccupation(q.relation)) || q.name)) return true;
  if (q.stranger && ((p.relation && !isOccupation(p.relation)) || p.name)) return true;
  if ((p.nonkin && kin(q.relation)) || (q.nonkin && kin(p.relation))) return true;
  return false;
};
