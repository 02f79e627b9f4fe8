import { phraseRegex, type Language, type PerLanguage } from "./text.ts";

/**
 * Events and states a value can belong to, named across languages so that "nací en 1980" and "I was born
 * in 1981" align. `once` events happen once per subject (a second date or place is a conflict whatever
 * else the sentences say); the others need their other words to agree too.
 */
export interface EventDef {
  readonly id: string;
  readonly once: boolean;
  /** Whether a date can be compared (states such as living somewhere have no single date). */
  readonly dated: boolean;
  /** Whether a place can be compared (a single place per event). */
  readonly placed: boolean;
  readonly cues: PerLanguage<string[]>;
}

export const EVENTS: ReadonlyArray<EventDef> = [
  {
    id: "birth",
    once: true,
    dated: true,
    placed: true,
    cues: {
      en: ["born", "birth", "birthday", "date of birth", "came into the world", "come into the world"],
      es: [
        "naci",
        "nacio",
        "nacido",
        "nacida",
        "nacimiento",
        "nacieron",
        "cumpleanos",
        "vino al mundo",
        "vine al mundo",
      ],
      pt: [
        "nasci",
        "nasceu",
        "nascido",
        "nascida",
        "nascimento",
        "nasceram",
        "aniversario",
        "veio ao mundo",
        "vim ao mundo",
      ],
      // "zur Welt" is a birth when one comes ("kam am 5. Mai zur Welt"), not when one gives it (findEvents).
      de: ["geboren", "geburt", "geburtsdatum", "geburtstag", "geburtsort", "zur welt"],
      fr: [
        "venu au monde",
        "venue au monde",
        "naissance",
        "naquit",
        "suis ne",
        "suis nee",
        "est ne",
        "est nee",
        "es ne",
        "etes ne",
        "sont nes",
        "ne le",
        "nee le",
        "ne a",
        "nee a",
        "ne en",
        "nee en",
        "ne au",
        "nee au",
        "nee",
        "anniversaire",
      ],
    },
  },
  {
    id: "death",
    once: true,
    dated: true,
    placed: true,
    cues: {
      en: ["died", "death", "passed away"],
      es: ["murio", "muerte", "fallecio", "fallecimiento", "fallecido", "fallecida"],
      pt: ["morreu", "morte", "faleceu", "falecimento", "falecido", "falecida"],
      de: ["starb", "gestorben", "tod", "verstorben", "verstarb"],
      fr: ["mort", "morte", "deces", "decede", "decedee", "mourut", "est mort"],
    },
  },
  {
    id: "marriage",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["married", "got married", "wedding"],
      es: ["me case", "se caso", "nos casamos", "se casaron", "boda", "matrimonio"],
      pt: ["casei", "casou", "casamos", "casaram", "me casei", "casamento"],
      de: ["heiratete", "heirateten", "geheiratet", "hochzeit"],
      fr: [
        "me suis marie",
        "me suis mariee",
        "s est marie",
        "s est mariee",
        "nous sommes maries",
        "mariage",
        "ai epouse",
        "a epouse",
      ],
    },
  },
  {
    id: "divorce",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["divorced", "divorce"],
      es: ["me divorcie", "se divorcio", "nos divorciamos", "divorcio"],
      pt: ["divorciei", "divorciou", "divorciamos", "divorcio"],
      de: ["geschieden", "scheidung", "liess mich scheiden", "ließ mich scheiden"],
      fr: ["divorce", "divorcee", "divorces"],
    },
  },
  {
    id: "move",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["moved", "relocated"],
      es: ["me mude", "se mudo", "nos mudamos", "se mudaron", "mudanza"],
      pt: ["mudei", "mudou", "mudamos", "mudaram", "mudanca"],
      de: ["zog", "zogen", "gezogen", "umgezogen", "umzug"],
      fr: ["demenage", "demenagee", "demenages", "demenagement", "me suis installe", "me suis installee"],
    },
  },
  {
    id: "arrival",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: [
        "arrived",
        "arrival",
        "got home",
        "got there",
        "came home",
        "came to",
        "first came",
        "got to",
        "reached",
        "entered",
        "arriving",
      ],
      es: [
        "llegue",
        "llego",
        "llegamos",
        "llegaron",
        "llegada",
        "vine a",
        "vino a",
        "entre en",
        "entre a",
        "pise",
      ],
      pt: [
        "cheguei",
        "chegou",
        "chegamos",
        "chegaram",
        "chegada",
        "vim para",
        "veio para",
        "entrei em",
        "entrei no",
        "entrei na",
        "pisei",
      ],
      de: [
        "kam an",
        "kamen an",
        "angekommen",
        "ankunft",
        "kam nach hause",
        "kam",
        "kamen",
        "ankam",
        "eingereist",
        "einreise",
        "einreisten",
        "reiste ein",
        "reisten ein",
        "erreichte",
        "erreichten",
      ],
      fr: [
        "suis arrive",
        "suis arrivee",
        "est arrive",
        "est arrivee",
        "sommes arrives",
        "arrivee",
        "arrive",
        "arrives",
        "suis venu",
        "suis venue",
        "ai debarque",
        "suis entre",
        "suis entree",
        "entree en",
      ],
    },
  },
  {
    id: "departure",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["left", "departed", "departure", "fled", "escaped", "leaving"],
      es: [
        "sali",
        "salio",
        "salimos",
        "salieron",
        "salida",
        "me fui",
        "se fue",
        "hui",
        "huyo",
        "huimos",
        "escape",
        "me escape",
        "abandone",
        "deje el pais",
        "deje mi pais",
      ],
      pt: [
        "sai",
        "saiu",
        "saimos",
        "sairam",
        "saida",
        "fui embora",
        "foi embora",
        "fugi",
        "fugiu",
        "fugimos",
        "deixei o pais",
        "deixei o meu pais",
        "abandonei",
      ],
      de: [
        "verliess",
        "verließ",
        "verlassen",
        "abgereist",
        "abfahrt",
        "ging weg",
        "fuhr los",
        "floh",
        "flohen",
        "geflohen",
        "flucht",
        "ausgereist",
        "ausreise",
      ],
      fr: [
        "suis parti",
        "suis partie",
        "est parti",
        "est partie",
        "ai quitte",
        "a quitte",
        "depart",
        "ai fui",
        "quitte",
        "quitter",
        "fuite",
      ],
    },
  },
  {
    id: "job_start",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["started working", "began working", "started work", "was hired", "got hired", "joined"],
      es: [
        "empece a trabajar",
        "comence a trabajar",
        "entre a trabajar",
        "me contrataron",
        "empezo a trabajar",
      ],
      pt: ["comecei a trabalhar", "comecou a trabalhar", "fui contratado", "fui contratada", "entrei"],
      de: [
        "angefangen zu arbeiten",
        "fing an zu arbeiten",
        "eingestellt",
        "begann zu arbeiten",
        "angefangen",
      ],
      fr: ["commence a travailler", "ai ete embauche", "ai ete embauchee", "embauche", "embauchee"],
    },
  },
  {
    id: "job_end",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: [
        "was fired",
        "got fired",
        "quit my job",
        "resigned",
        "was dismissed",
        "stopped working",
        "laid off",
        "fired",
        "dismissed",
        "sacked",
        "let go",
        "lost my job",
      ],
      es: [
        "me despidieron",
        "deje el trabajo",
        "deje de trabajar",
        "renuncie",
        "me echaron",
        "despidieron",
        "despedido",
        "despedida",
        "despido",
        "perdi el trabajo",
        "perdi mi trabajo",
      ],
      pt: [
        "fui demitido",
        "fui demitida",
        "me demitiram",
        "deixei o emprego",
        "parei de trabalhar",
        "pedi demissao",
        "demitiram",
        "demitido",
        "demitida",
        "demissao",
        "perdi o emprego",
      ],
      de: [
        "gekundigt",
        "gekündigt",
        "entlassen",
        "aufgehort zu arbeiten",
        "aufgehört zu arbeiten",
        "kundigung",
        "kündigung",
        "entlassung",
        "rausgeworfen",
        "meinen job verloren",
      ],
      fr: [
        "ai ete licencie",
        "ai ete licenciee",
        "licencie",
        "licenciee",
        "ai demissionne",
        "ai arrete de travailler",
        "licenciement",
        "vire",
        "viree",
        "renvoye",
        "renvoyee",
        "perdu mon travail",
        "perdu mon emploi",
      ],
    },
  },
  {
    id: "graduation",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["graduated", "graduation"],
      es: ["me gradue", "me licencie", "graduacion", "se graduo"],
      pt: ["me formei", "formei", "formou", "formatura"],
      de: ["abschluss gemacht", "studium abgeschlossen", "abitur gemacht"],
      fr: ["diplome", "diplomee", "obtenu mon diplome"],
    },
  },
  {
    id: "accident",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["accident", "crash", "collision"],
      es: ["accidente", "choque", "colision"],
      pt: ["acidente", "batida", "colisao"],
      de: ["unfall", "zusammenstoss", "zusammenstoß"],
      fr: ["accident", "collision"],
    },
  },
  {
    id: "incident",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["happened", "occurred", "took place", "incident", "attack", "robbery", "theft", "fire"],
      es: ["ocurrio", "sucedio", "paso", "tuvo lugar", "incidente", "ataque", "robo", "asalto", "incendio"],
      pt: ["aconteceu", "ocorreu", "teve lugar", "incidente", "ataque", "roubo", "assalto", "incendio"],
      de: [
        "passierte",
        "geschah",
        "ereignete sich",
        "fand statt",
        "vorfall",
        "angriff",
        "raub",
        "diebstahl",
        "uberfall",
        "brand",
      ],
      fr: [
        "s est produit",
        "s est produite",
        "a eu lieu",
        "s est passe",
        "s est passee",
        "incident",
        "agression",
        "vol",
        "cambriolage",
        "incendie",
      ],
    },
  },
  {
    id: "meeting",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["met", "first met", "meeting"],
      es: ["conoci", "nos conocimos", "conocio", "reunion"],
      pt: ["conheci", "nos conhecemos", "conheceu", "reuniao"],
      de: ["kennengelernt", "traf", "trafen", "treffen"],
      fr: ["ai rencontre", "a rencontre", "nous sommes rencontres", "rencontre", "reunion"],
    },
  },
  {
    id: "purchase",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["bought", "purchased", "paid"],
      es: ["compre", "compro", "compramos", "pague", "pago"],
      pt: ["comprei", "comprou", "compramos", "paguei", "pagou"],
      de: ["kaufte", "gekauft", "bezahlte", "bezahlt"],
      fr: ["achete", "achetee", "ai paye", "a paye", "paye"],
    },
  },
  {
    id: "sale",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["sold"],
      es: ["vendi", "vendio", "vendimos", "vendido", "vendida"],
      pt: ["vendi", "vendeu", "vendemos", "vendido", "vendida"],
      de: ["verkaufte", "verkauft"],
      fr: ["vendu", "vendue", "vendus"],
    },
  },
  {
    id: "founding",
    once: true,
    dated: true,
    placed: true,
    cues: {
      en: ["founded", "established"],
      es: ["fundo", "fundada", "fundado", "fundacion"],
      pt: ["fundou", "fundada", "fundado", "fundacao"],
      de: ["gegrundet", "gegründet", "grundete", "gründete", "grundung", "gründung"],
      fr: ["fonde", "fondee", "fondation", "cree", "creee"],
    },
  },
  {
    id: "arrest",
    once: false,
    dated: true,
    placed: true,
    cues: {
      en: ["arrested", "detained", "arrest", "taken into custody", "picked me up"],
      es: ["detenido", "detenida", "arrestado", "arrestada", "detuvieron", "arrestaron", "detencion"],
      pt: ["preso", "presa", "detido", "detida", "prenderam", "detiveram", "prisao", "detencao"],
      de: ["verhaftet", "festgenommen", "verhaftung", "festnahme"],
      fr: ["arrete", "arretee", "interpelle", "interpellee", "arrestation", "garde a vue"],
    },
  },
  {
    id: "deportation",
    once: false,
    dated: true,
    placed: false,
    cues: {
      en: ["deported", "deportation", "removed from the country"],
      es: [
        "deportaron",
        "deportado",
        "deportada",
        "deportacion",
        "expulsaron del pais",
        "expulsado del pais",
      ],
      pt: ["deportado", "deportada", "deportaram", "deportacao", "expulsaram do pais", "expulso do pais"],
      de: ["abgeschoben", "abschiebung", "ausgewiesen", "ausweisung"],
      fr: [
        "expulse vers",
        "expulsee vers",
        "expulsion vers",
        "reconduit a la frontiere",
        "deporte",
        "deportee",
      ],
    },
  },
  {
    id: "residence",
    once: true,
    dated: false,
    placed: true,
    cues: {
      en: ["live in", "live at", "lives in", "living in", "reside in", "resides in", "my home is in"],
      es: ["vivo en", "vive en", "resido en", "reside en", "vivimos en"],
      pt: [
        "moro em",
        "moro no",
        "moro na",
        "mora em",
        "mora no",
        "mora na",
        "vivo em",
        "vive em",
        "moramos em",
        "resido em",
      ],
      de: ["wohne in", "wohnt in", "lebe in", "lebt in", "wohnen in", "wohne im", "wohnt im"],
      fr: [
        "habite a",
        "habite au",
        "habite en",
        "vis a",
        "vit a",
        "vis en",
        "vit en",
        "reside a",
        "habitons a",
      ],
    },
  },
  {
    id: "headquarters",
    once: true,
    dated: false,
    placed: true,
    cues: {
      en: ["headquarters", "headquartered in", "head office"],
      es: ["sede central", "sede social", "con sede en", "tiene su sede en"],
      pt: ["sede social", "com sede em", "sediada em", "sediado em", "tem sede em"],
      de: ["hauptsitz", "firmensitz", "mit sitz in", "hat seinen sitz in", "hat ihren sitz in"],
      fr: [
        "siege social",
        "siege est",
        "a son siege",
        "basee a",
        "basee au",
        "basee en",
        "base a",
        "base au",
        "base en",
      ],
    },
  },
  {
    id: "whereabouts",
    once: false,
    dated: false,
    placed: true,
    cues: {
      en: [
        "was in",
        "was at",
        "were in",
        "were at",
        "stayed in",
        "stayed at",
        "spent the night in",
        "spent the day in",
      ],
      es: ["estaba en", "estuve en", "estuvo en", "estabamos en", "me quede en", "pase la noche en"],
      pt: [
        "estava em",
        "estava no",
        "estava na",
        "estive em",
        "estive no",
        "estive na",
        "fiquei em",
        "fiquei no",
        "fiquei na",
      ],
      de: ["war in", "war im", "war bei", "waren in", "befand mich", "blieb in", "war zu hause"],
      fr: [
        "etais a",
        "etais au",
        "etais en",
        "etais chez",
        "ai ete a",
        "suis reste a",
        "suis restee a",
        "ai passe la nuit a",
      ],
    },
  },
];

export const EVENT_BY_ID: ReadonlyMap<string, EventDef> = new Map(EVENTS.map((event) => [event.id, event]));

const EVENT_RES: PerLanguage<ReadonlyArray<{ readonly id: string; readonly re: RegExp }>> = {
  en: EVENTS.map((event) => ({ id: event.id, re: phraseRegex(event.cues.en) })),
  es: EVENTS.map((event) => ({ id: event.id, re: phraseRegex(event.cues.es) })),
  pt: EVENTS.map((event) => ({ id: event.id, re: phraseRegex(event.cues.pt) })),
  de: EVENTS.map((event) => ({ id: event.id, re: phraseRegex(event.cues.de) })),
  fr: EVENTS.map((event) => ({ id: event.id, re: phraseRegex(event.cues.fr) })),
};

export interface EventMention {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

/** Every event cue in a folded sentence, in order. */
export const findEvents = (folded: string, language: Language): EventMention[] => {
  const out: EventMention[] = [];
  for (const { id, re } of EVENT_RES[language]) {
    re.lastIndex = 0;
    for (const match of folded.matchAll(re)) {
      // "Ich habe sie zur Welt gebracht" is giving birth: the date is the child's, not the speaker's.
      if (match[0] === "zur welt" && /^\s+(?:gebracht|bringen|brachte)/u.test(folded.slice(match.index + 8)))
        continue;
      out.push({ id, start: match.index, end: match.index + match[0].length });
    }
  }
  // "Mia kam am 5. Mai zur Welt": coming into the world is a birth, not an arrival.
  const births = out.filter((mention) => mention.id === "birth");
  const kept =
    births.length === 0
      ? out
      : out.filter(
          (mention) =>
            mention.id !== "arrival" ||
            !births.some(
              (birth) =>
                birth.start > mention.start &&
                birth.start - mention.end < 40 &&
                /^(?:came|come|vino|vine|veio|vim|kam|kommt|gekommen|venu|venue)$/u.test(
                  folded.slice(mention.start, mention.end),
                ),
            ),
        );
  return kept.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
};

/**
 * The event of a time or date with no event cue in its clause ("we reached the station at 7:30", "der Laden
 * schloss um 21 Uhr"): never once-only, so it aligns only when the clauses' other words agree.
 */
export const GENERIC_EVENT: EventDef = {
  id: "act",
  once: false,
  dated: true,
  placed: false,
  cues: { en: [], es: [], pt: [], de: [], fr: [] },
};
