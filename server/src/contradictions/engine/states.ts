import type { Claim } from "./claims.ts";
import { AUTHOR, OTHER, subjectFor } from "./claims.ts";
import { deniesIn, FORGOT_TO_SAY } from "./cues.ts";
import type { SubjectRef } from "./subjects.ts";
import { anchorsOf, frameWithin, negatedAt, partlyNegatedAt, type SentenceInfo } from "./sentence.ts";
import type { Language, PerLanguage } from "./text.ts";

/**
 * The state a statement gives a thing at the time of the incident, where statements about thefts and
 * accidents turn on it: whether a car, a door or a shed was locked ("I locked the van" / "I'd left the van
 * open", "cerré con llave" / "se quedó abierto", "abgeschlossen" / "ich hatte vergessen abzuschließen"), and
 * whether someone wore a helmet, a harness, a seat belt or a life jacket ("I had my helmet on" / "no
 * helmet", "llevaba el arnés" / "sin arnés", "tava de capacete" / "tava sem capacete", "Helm getragen" /
 * "ohne Helm", "je portais mon casque" / "j'étais tête nue").
 *
 * Told in words that differ on each side, these escape the sentence and clause propositions
 * (propositions.ts), which need the same words asserted and denied. Each claim is keyed by the thing (its
 * kind: a vehicle, a door or room, a helmet…) and tells the state (locked or not, worn or not) and, for a
 * lock, whether the speaker says they did the locking themselves. Left out: habits ("I always lock it"),
 * what was found afterwards ("the door was open when I got back", "the lock was forced"), people locked up,
 * and whatever a sentence reports, supposes or hedges.
 */

/** Folded word alternations, per kind of thing (a regex source each). */
type Lexicon = PerLanguage<Readonly<Record<string, string>>>;

/**
 * Things one locks, by kind. A door, a cabin, a compartment and a room are one kind (one locks a cabin by its
 * door); the vehicles are one. German compounds are listed whole ("Zimmertür", "Kellertür"); their first part
 * says which one.
 */
const LOCKABLE: Lexicon = {
  en: {
    vehicle: "car|cars|van|vans|vehicle|truck|lorry|motorbike|scooter|campervan|motorhome|caravan",
    room: "door|doors|cabin|compartment|room|bedroom|flat|apartment",
    boat: "boat|narrowboat|barge|houseboat",
    building: "shed|garage|workshop|warehouse|house|barn|stable|clubhouse",
    gate: "gate|gates",
    bike: "bike|bikes|bicycle|bicycles",
    safe: "safe|locker|cabinet|showcase|cupboard",
    window: "window|windows",
  },
  es: {
    vehicle: "coche|coches|furgoneta|furgo|furgonetas|camion|camioneta|moto|autocaravana|caravana|vehiculo",
    room: "puerta|puertas|cabina|camarote|habitacion|cuarto|piso|apartamento|compartimento",
    boat: "barco|barca|lancha|velero",
    building: "caseta|garaje|taller|nave|almacen|casa|cobertizo|cuadra",
    gate: "porton|verja|cancela|reja",
    bike: "bici|bicicleta|bicis|bicicletas",
    safe: "caja fuerte|taquilla|vitrina|armario|cajon",
    window: "ventana|ventanas",
  },
  pt: {
    vehicle: "carro|carros|carrinha|viatura|camiao|caminhao|mota|moto|autocaravana|caravana|veiculo",
    room: "porta|portas|cabine|camarote|quarto|apartamento|compartimento",
    boat: "barco|lancha|veleiro",
    building: "barracao|garagem|oficina|armazem|casa de maquinas|casa|arrecadacao|estabulo|pavilhao",
    gate: "portao|cancela",
    bike: "bicicleta|bicicletas|bina",
    safe: "cofre|cacifo|vitrina|montra|armario|gaveta",
    window: "janela|janelas",
  },
  de: {
    vehicle:
      "auto|autos|wagen|transporter|bus|lkw|fahrzeug|motorrad|roller|wohnmobil|wohnwagen|kombi|kastenwagen",
    room: "tur|turen|haustur|zimmertur|kabinentur|hintertur|kellertur|wohnungstur|abteiltur|autotur|fahrertur|seitentur|schiebetur|eingangstur|balkontur|kabine|abteil|zimmer|wohnung",
    boat: "boot|kahn|schiff",
    building: "schuppen|garage|werkstatt|halle|lager|haus|stall|hutte|maschinenhalle|lagerhalle|vereinsheim",
    gate: "tor|gartentor|hoftor|rolltor|garagentor|pforte",
    bike: "fahrrad|rad|rader|fahrrader",
    safe: "tresor|spind|schrank|vitrine|kasse|schublade",
    window: "fenster",
  },
  fr: {
    vehicle: "voiture|voitures|camionnette|fourgon|camion|scooter|moto|camping-car|caravane|vehicule|van",
    room: "porte|portes|cabine|compartiment|chambre|appartement|piece",
    boat: "bateau|peniche|barque|voilier",
    building: "abri|cabanon|garage|atelier|hangar|entrepot|maison|ecurie|remise",
    gate: "portail|grille|barriere",
    bike: "velo|velos|bicyclette",
    safe: "coffre-fort|coffre|casier|vitrine|armoire|tiroir|caisse",
    window: "fenetre|fenetres",
  },
};

/** Things one wears for safety, by kind. German "Gurt" is a harness or a seat belt: one kind, a belt. */
const GEAR: Lexicon = {
  en: {
    helmet: "helmet|helmets|hard hat|crash helmet|my lid",
    belt: "harness|harnesses|seat ?belt|seat ?belts|safety line|lanyard",
    vest: "life ?jacket|life ?jackets|life ?vest|buoyancy aid|hi-vis|high-vis|hi-vis vest|reflective vest|armbands|water wings",
  },
  es: {
    helmet: "casco",
    belt: "arnes|arneses|cinturon de seguridad|cinturon|cinturones",
    vest: "chaleco salvavidas|chalecos salvavidas|chaleco reflectante|chaleco|chalecos|manguitos",
  },
  pt: {
    helmet: "capacete|capacetes",
    belt: "arnes|cinto de seguranca|cinto|cinta",
    vest: "colete salva-vidas|coletes salva-vidas|colete refletor|colete|coletes|bracadeiras",
  },
  de: {
    helmet: "helm|helme|fahrradhelm|schutzhelm|motorradhelm|reithelm|kletterhelm|sturzhelm",
    belt: "gurt|sicherheitsgurt|sicherungsgurt|klettergurt|auffanggurt|gurtzeug",
    vest: "schwimmweste|schwimmwesten|rettungsweste|rettungswesten|warnweste|weste|schwimmflugel",
  },
  fr: {
    helmet: "casque",
    belt: "harnais|baudrier|ceinture de securite|ceinture",
    vest: "gilet de sauvetage|gilets de sauvetage|gilet jaune|gilet fluo|gilet|brassards",
  },
};

/** One regex per language whose named groups are the kinds of thing. */
const lexiconRe = (lexicon: Lexicon): PerLanguage<RegExp> =>
  Object.fromEntries(
    (Object.entries(lexicon) as Array<[Language, Readonly<Record<string, string>>]>).map(
      ([language, kinds]) => [
        language,
        new RegExp(
          Object.entries(kinds)
            .map(([kind, words]) => `(?<${kind}>(?<![\\p{L}-])(?:${words})(?![\\p{L}-]))`)
            .join("|"),
          "gu",
        ),
      ],
    ),
  ) as PerLanguage<RegExp>;

const LOCKABLE_RE = lexiconRe(LOCKABLE);
const GEAR_RE = lexiconRe(GEAR);
/** Any gear word, for one test of a whole sentence (no `g` flag, so no position is kept between tests). */
const GEAR_ANY: PerLanguage<RegExp> = Object.fromEntries(
  (Object.entries(GEAR_RE) as Array<[Language, RegExp]>).map(([language, re]) => [
    language,
    new RegExp(re.source, "u"),
  ]),
) as PerLanguage<RegExp>;

interface Mention {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
  /** The thing as written ("van", "Zimmertür"). */
  readonly word: string;
  /** The word before the thing that says which one ("front door", "Zimmertür"), folded, if any. */
  readonly qualifier?: string;
}

/** The words before a door that say which one, in English ("the front door", "the cabin door"). */
const QUALIFIED =
  /(?:^|\s)(front|back|side|rear|main|kitchen|garden|cabin|patio|bedroom|bathroom|cellar)\s+$/u;
/** The words after a door that say which one ("la puerta trasera", "a porta da cozinha", "porte d'entrée"). */
const QUALIFIED_AFTER =
  /^\s+(?:(trasera|principal|delantera|lateral|de atras|de la cocina|del jardin|traseira|da frente|da cozinha|das traseiras|d'entree|de derriere|arriere|de service|de la cuisine|du jardin))(?![\p{L}])/u;

/** Every thing's word in a language, longest first: a German compound's last part is the longest that ends it. */
const CORE_WORDS: PerLanguage<ReadonlyArray<string>> = (() => {
  const of = (language: Language) =>
    Object.values(LOCKABLE[language])
      .concat(Object.values(GEAR[language]))
      .flatMap((words) => words.split("|"))
      .sort((a, b) => b.length - a.length);
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();

const mentionsOf = (sentence: SentenceInfo, re: RegExp, from: number, to: number): Mention[] => {
  const folded = sentence.folded.slice(0, to);
  re.lastIndex = from;
  const out: Mention[] = [];
  for (let match = re.exec(folded); match; match = re.exec(folded)) {
    const groups = match.groups ?? {};
    const kind = Object.keys(groups).find((name) => groups[name] !== undefined);
    if (!kind) continue;
    const start = match.index;
    const end = start + match[0].length;
    const before = QUALIFIED.exec(folded.slice(Math.max(0, start - 14), start))?.[1];
    const after = QUALIFIED_AFTER.exec(sentence.folded.slice(end, end + 20))?.[1];
    // A German compound's first part ("zimmer" in "zimmertur") says which one.
    const word = match[0];
    const core = CORE_WORDS[sentence.language].find((w) => word.endsWith(w) && word !== w);
    const prefix = sentence.language === "de" && core ? word.slice(0, word.length - core.length) : undefined;
    const qualifier = before ?? after ?? prefix;
    out.push({
      kind,
      start,
      end,
      word: sentence.text.slice(start, end),
      ...(qualifier ? { qualifier } : {}),
    });
  }
  return out;
};

/** What follows a sentence's account of the incident: what was found later, or how the lock was broken. */
const AFTERWARDS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:found|find|came back|come back|got back|get back|returned|got there|got home|arrived|next morning|in the morning|forced|broken|broke|smashed|jemmied|kicked in|prised|pried)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:encontr(?:e|amos|aron|o|ado|ada)|volv\p{L}*|regres\p{L}*|llegu\p{L}*|llego|llegamos|a la manana siguiente|forzad\p{L}*|forzaron|rot[oa]s?|reventad\p{L}*|reventaron)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:encontr(?:ei|amos|aram|ou|ado|ada)|volt\p{L}*|cheg\p{L}*|na manha seguinte|forcad\p{L}*|forcaram|arrombad\p{L}*|arrombaram|partid[oa]s?|partiram)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:fand|fanden|gefunden|vorgefunden|zuruck\p{L}*|kam|kamen|ankam|am nachsten morgen|morgens|aufgebrochen|aufgehebelt|eingeschlagen|aufgeschlitzt|kaputt)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:trouv\p{L}*|retrouv\p{L}*|revenu\p{L}*|rentr\p{L}*|arriv\p{L}*|le lendemain|force[es]?|fracture[es]?|cass\p{L}*)(?![\p{L}])/u,
};

/** A habit, not the incident: "I always lock it", "siempre lo cierro", "ich schließe immer ab". */
const HABIT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?:always|usually|normally|never)\s+(?:lock|locks|wear|wears|put|puts|use|uses|clip|clips)|(?:always|usually|normally)\s+(?:locked|wore|used))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:siempre|nunca|normalmente)\s+(?:\p{L}+\s+)?(?:cierro|cerramos|echo|llevo|llevamos|uso|me pongo|ando)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:sempre|nunca|normalmente)\s+(?:\p{L}+\s+)?(?:tranco|fecho|levo|uso|ponho|ando)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:schliese|schliessen|sperre|trage|tragen|ziehe|fahre)\s+(?:\p{L}+\s+){0,3}?(?:immer|nie|normalerweise|sonst)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:ferme|fermons|verrouille|porte|portons|mets|roule)\s+(?:\p{L}+\s+)?(?:toujours|jamais|d'habitude|normalement)(?![\p{L}])/u,
};

/** A person locked in or up ("locked me in", "nos encerraron"): detention, not a thing's state. */
const PERSON_LOCKED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])locked\s+(?:me|us|him|her|them)(?![\p{L}])|(?<![\p{L}])(?:kept|keep|was|were|been|got)\s+(?:\p{L}+\s+)?locked (?:up|in)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:nos|me|los|las|le|les)\s+(?:encerr\p{L}*|cerr\p{L}*)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:nos|me|os|as)\s+(?:fech\p{L}*|tranc\p{L}*)|(?:fech|tranc)\p{L}*-(?:nos|me|os|as)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:uns|mich|ihn|sie)\s+(?:\p{L}+\s+)?(?:eingesperrt|eingeschlossen|weggesperrt)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:nous|me|m|les|l)\s+(?:a|ont|avait|avaient)?\s*(?:enferm\p{L}*|ferm\p{L}*)(?![\p{L}])/u,
};

/** Words that say a thing was locked (or the speaker locked it), on folded text. */
const LOCKED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:locked|locking|padlocked|chained|bolted|padlock|(?:to|t|not|never|did|i|we)\s+(?:lock|bolt))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:con (?:la )?llave|(?:eche|echo|echamos|echar|echado|echaba)\s+(?:\p{L}+\s+)?la llave|con candado|candado)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:tranc\p{L}*|fechad[oa]s? a chave|(?:fechei|fechou|fechamos|fechar|fechado|fechada)\s+(?:\p{L}+\s+)?a chave|com cadeado|o cadeado|cadeado)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:abgeschlossen|abschlie(?:s|ss)en|abzuschlie(?:s|ss)en|abschlie(?:s|ss)t|abgesperrt|absperren|abzusperren|zugesperrt|zugeschlossen|verriegelt|verriegeln|zu verriegeln|verschlossen|(?:schloss|schlossen|sperrte|sperrten)\s+(?:\p{L}+\s+){0,4}?ab|vorhangeschloss)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:ferm\p{L}* a cle|ferm\p{L}* a clef|verrouill\p{L}*|cadenass\p{L}*|cadenas)(?![\p{L}])/u,
};

/** Words that say a thing was left unlocked: its state only (not who did it). */
const UNLOCKED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:unlocked|(?:left|leave|leaving|stood|stayed|remained|been left)\s+(?:(?!was |were |is |had )[\p{L}-]+\s+){0,3}?(?:open|unlocked|unsecured|wide open))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?:deje|dejo|dejamos|dejaron|dejado|quedo|quedaron|se quedo|se quedaron|quedado)\s+(?:[\p{L}-]+\s+){0,3}?abiert[oa]s?|sin cerrar|sin (?:echar )?(?:la )?llave)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:(?:deixei|deixou|deixamos|deixaram|deixado|ficou|ficaram|tinha ficado)\s+(?:[\p{L}-]+\s+){0,3}?abert[oa]s?|sem trancar|destrancad[oa]s?)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:unverschlossen|unabgeschlossen|offen\s+(?:gelassen|stehen lassen|geblieben)|(?:stand|standen|blieb|war)\s+(?:[\p{L}-]+\s+){0,3}?offen|ohne abzuschlie(?:s|ss)en)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:(?:laisse|laissee|laisses|laissees|reste|restee|restes|restees|restait)\s+(?:[\p{L}-]+\s+){0,3}?ouvert[es]?|deverrouill\p{L}*|sans (?:la |le |l )?(?:verrouiller|fermer a cle))(?![\p{L}])/u,
};

/** Forgetting to lock: "I forgot to lock it", "se me olvidó echar la llave", "ich hatte vergessen abzuschließen". */
const FORGOT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:forgot|forgotten|forget|slipped my mind|never got round|didn't bother|didn t bother|did not bother|hadn't bothered|hadn t bothered)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:olvid\p{L}*)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:esquec\p{L}*)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:vergessen|vergass|verga(?:s|ss)en|verschwitzt)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:oubli\p{L}*)(?![\p{L}])/u,
};

/** Words that say gear was on: "wearing", "had my helmet on", "llevaba", "puesto", "de capacete", "getragen", "portais". */
const WORN: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:wearing|wore|worn|wear|clipped|strapped|buckled|fastened|belted)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:llevaba|llevabamos|llevaban|llevar|llevo|llevado|puest[oa]s?|abrochad[oa]s?|me puse|nos pusimos|se puso)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:levava|levavamos|levavam|usava|usavamos|trazia|traziamos|vestid[oa]s?|post[oa]s?|apertad[oa]s?|afivelad[oa]s?|pus|pusemos|estava de|tava de|estavamos de|ia de)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:getragen|trug|trugen|aufgehabt|aufhatte|aufgesetzt|angelegt|angeschnallt|zugemacht)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:portais|portait|portions|portaient|mis|attache[es]?|boucle[es]?|sur la tete)(?![\p{L}])/u,
};

/** What says gear was on when it follows the gear: "my helmet on", "den Gurt hatte ich um", "Helm oben". */
const WORN_AFTER: Partial<PerLanguage<RegExp>> = {
  en: /^\s+(?:\p{L}+\s+)?on(?![\p{L}])/u,
  de: /^\s+(?:\p{L}+\s+){0,4}?(?:an|auf|um|oben)(?=\s*(?:[,.;:!?]|$|als|wie|und))/u,
};

/** Gear that was not on: "without a helmet", "sin casco", "sem capacete", "ohne Helm", "sans casque", left behind. */
const NOT_WORN_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:without|no|bother with|bothered with)\s+(?:(?:a|an|the|my|his|her|their|our|any)\s+)?$/u,
  es: /(?<![\p{L}])(?:sin|ningun|ninguna)\s+(?:(?:el|la|los|las|mi|su)\s+)?$/u,
  pt: /(?<![\p{L}])(?:sem|nenhum|nenhuma)\s+(?:(?:o|a|os|as|meu|minha|seu|sua)\s+)?$/u,
  de: /(?<![\p{L}])(?:ohne|kein|keine|keinen)\s+(?:(?:den|die|das|meinen|meine|seinen|seine|ihren|ihre)\s+)?$/u,
  fr: /(?<![\p{L}])(?:sans|pas de|aucun|aucune)\s+(?:(?:mon|ma|son|sa|le|la|les)\s+)?$/u,
};

/**
 * Gear one had, told as a clause of its own ("J'avais mon casque, heureusement", "I had my helmet"): worn,
 * when nothing after it says where it was.
 */
const HAD_OWN: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:had|i d had)\s+(?:my|his|her|our|their)\s+$/u,
  es: /(?<![\p{L}])(?:tenia|teniamos)\s+(?:el|la|mi|su|los|las|mis|sus)\s+$/u,
  pt: /(?<![\p{L}])(?:tinha|tinhamos)\s+(?:o|a|o meu|a minha|os|as)\s+$/u,
  de: /(?<![\p{L}])(?:hatte|hatten)\s+(?:ich\s+|wir\s+)?(?:meinen|meine|seinen|seine|ihren|ihre|unsere)\s+$/u,
  fr: /(?<![\p{L}])(?:avais|avait|avions)\s+(?:mon|ma|son|sa|notre|nos|mes|ses)\s+$/u,
};

/** Gear told undone or taken off: "unbuckled", "ia desapertado", "sin abrochar", "offen", "enlevé". */
const UNDONE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:unbuckled|unfastened|unclipped|undone|taken (?:\p{L}+ )?off|took (?:\p{L}+ )?off)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:desabrochad[oa]s?|sin abrochar|quitado|me lo quite|me la quite)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:desapertad[oa]s?|desafivelad[oa]s?|sem apertar|tirado|tirei)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:abgenommen|ausgezogen|abgelegt|nicht zu|offen)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:detache[es]?|deboucle[es]?|enleve[es]?|retire[es]?)(?![\p{L}])/u,
};

/** "To have" just before gear: denied, it is gear not worn ("I didn't have a helmet", "não tinha colete"). */
const HAVE_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:have|had)\s+(?:(?:a|an|the|my|any)\s+)?$/u,
  es: /(?<![\p{L}])(?:tenia|teniamos|tenian|tuve)\s+(?:(?:el|la|mi|su|un|una)\s+)?$/u,
  pt: /(?<![\p{L}])(?:tinha|tinhamos|tinham|tive)\s+(?:(?:o|a|um|uma|o meu|a minha)\s+)?$/u,
  de: /(?<![\p{L}])(?:hatte|hatten|habe|hab)\s+(?:(?:ich|wir)\s+)?(?:(?:den|die|das|meinen|meine)\s+)?$/u,
  fr: /(?<![\p{L}])(?:avais|avait|avions|ai)\s+(?:(?:le|la|mon|ma|un|une)\s+)?$/u,
};

/** Gear left somewhere else: "the helmet was in the box", "se me quedó en la taquilla", "liegen lassen". */
const LEFT_BEHIND: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:left|forgot|stayed|was in|were in|was still in|was back in)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:deje|dejado|olvide|olvidado|se me quedo|se quedo|quedo|estaba en|iban en|iba en)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:deixei|deixado|tinha deixado|esqueci|esquecido|ficou|estava na|estava no|tinha-o na|tinha-o no)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:liegen lassen|liegen gelassen|gelassen|vergessen|lag|lagen|war im|war in der|war noch im)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:laisse|laissee|oublie|oubliee|reste|restee|etait dans|etait reste|etait restee)(?![\p{L}])/u,
};

/** Bareheaded: no helmet, told without the word ("tête nue", "la cabeza al aire", "cabeça descoberta"). */
const BAREHEADED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:bareheaded|bare-headed|nothing on (?:my|his|her) head)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?:con )?la cabeza al aire|sin nada en la cabeza)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:de cabeca descoberta|sem nada na cabeca)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:ohne was auf dem kopf|mit blo(?:s|ss)em kopf)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:tete nue|nu-tete|rien sur la tete)(?![\p{L}])/u,
};

/** "None of us", "ninguno de los dos": a denial that holds for the speaker too. */
const NONE_OF_US: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])none of us(?![\p{L}])/u,
  es: /(?<![\p{L}])ninguno(?: de (?:nosotros|los dos|los tres))?(?![\p{L}])/u,
  pt: /(?<![\p{L}])nenhum de nos(?![\p{L}])/u,
  de: /(?<![\p{L}])keiner von uns(?![\p{L}])/u,
  fr: /(?<![\p{L}])aucun de nous(?![\p{L}])/u,
};

/** A pronoun that takes up a thing told before ("I didn't lock it", "esquecemo-nos de a trancar"). */
const RESUMED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:it|them)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:lo|la|los|las)(?![\p{L}])|(?:ar|er|ir)(?:la|lo)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:de a|de o|a tranquei|o tranquei)(?![\p{L}])|-(?:a|o|la|lo)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:es|ihn|sie|det|dat)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:la|le|l|les)\s+(?:\p{L}+\s+)?(?:verrouill|ferm)/u,
};

/** A mention of state in a clause, before it becomes a claim. */
interface StateFound {
  readonly family: "lock" | "wear";
  readonly thing: Mention;
  readonly start: number;
  readonly end: number;
  readonly state: boolean | undefined;
  readonly act: boolean | undefined;
  /** Who wore the gear: the speaker or a relative; undefined for anyone else (and for locks). */
  readonly wearer?: SubjectRef;
}

const clauseText = (sentence: SentenceInfo, clause: { start: number; end: number }): string =>
  sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " ");

/**
 * The speaker as the doer in a clause: "I", "we", or (Spanish, Portuguese) a verb of the first person
 * ("cerré", "tranquei", "esquecemo-nos"). "My colleague locked it" is not the speaker's act.
 */
const FIRST_PERSON: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:i|we)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:yo|nosotros|nosotras|me|nos)(?![\p{L}])|(?<![\p{L}])(?!(?:aqu|all|ah|as|alg|mam|pap|caf|beb)[éí])(?!(?:primos|ramos|últimos|mínimos|máximos|íntimos)(?![\p{L}]))\p{L}{2,}(?:é|í|amos|imos)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:eu|nós|me)(?![\p{L}])|(?<![\p{L}])(?!(?:primos|ramos|últimos|mínimos|máximos|mesmos)(?![\p{L}]))\p{L}{2,}(?:ei|mos)(?![\p{L}])|\p{L}{2,}mo-nos(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:ich|wir|ick|i)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:je|j|nous|moi)(?![\p{L}])/u,
};

/** Whether the speaker is a doer of a clause, said in it (lower-cased, accents kept, for verb endings). */
const speakerIn = (sentence: SentenceInfo, clause: { start: number; end: number }): boolean =>
  FIRST_PERSON[sentence.language].test(
    sentence.text.slice(clause.start, clause.end).toLowerCase().replace(/[’']/gu, " "),
  );

/** A verb of "we" (Spanish, Portuguese): "llevábamos", "íamos", "tínhamos". */
const WE_VERB: Partial<PerLanguage<RegExp>> = {
  es: /\p{L}(?:abamos|iamos)(?![\p{L}])/u,
  pt: /\p{L}(?:avamos|iamos)(?![\p{L}])/u,
};

/** A clause that opens on a thing or a person ("El chaval de atrás…", "Der Junge…"): its own subject. */
const OPENS_ON_NOUN: PerLanguage<RegExp> = {
  en: /^[\s,;:]*(?:the|a|an|his|her|their|that|this|my|our)\s+(?!helmet|harness|seat|life|lid|day|night|morning|evening|afternoon|time)/u,
  es: /^[\s,;:]*(?:el|la|los|las|un|una|su|sus|ese|esa|aquel|aquella|mi|mis)\s+(?!casco|arnes|cinturon|chaleco|dia|noche|tarde|manana|vez)/u,
  pt: /^[\s,;:]*(?:o|a|os|as|um|uma|o seu|a sua|esse|essa|aquele|aquela|o meu|a minha|meu|minha)\s+(?!capacete|arnes|cinto|colete|dia|noite|tarde|manha|vez)/u,
  de: /^[\s,;:]*(?:der|die|das|ein|eine|sein|seine|ihr|ihre|mein|meine)\s+(?!helm|gurt|weste|sicherheitsgurt|sicherungsgurt|klettergurt|tag|nacht|abend|morgen|mal)/u,
  fr: /^[\s,;:]*(?:le|la|les|l|un|une|son|sa|ses|ce|cet|cette|mon|ma)\s+(?!casque|harnais|ceinture|gilet|jour|soir|nuit|matin|fois)/u,
};

/** A clause opening on the speaker's own gear: "my helmet", "mi casco", "o meu capacete", "mein Helm". */
const MY_GEAR: PerLanguage<RegExp> = {
  en: /^[\s,;:]*my\s+(?:helmet|harness|seat ?belt|life ?jacket|lid)/u,
  es: /^[\s,;:]*mis?\s+(?:casco|arnes|cinturon|chaleco)/u,
  pt: /^[\s,;:]*(?:o\s+meu|a\s+minha|meu|minha)\s+(?:capacete|arnes|cinto|colete)/u,
  de: /^[\s,;:]*(?:mein|meinen|meine)\s+(?:\p{L}*helm|\p{L}*gurt|\p{L}*weste)/u,
  fr: /^[\s,;:]*(?:mon|ma)\s+(?:casque|harnais|ceinture|gilet)/u,
};

/** A clause whose subject is a third person: "she had her helmet on", "ela estava de capacete". */
const THIRD_PERSON: PerLanguage<RegExp> = {
  en: /^[\s,;:]*(?:he|she|they)(?![\p{L}])/u,
  es: /^[\s,;:]*(?:el|ella|ellos|ellas)\s+(?!casco|arnes|cinturon|chaleco)/u,
  pt: /^[\s,;:]*(?:ele|ela|eles|elas)(?![\p{L}])/u,
  de: /^[\s,;:]*(?:er|sie)(?![\p{L}])/u,
  fr: /^[\s,;:]*(?:il|elle|ils|elles)(?![\p{L}])/u,
};

/**
 * Who wore the gear told in a clause: the speaker or a relative said there; the speaker of a clause told
 * without a subject word ("No llevaba casco", "Naquele dia subi sem capacete", "Con el casco puesto") or with
 * a verb of "we", unless it opens on someone else ("El chaval de atrás no llevaba casco"); else nobody known.
 */
const wearerOf = (
  sentence: SentenceInfo,
  clause: { start: number; end: number },
  text: string,
): SubjectRef | undefined => {
  const language = sentence.language;
  if (NONE_OF_US[language].test(text) || WE_VERB[language]?.test(text) === true) return AUTHOR;
  // "Mon casque était resté dans le camion": the speaker's own gear.
  if (MY_GEAR[language].test(text)) return AUTHOR;
  const subject = subjectFor(sentence, clause.end - 1);
  if (subject.key.startsWith("rel:") && subject.implied !== true) return subject;
  if (OPENS_ON_NOUN[language].test(text) || THIRD_PERSON[language].test(text)) return undefined;
  if ((subject.key === "author" && subject.implied !== true) || speakerIn(sentence, clause)) return AUTHOR;
  // Spanish and Portuguese drop the subject: a clause with none said is the speaker's.
  const pronounless = language === "es" || language === "pt";
  const said = sentence.subjects.some((other) => other.start < clause.end && other.key !== "author");
  return pronounless && !said ? AUTHOR : undefined;
};

/**
 * A sentence's time anchors for a state: German "als ich…" is a time of life only before "klein", "Kind",
 * "jung" or an age ("als ich zehn war"); "als ich abgerutscht bin" is the incident's own moment.
 */
const stateAnchors = (sentence: SentenceInfo) => {
  const anchors = anchorsOf(sentence);
  if (
    sentence.language !== "de" ||
    /(?<![\p{L}])als ich\s+(?:noch\s+)?(?:klein|kind|jung|jugendlich|schuler|\d|\p{L}+zehn|zehn|elf|zwolf)/u.test(
      sentence.folded,
    )
  )
    return anchors;
  return { ...anchors, frames: anchors.frames.filter((frame) => frame !== "als ich") };
};

/** A clause's span without its surrounding spaces and punctuation: the passage a finding highlights. */
const clauseSpan = (sentence: SentenceInfo, clause: { start: number; end: number }) => {
  const text = sentence.text.slice(clause.start, clause.end);
  const lead = text.length - text.trimStart().replace(/^[\s,;:.!?—–-]+/u, "").length;
  const trail = text.length - text.trimEnd().replace(/[\s,;:.!?—–-]+$/u, "").length;
  return { start: clause.start + lead, end: Math.max(clause.start + lead, clause.end - trail) };
};

/**
 * Two things side by side in English are one, named by the second ("the bike shed", "the cabin door"), which
 * the first says more of.
 */
const heads = (sentence: SentenceInfo, mentions: Mention[]): Mention[] => {
  if (sentence.language !== "en") return mentions;
  return mentions
    .filter((mention, i) => {
      const next = mentions[i + 1];
      return !(next && /^\s+$/u.test(sentence.text.slice(mention.end, next.start)));
    })
    .map((mention) => {
      const before = mentions.find((other) => /^\s+$/u.test(sentence.text.slice(other.end, mention.start)));
      return before ? { ...mention, qualifier: sentence.folded.slice(before.start, before.end) } : mention;
    });
};

const lockStates = (sentence: SentenceInfo, last: SentenceInfo | undefined): StateFound[] => {
  const language = sentence.language;
  const out: StateFound[] = [];
  const clauses = sentence.clauses;
  const lockClauses = clauses.filter((clause) => {
    const text = clauseText(sentence, clause);
    return LOCKED[language].test(text) || UNLOCKED[language].test(text);
  });
  const afterwards = AFTERWARDS[language].test(sentence.folded.replace(/[’']/gu, " "));
  for (const clause of lockClauses) {
    const text = clauseText(sentence, clause);
    if (HABIT[language].test(text) || PERSON_LOCKED[language].test(text)) continue;
    if (clause.end > sentence.openUntil) continue;
    const cue = LOCKED[language].exec(text) ?? UNLOCKED[language].exec(text);
    if (!cue) continue;
    const at = clause.start + cue.index;
    // The thing: in the clause (the nearest to the cue); else in the sentence when this is its only
    // clause about a lock; else, for a pronoun ("I didn't lock it"), the one thing the sentence before names.
    const near = (things: Mention[]) =>
      [...things].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0];
    const inClause = heads(sentence, mentionsOf(sentence, LOCKABLE_RE[language], clause.start, clause.end));
    let thing = near(inClause);
    if (!thing && lockClauses.length === 1)
      thing = near(mentionsOf(sentence, LOCKABLE_RE[language], 0, sentence.text.length));
    if (!thing && last && last.language === language && RESUMED[language].test(text)) {
      const before = mentionsOf(last, LOCKABLE_RE[language], 0, last.text.length);
      const kinds = new Set(before.map((mention) => mention.kind));
      if (kinds.size === 1) thing = before[0] && { ...before[0], start: -1, end: -1 };
    }
    if (!thing) continue;
    const negated = negatedAt(sentence, clause.start);
    if (negated && partlyNegatedAt(sentence, clause.start)) continue;
    // "Ich hatte vergessen, die Garage abzuschließen": the forgetting is the clause before.
    const index = clauses.indexOf(clause);
    const previous = index > 0 ? clauses[index - 1] : undefined;
    // "I forgot to tell you, I locked it": forgetting to say is no forgetting to lock.
    const forgot =
      (FORGOT[language].test(text) && !FORGOT_TO_SAY[language].test(text)) ||
      (previous !== undefined &&
        !lockClauses.includes(previous) &&
        FORGOT[language].test(clauseText(sentence, previous)) &&
        !FORGOT_TO_SAY[language].test(clauseText(sentence, previous)));
    // "I didn't forget to lock it" denies the forgetting; "I didn't bother locking it" is one.
    const forgettingDenied =
      forgot && negated && deniesIn(language, text.replace(/[’']/gu, " ").replace(FORGOT[language], " "));
    const unlocked = UNLOCKED[language].test(text);
    const locked = LOCKED[language].test(text);
    const speaker = speakerIn(sentence, clause);
    let state: boolean | undefined;
    let act: boolean | undefined;
    if (unlocked && !negated) {
      // "I'd left the car open", "it stood unlocked till morning".
      state = false;
      if (speaker && /(?<![\p{L}])(?:left|deje|dejamos|deixei|deixamos|gelassen|laisse|laissee)/u.test(text))
        act = false;
    } else if (locked && forgot && !forgettingDenied) {
      // "I forgot to lock it", "I didn't bother locking the door".
      state = false;
      if (speaker) act = false;
    } else if (locked) {
      // "I didn't forget to lock it": denied forgetting is the act done.
      if (negated && !forgot) {
        // "I didn't lock the car": the speaker did not; someone else may have. "The car wasn't locked".
        if (speaker) act = false;
        else state = false;
      } else {
        state = true;
        if (speaker) act = true;
      }
    } else continue;
    // What was found afterwards ("the door was open when I got back") is not the state one left it in.
    if (act === undefined && afterwards) continue;
    out.push({ family: "lock", thing, ...clauseSpan(sentence, clause), state, act });
  }
  return out;
};

const wearStates = (sentence: SentenceInfo): StateFound[] => {
  const language = sentence.language;
  const out: StateFound[] = [];
  for (const clause of sentence.clauses) {
    if (clause.end > sentence.openUntil) continue;
    const text = clauseText(sentence, clause);
    if (HABIT[language].test(text)) continue;
    const gear = mentionsOf(sentence, GEAR_RE[language], clause.start, clause.end);
    const bare = BAREHEADED[language].exec(text);
    const found: Array<{ thing: Mention; state: boolean }> = [];
    if (bare) {
      const start = clause.start + bare.index;
      const end = start + bare[0].length;
      // No word for the helmet itself: the finding names the other side's.
      const thing: Mention = { kind: "helmet", start, end, word: "" };
      found.push({ thing, state: false });
    }
    const negated = negatedAt(sentence, clause.start);
    if (negated && partlyNegatedAt(sentence, clause.start)) continue;
    for (const thing of gear) {
      // Spanish "casco" is a hull too ("el casco del barco") and an old town ("casco antiguo").
      if (
        language === "es" &&
        /^\s+(?:antiguo|historico|viejo|urbano|del barco|de la barca|de la lancha)/u.test(
          sentence.folded.slice(thing.end, thing.end + 16),
        )
      )
        continue;
      const before = sentence.folded.slice(clause.start, thing.start).replace(/[’']/gu, " ");
      if (NOT_WORN_BEFORE[language].test(before)) {
        found.push({ thing, state: false });
        continue;
      }
      if (LEFT_BEHIND[language].test(text)) {
        if (!negated) found.push({ thing, state: false });
        continue;
      }
      const after = sentence.folded.slice(thing.end, clause.end);
      if (UNDONE[language].test(text)) {
        if (!negated) found.push({ thing, state: false });
        continue;
      }
      if (negated && HAVE_BEFORE[language].test(before)) {
        found.push({ thing, state: false });
        continue;
      }
      const had = HAD_OWN[language].test(before) && /^[\s.,;:!]*$/u.test(after);
      if (!had && !WORN[language].test(text) && WORN_AFTER[language]?.test(after) !== true) continue;
      found.push({ thing, state: !negated });
    }
    const span = clauseSpan(sentence, clause);
    for (const value of found) {
      // Two tellings of one kind of gear in one clause ("one had a helmet, the other none"): left out.
      if (found.some((other) => other !== value && other.thing.kind === value.thing.kind)) continue;
      const wearer = wearerOf(sentence, clause, text);
      out.push({ family: "wear", ...value, ...span, act: undefined, ...(wearer ? { wearer } : {}) });
    }
  }
  return out;
};

/**
 * State claims of one sentence (`last` is the sentence before it in its document, for "I didn't lock it").
 * A lock is the thing's, told by anyone: "state:lock:vehicle". Gear is the wearer's: "state:wear:helmet" of
 * the speaker, or of nobody in particular for a third person, who meets another telling by their words.
 */
export const stateClaims = (sentence: SentenceInfo, last: SentenceInfo | undefined): Claim[] => {
  // Clauses a guard covers (reported speech, conditions, modals, questions) are skipped one by one.
  if (sentence.openUntil === 0 || sentence.text.length > 300) return [];
  // Most sentences name no lock and no gear: one look at the whole sentence settles it.
  const language = sentence.language;
  const folded = sentence.folded.replace(/[’']/gu, " ");
  const locks = LOCKED[language].test(folded) || UNLOCKED[language].test(folded);
  const gear = GEAR_ANY[language].test(folded) || BAREHEADED[language].test(folded);
  if (!locks && !gear) return [];
  const found = [...(locks ? lockStates(sentence, last) : []), ...(gear ? wearStates(sentence) : [])];
  return found.map((value) => {
    const thing = value.thing;
    const frame = frameWithin(sentence, 0, sentence.text.length, [
      value,
      ...(thing.start >= 0 ? [thing] : []),
    ]);
    // Gear is its wearer's: the speaker or a relative; a third person is nobody in particular.
    const wearer = value.family === "wear" ? value.wearer : undefined;
    const positive = value.state ?? value.act ?? false;
    return {
      sentence,
      type: "negation" as const,
      attribute: `state:${value.family}:${thing.kind}`,
      subject: wearer ?? OTHER,
      event: undefined,
      frame,
      anchors: stateAnchors(sentence),
      valueStart: value.start,
      valueEnd: value.end,
      value: sentence.text.slice(value.start, value.end),
      normalised: positive
        ? value.family === "lock"
          ? "locked"
          : "worn"
        : value.family === "lock"
          ? "unlocked"
          : "not worn",
      payload: {
        kind: "state" as const,
        thing: thing.word,
        ...(value.state !== undefined ? { state: value.state } : {}),
        ...(value.act !== undefined ? { act: value.act } : {}),
        ...(thing.qualifier ? { qualifier: thing.qualifier } : {}),
      },
    };
  });
};
