import { perLanguage, type Language, type PerLanguage } from "./text.ts";

/**
 * States a thing is in, each with its opposite, told in words that differ on each side: open or shut,
 * switched on or off, awake or asleep, dry or wet, full or empty, raised or lowered, on time or late.
 * "A bolsa tava fechada" / "a bolsa tava aberta"; "la barandilla estaba subida" / "estaba bajada"; "Die
 * Rundumleuchte war eingeschaltet" / "war aus"; "La veilleuse était allumée" / "était éteinte".
 *
 * Each entry is a pair of folded alternations (regex sources), the two sides of one state. Words that are
 * also prepositions or times of day ("on", "off", "up", "down", "late", "tarde", "aus", "zu") are left out,
 * or kept only in a phrase that cannot be one ("war aus", "en retard").
 */
const STATE_PAIRS: PerLanguage<ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["open|opened|unlocked", "shut|closed"],
    ["switched on|turned on|lit|lights on", "switched off|turned off|unlit|lights off"],
    ["awake", "asleep|sleeping"],
    ["dry|bone dry", "wet|soaked|sodden|flooded|waterlogged|muddy"],
    ["full", "empty"],
    ["on time|punctual", "delayed|running late|(?:was|were|arrived|came|turned up|got there) late"],
    ["working|functioning|in working order", "broken|broken down|out of order|faulty|bust|busted"],
    ["covered|covered up", "uncovered|exposed"],
  ],
  es: [
    ["abierto|abierta|abiertos|abiertas", "cerrado|cerrada|cerrados|cerradas"],
    [
      "encendido|encendida|encendidos|encendidas|prendido|prendida|prendidos|prendidas",
      "apagado|apagada|apagados|apagadas",
    ],
    ["despierto|despierta|despiertos|despiertas", "dormido|dormida|dormidos|dormidas|durmiendo"],
    ["subido|subida|subidos|subidas", "bajado|bajada|bajados|bajadas"],
    [
      "seco|seca|secos|secas",
      "mojado|mojada|mojados|mojadas|encharcado|encharcada|encharcados|encharcadas|inundado|inundada",
    ],
    ["lleno|llena|llenos|llenas|cargado|cargada", "vacio|vacia|vacios|vacias"],
    ["puntual|a su hora|a la hora", "con retraso|retrasado|retrasada"],
    [
      "funcionaba|funcionando|operativo|operativa",
      "roto|rota|averiado|averiada|estropeado|estropeada|descompuesto|descompuesta",
    ],
    ["cubierto|cubierta|tapado|tapada", "descubierto|descubierta|destapado|destapada"],
  ],
  pt: [
    ["aberto|aberta|abertos|abertas", "fechado|fechada|fechados|fechadas"],
    [
      "ligado|ligada|ligados|ligadas|ligadona|aceso|acesa|acesos|acesas",
      "desligado|desligada|desligados|desligadas|apagado|apagada|apagados|apagadas",
    ],
    ["acordado|acordada|acordados|acordadas", "a dormir|dormindo|adormecido|adormecida"],
    ["levantado|levantada|subido|subida", "baixado|baixada|descido|descida"],
    [
      "seco|seca|secos|secas",
      "molhado|molhada|molhados|molhadas|encharcado|encharcada|alagado|alagada|alagados|alagadas",
    ],
    ["cheio|cheia|cheios|cheias", "vazio|vazia|vazios|vazias"],
    ["pontual|a horas|na hora", "atrasado|atrasada|com atraso"],
    [
      "funcionava|funcionando|a funcionar|operacional",
      "avariado|avariada|estragado|estragada|quebrado|quebrada|partido|partida",
    ],
    ["coberto|coberta|tapado|tapada", "descoberto|descoberta|destapado|destapada"],
  ],
  de: [
    ["offen|geoffnet|aufgeschlossen", "geschlossen|zugesperrt|verschlossen|zugemacht"],
    [
      "eingeschaltet|angeschaltet|an gewesen|brannte|leuchtete",
      "ausgeschaltet|abgeschaltet|ausgemacht|war aus|waren aus|dunkel",
    ],
    ["wach|hellwach", "schlief|schliefen|schlafend|eingeschlafen"],
    ["trocken", "nass|uberflutet|uberschwemmt|matschig|aufgeweicht"],
    ["voll", "leer"],
    ["hochgeklappt|hochgezogen|oben", "runtergeklappt|heruntergelassen|unten"],
    ["punktlich", "verspatet|verspatung"],
    ["funktionierte|funktionstuchtig|intakt", "kaputt|defekt|beschadigt|zerbrochen"],
    ["abgedeckt|zugedeckt", "unbedeckt|unabgedeckt"],
  ],
  fr: [
    ["ouvert|ouverte|ouverts|ouvertes", "ferme|fermee|fermes|fermees"],
    ["allume|allumee|allumes|allumees", "eteint|eteinte|eteints|eteintes"],
    ["eveille|eveillee|reveille|reveillee", "endormi|endormie|dormait|dormais"],
    ["sec|seche|secs|seches", "mouille|mouillee|trempe|trempee|inonde|inondee|detrempe|detrempee"],
    ["plein|pleine|pleins|pleines", "vide|vides"],
    ["leve|levee|releve|relevee", "baisse|baissee|abaisse|abaissee"],
    ["a l heure|a l heure pile", "en retard|de retard"],
    [
      "fonctionnait|fonctionnel|fonctionnelle|marchait",
      "brise|brisee|casse|cassee|en panne|hors service|defectueux|defectueuse",
    ],
    ["couvert|couverte|bache|bachee", "decouvert|decouverte"],
  ],
};

const compilePairs = (
  pairs: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<readonly [RegExp, RegExp]> =>
  pairs.map(
    ([a, b]) =>
      [
        new RegExp(`(?<![\\p{L}])(?:${a})(?![\\p{L}])`, "u"),
        new RegExp(`(?<![\\p{L}])(?:${b})(?![\\p{L}])`, "u"),
      ] as const,
  );
const COMPILED = perLanguage((language) => compilePairs(STATE_PAIRS[language]));

/** A state told in a span: which pair, which side (false for the first), and the words that tell it. */
export interface StateWord {
  readonly pair: number;
  readonly side: boolean;
  readonly words: string;
  /** Where the words start in the span. */
  readonly index: number;
}

/**
 * The states a folded span (apostrophes as spaces) tells, one per pair; none for a pair whose both sides it
 * tells ("the front door was shut but the back one open" tells two things).
 */
export const statesIn = (language: Language, part: string): StateWord[] => {
  const out: StateWord[] = [];
  COMPILED[language].forEach(([a, b], pair) => {
    const ma = a.exec(part);
    const mb = b.exec(part);
    if (ma && !mb) out.push({ pair, side: false, words: ma[0], index: ma.index });
    else if (mb && !ma) out.push({ pair, side: true, words: mb[0], index: mb.index });
  });
  return out;
};
