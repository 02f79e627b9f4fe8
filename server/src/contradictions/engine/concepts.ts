import { newStemmer, type Stemmer } from "snowball-stemmers";
import type { Language, PerLanguage } from "./text.ts";

/**
 * The words a claim's frame is made of, brought to a common form so that two tellings of one fact align:
 * words naming the same thing in one language ("prison", "jail", "detention"; "incendio", "fuego") become
 * one concept, and other words are cut to a short stem ("arrested" and "arrest", "interrogated" and
 * "interrogation"). Only frames use this; values and proposition keys keep their own words.
 */

/** Words that set one thing apart from another of its kind ("that job" and "the next job"): kept whole. */
export const DISTINGUISHING: ReadonlySet<string> = new Set(
  (
    "next other another previous former new second third last " +
    "siguiente otro otra anterior nuevo nueva segundo segunda ultimo ultima " +
    "seguinte outro outra novo nova ultimo " +
    "nachsten nachste nachster andere anderen anderer neue neuen neuer vorherigen zweite zweiten letzten " +
    "suivant suivante autre precedent precedente nouveau nouvelle nouvel deuxieme dernier derniere"
  ).split(" "),
);

/** The concept of a light verb that helps name an act ("porter plainte", "Anzeige erstatten"): no act alone. */
export const LIGHT_VERB = "~file";

/**
 * Concepts by language: each entry lists folded words, a trailing `*` for a prefix. Kept to things
 * statements are about (places one is held in, work, home, vehicles, attacks, papers one signs), so that a
 * concept never joins two facts a careful reader would keep apart.
 */
const CONCEPTS: PerLanguage<Readonly<Record<string, string>>> = {
  en: {
    detention: "prison* jail* detention detained custody imprison* cell cells arrest*",
    funeral: "funeral* buried bury burial",
    military: "military army",
    fire: "fire fires blaze",
    hospital: "hospital*",
    lab: "lab labs laboratory laboratories",
    work: "work workplace job shift employment",
    smuggler: "smuggler* trafficker*",
    rent: "rent",
    deposit: "deposit",
    attack: "attack* assault* mugg*",
    blows:
      "hit hits hitting beat beats beaten beating beatings slap slapped slapping punch punched punching struck",
    threat: "threat*",
    sign: "sign signed signing",
    room: "room rooms bedroom*",
    vehicle: "car cars vehicle* van truck lorry",
    police: "police policeman policemen officer* cops",
    complaint: "complaint complaints",
    file: "file filed filing lodge lodged lodging",
    school: "school*",
    border: "border*",
    fall: "fell fall falls fallen falling tumbled slip slipped slipping",
    runover: "run-over runover",
    vessel: "ship ships boat boats ferry ferries vessel vessels",
    theft:
      "stole stolen steal steals stealing theft thief thieves nicked pinched pickpocket* robbed robbery burglar*",
    bite: "bit bitten bite bites biting",
    cancel: "cancel cancels cancelled canceled cancelling cancellation",
    photo: "photo photos photograph* photographed",
    call: "call calls rang rung phoned phoning called calling warned alerted notified informed contacted",
    driver: "driver drivers",
    nightclub: "nightclub nightclubs disco discos club clubs",
    fight: "fight fights brawl brawls scuffle punch-up",
    basement: "basement basements cellar cellars",
    flood: "flood floods flooded flooding",
    outage: "outage blackout",
    interrogation: "interrog* questioned questioning",
  },
  es: {
    detention:
      "carcel* prision* preso presa presos detenido* detencion encerrad* encierro calabozo* celda* detuv* arrest*",
    funeral: "entierro enterr* funeral* sepult*",
    military: "militar* ejercito",
    fire: "incendio* fuego",
    hospital: "hospital*",
    lab: "labo labos laboratorio*",
    work: "trabaj* empleo turno",
    smuggler: "coyote pollero traficante* contrabandista*",
    rent: "alquiler renta arriendo",
    deposit: "fianza deposito",
    attack: "agresion agredi* asalt* ataque atac*",
    blows:
      "golpe golpes golpeo golpeaba golpearon golpeado golpeada golpear pego pegaba pegaron pegado pegar abofete* bofetada* punetazo* paliza*",
    threat: "amenaz*",
    sign: "firme firmo firmado firmamos firmar",
    room: "habitacion* cuarto cuartos dormitorio*",
    vehicle: "coche* carro* camion* camioneta* furgoneta* vehiculo*",
    police: "policia* agente* guardia*",
    complaint: "denuncia denuncias denunciar denuncie denuncio denunciado",
    file: "puse pusimos puso presente presento presentamos interpuse interpuso",
    school: "escuela* colegio*",
    border: "frontera*",
    fall: "cai caia caida caidas caido cayo cayeron caimos caer caerme despen* resbal*",
    runover: "atropell* arroll*",
    vessel: "barco barcos buque buques ferri ferry navio navios",
    theft:
      "robo robos robar robaron robado robada robo hurto hurtaron hurtado sustraccion sustraj* ladron* carterista*",
    bite: "mordio mordida mordisco morder mordido",
    cancel: "cancel* anul*",
    photo: "foto fotos fotografi*",
    call: "llame llamo llamamos llamaron llamado llamada llamadas llamar telefonee telefoneo avise avisamos avisaron avisar avisado avisada alerte alerto alertamos alertaron alertar notifique notifico notificaron contacte contactamos contactaron",
    driver: "conductor conductora chofer choferes",
    nightclub: "disco discoteca discotecas boliche",
    fight: "pelea peleas bronca broncas reyerta rina",
    basement: "sotano sotanos",
    flood: "inund* riada",
    outage: "apagon",
    interrogation: "interrog*",
  },
  pt: {
    detention: "prisao preso presa presos cadeia* detido* detencao encarcerad* cela prend* detiv*",
    funeral: "enterro enterr* funeral* sepult*",
    military: "militar* exercito",
    fire: "incendio* fogo",
    hospital: "hospital*",
    lab: "laboratorio*",
    work: "trabalh* emprego servico turno obra",
    smuggler: "atravessador* traficante* contrabandista* coiote*",
    rent: "aluguel aluguer renda",
    deposit: "caucao deposito fianca",
    attack: "agressao agredi* assalt* ataque atac*",
    blows: "bateu bater batia batiam bateram batido espanc* esbofete* bofetada* soco socos murro*",
    threat: "ameac*",
    sign: "assin*",
    room: "quarto quartos",
    vehicle: "carro* camiao camioes caminhao carrinha* viatura* veiculo* mota*",
    police: "policia* agente* esquadra",
    complaint: "queixa queixas",
    file: "fiz fez fizemos apresentei apresentou",
    school: "escola*",
    border: "fronteira*",
    fall: "cai caiu cairam caimos caida caido cair queda quedas despenc* tombo escorreg*",
    runover: "atropel*",
    vessel: "barco barcos navio navios ferry ferri balsa",
    theft: "roubo roubos roubar roubaram roubado roubada furto furtaram furtado ladrao ladroes carteirista*",
    bite: "mordeu mordida morder mordido",
    cancel: "cancel* anul* desmarc*",
    photo: "foto fotos fotografi*",
    call: "liguei ligou ligamos ligaram ligar ligacao ligacoes telefonei telefonou telefonema* chamei chamou chamamos chamaram chamar chamada chamadas chamado avisei avisou avisamos avisaram avisar avisado alertei alertou alertaram contactei contactou contatei contatou contactaram contataram",
    driver: "motorista motoristas condutor condutora",
    nightclub: "discoteca discotecas boate boates balada",
    fight: "briga brigas porrada rixa pancadaria",
    basement: "cave caves porao poroes",
    flood: "inund* cheia enchente",
    outage: "apagao",
    interrogation: "interrog*",
  },
  de: {
    detention: "haft gefangnis* inhaftiert* festgehalten eingesperrt zelle festgenommen festnahme verhaft*",
    funeral: "beerdig* begrab* beisetzung beigesetzt",
    military: "militar* armee wehrdienst",
    fire: "brand feuer",
    hospital: "krankenhaus* klinik*",
    lab: "labor labors laboratorium*",
    work: "arbeit* job schicht arbeitsplatz arbeitsstelle stelle",
    smuggler: "schlepper* schleuser*",
    rent: "miete",
    deposit: "kaution anzahlung angezahlt",
    attack: "uberfall* angriff* angegriffen uberfallen",
    blows:
      "schlag schlage schlagen schlagt schlug schlugen geschlagen verprugel* prugel* ohrfeige* geohrfeigt",
    threat: "bedroh* droh*",
    sign: "unterschr* unterzeich*",
    room: "zimmer* raum raume",
    vehicle: "auto autos wagen fahrzeug* lkw transporter",
    police: "polizei* polizist* bullen",
    complaint: "anzeige anzeigen angezeigt strafanzeige",
    file: "erstattet erstattete gestellt gemacht",
    school: "schule*",
    border: "grenze*",
    fall: "gesturzt sturz sturzte fiel gefallen hingefallen runtergefallen heruntergefallen ausgerutscht rutschte",
    runover: "angefahren uberfahren umgefahren",
    vessel: "schiff schiffe boot boote",
    theft:
      "gestohlen stahl stahlen stehlen diebstahl* dieb diebe entwendet geklaut klauten taschendieb* einbruch* eingebrochen einbrech*",
    bite: "gebissen biss bissen beissen",
    cancel: "storn* abgesagt absagen gekundigt kundigung annull*",
    photo: "foto fotos fotografiert fotografieren",
    call: "angerufen anrufen anrief anriefen anruf anrufe telefoniert telefonierte gerufen verstandigt verstandigte benachrichtigt benachrichtigte alarmiert alarmierte gewarnt warnte",
    driver: "fahrer fahrerin",
    nightclub: "disco diskothek club klub",
    fight: "schlagerei prugelei rauferei",
    basement: "keller*",
    flood: "uberschwemm* hochwasser",
    outage: "stromausfall",
    interrogation: "verhor* vernomm* vernehm*",
  },
  fr: {
    detention: "prison* detention detenu* enferme* incarcere* cellule* arrestation* arrete arretee arretes",
    funeral: "enterr* funerailles obseques inhum*",
    military: "militaire* armee",
    fire: "incendie* feu",
    hospital: "hopital* hospitalis*",
    lab: "labo labos laboratoire*",
    work: "travail* boulot emploi",
    smuggler: "passeur* trafiquant*",
    rent: "loyer",
    deposit: "caution acompte acomptes arrhes",
    attack: "agression agress* attaqu*",
    blows:
      "frappe frapper frappait frappee frappes frappees battu battue battus battre battait gifle giflee gifler giflait gifles",
    threat: "menac*",
    sign: "sign*",
    room: "piece pieces chambre*",
    vehicle: "voiture* vehicule* camion* camionnette* fourgon*",
    police: "police* policier* gendarme*",
    complaint: "plainte plaintes",
    file: "porte deposee depose deposer porter",
    school: "ecole* lycee* college*",
    border: "frontiere*",
    fall: "tombe tombee tombes tombees tomber tombait chute chutes chuter chutee glisse glissee",
    runover: "renverse renversee renverser fauche fauchee faucher",
    vessel: "bateau bateaux navire navires ferry ferries",
    theft: "vole volee voles volees voler voleur* cambriol* subtilis* pickpocket*",
    bite: "mordu mordue morsure mordre",
    cancel: "annul* resili*",
    photo: "photo photos photographi*",
    call: "appele appelee appeles appeler appelais appelait appel appels previens prevenu prevenue prevenus prevenir prevenait prevint alerte alertee alerter averti avertie avertir contacte contactee contacter avise",
    driver: "chauffeur chauffeuse conducteur conductrice",
    nightclub: "boite discotheque discotheques club",
    fight: "bagarre bagarres rixe baston",
    basement: "cave caves sous-sol",
    flood: "inond* crue",
    outage: "coupure panne",
    interrogation: "interrog*",
  },
};

interface ConceptIndex {
  readonly exact: ReadonlyMap<string, string>;
  readonly prefixes: ReadonlyArray<readonly [string, string]>;
}

const index = (concepts: Readonly<Record<string, string>>): ConceptIndex => {
  const exact = new Map<string, string>();
  const prefixes: Array<readonly [string, string]> = [];
  for (const [id, list] of Object.entries(concepts))
    for (const entry of list.split(" ")) {
      if (entry.endsWith("*")) prefixes.push([entry.slice(0, -1), `~${id}`]);
      else exact.set(entry, `~${id}`);
    }
  prefixes.sort((a, b) => b[0].length - a[0].length);
  return { exact, prefixes };
};

const INDEX: PerLanguage<ConceptIndex> = {
  en: index(CONCEPTS.en),
  es: index(CONCEPTS.es),
  pt: index(CONCEPTS.pt),
  de: index(CONCEPTS.de),
  fr: index(CONCEPTS.fr),
};

/** Longer stems are cut to this many letters: enough to keep words apart, few enough to join inflections. */
const STEM = 6;

const ENGLISH: Stemmer = newStemmer("english");
const ROMANCE: Readonly<Record<"es" | "pt" | "fr", Stemmer>> = {
  es: newStemmer("spanish"),
  pt: newStemmer("portuguese"),
  fr: newStemmer("french"),
};

/** Nouns that look like participles ("Gericht", "Gehalt") or end like nouns of acts ("Zeitung"): kept whole. */
const GERMAN_KEPT = new Set(
  (
    "gericht gewicht gesicht gedicht geburt gehalt gewalt gestalt gesamt gebiet geschaft gerucht gesellschaft " +
    "gemeinschaft geschlecht gehirn gelt geist zeitung achtung"
  ).split(" "),
);
/**
 * A weak participle's "ge", after a separable prefix or none: "geprüft", "mitgeteilt". Not a strong one's:
 * "-en" ends plural nouns too ("Geschichten" is no "Schichten").
 */
const GERMAN_PARTICIPLE =
  /^((?:ab|an|auf|aus|bei|ein|mit|nach|vor|weg|zu|zuruck|durch|fest|her|hin|los|um)?)ge(\p{L}{3,}?)e?t$/u;

/**
 * A light German stem, folded: a participle without its "ge" and ending, a noun of the act without "-ung"
 * ("geprüft" and "Prüfung" are "pruf", "mitgeteilt" and "Mitteilung" "mitteil").
 */
const germanStem = (folded: string): string => {
  if (GERMAN_KEPT.has(folded)) return folded;
  const participle = GERMAN_PARTICIPLE.exec(folded);
  if (participle) return `${participle[1] ?? ""}${participle[2] ?? ""}`;
  const act = /^(\p{L}{3,}?)(?:ungen|ung)$/u.exec(folded);
  return act?.[1] ?? folded;
};

/** Stems already computed, per language: a statement repeats its words, and the Snowball rules are not free. */
const STEMS: PerLanguage<Map<string, string>> = {
  en: new Map(),
  es: new Map(),
  pt: new Map(),
  de: new Map(),
  fr: new Map(),
};
const MAX_CACHED = 50_000;

/**
 * A word's Snowball stem ("stopped" and "stop", "incorporé" and "incorporación", "klaxonné" and "klaxon"),
 * cut to STEM letters, so that one act told with another inflection or as a noun still meets itself.
 */
export const stemOf = (folded: string, language: Language): string => {
  const cache = STEMS[language];
  const known = cache.get(folded);
  if (known !== undefined) return known;
  const plain = folded.length > 4 ? folded.replace(/s$/u, "") : folded;
  let stemmed = plain;
  if (language === "en") stemmed = ENGLISH.stem(folded);
  else if (language === "de") stemmed = germanStem(plain);
  else if (language === "fr" || language === "es" || language === "pt") {
    // French stems of four letters or fewer join unrelated words ("partir", "parti"), Spanish and Portuguese
    // ones of three ("lev" of "levar" and "leve"): those keep their form.
    const snowball = ROMANCE[language].stem(folded);
    if (snowball.length >= (language === "fr" ? 5 : 4)) stemmed = snowball;
    // A short French participle agrees with its object: "mise", "mises" and "prise", "faite" are "mis",
    // "pris", "fait" ("je ne les ai pas mises" against "j'ai mis les cales"), "vidées" is "vidé" ("je les
    // ai pas vidées" against "j'ai vidé les poubelles").
    else if (language === "fr") stemmed = plain.replace(/(?<=i[st]|e)e$/u, "");
  }
  // Spanish and Portuguese Snowball stems keep a suffix's first letters ("prestam" of "préstamo" and
  // "prest" of "prestado"): cut one letter shorter.
  const cut = language === "es" || language === "pt" ? STEM - 1 : STEM;
  const out = stemmed.length > cut ? stemmed.slice(0, cut) : stemmed;
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(folded, out);
  return out;
};

/**
 * Verbs that name one act in a statement, by language: each group's words are joined through their stems
 * (stemOf), so that every inflection the stem covers meets the others ("I checked the extinguishers" /
 * "I never inspected them"; "revisé las ruedas" / "no las comprobé"; "mitgeführt" / "nicht mitgenommen").
 * Kept to acts told of things, where two words are one act whatever the object.
 */
const ACT_SYNONYMS: PerLanguage<ReadonlyArray<string>> = {
  en: [
    "check checked checking inspect inspected inspecting verify verified examine examined",
    "throw threw thrown chuck chucked toss tossed hurl hurled fling flung",
    "fix fixed fixing repair repaired repairing mend mended",
    "clean cleaned cleaning scrub scrubbed mop mopped wipe wiped",
    "help helped helping assist assisted",
    "bring brought fetch fetched",
    "shout shouted yell yelled scream screamed",
    "hand handed give gave given",
  ],
  es: [
    "revisar revise reviso revisado comprobar comprobe comprobo comprobado verificar verifique verifico verificado inspeccionar inspeccione inspecciono inspeccionado chequear chequeado controlar controle controlado",
    "tirar tire tiro tirado lanzar lance lanzo lanzado arrojar arroje arrojo arrojado",
    "arreglar arregle arreglo arreglado reparar repare reparo reparado",
    "limpiar limpie limpio limpiado fregar fregue frego fregado",
    "gritar grite grito gritado chillar chille chillo",
    "entregar entregue entrego entregado presentar presente presento presentado",
  ],
  pt: [
    "verificar verifiquei verificou verificado conferir conferi conferiu conferido inspecionar inspecionei inspecionou inspecionado checar chequei checou checado revisar revisei revisou revisado",
    "atirar atirei atirou atirado arremessar arremessei arremessou lancar lancei lancou lancado",
    "consertar consertei consertou consertado arranjar arranjei arranjou arranjado",
    "limpar limpei limpou limpado lavar lavei lavou lavado",
    "gritar gritei gritou berrar berrei berrou",
    "entregar entreguei entregou entregue apresentar apresentei apresentou apresentado",
  ],
  de: [
    "prufen pruft prufte gepruft kontrollieren kontrolliert kontrollierte uberprufen uberpruft uberprufte checken gecheckt",
    "werfen warf geworfen schmeissen schmiss geschmissen",
    "reparieren repariert reparierte flicken geflickt",
    "putzen geputzt putzte reinigen gereinigt reinigte wischen gewischt wischte",
    "schreien schrie geschrien brullen gebrullt brullte",
    "ubergeben ubergab abgeben abgegeben gab aushandigen ausgehandigt uberreichen uberreicht",
    "mitnehmen mitgenommen nahm mitfuhren mitgefuhrt dabeigehabt",
  ],
  fr: [
    "verifier verifie verifiee verifies controler controle controlee inspecter inspecte inspectee examiner examine examinee",
    "lancer lance lancee jeter jete jetee balancer balance balancee",
    "reparer repare reparee depanner depanne depannee",
    "nettoyer nettoye nettoyee laver lave lavee",
    "crier crie hurler hurle",
    "remettre remis remise presenter presente presentee",
  ],
};

/** Each language's act synonyms by stem, built on first use: the stem of the group's first word stands for all. */
let synonymStems: PerLanguage<ReadonlyMap<string, string>> | undefined;
const synonymOf = (stem: string, language: Language): string | undefined => {
  if (!synonymStems) {
    const build = (lang: Language): ReadonlyMap<string, string> => {
      const map = new Map<string, string>();
      for (const group of ACT_SYNONYMS[lang]) {
        const forms = group.split(" ");
        const head = `~${stemOf(forms[0] ?? "", lang)}`;
        for (const form of forms) {
          const own = stemOf(form, lang);
          if (!map.has(own)) map.set(own, head);
        }
      }
      return map;
    };
    synonymStems = { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
  }
  return synonymStems[language].get(stem);
};

/** A folded content word as it goes into a frame: its concept, or itself (distinguishing words), or its stem. */
/** The concept a word names, if any ("rooms" and "bedroom" are "~room"; "Räume" and "Zimmer" too). */
export const conceptOf = (folded: string, language: Language): string | undefined => {
  const concepts = INDEX[language];
  const exact = concepts.exact.get(folded);
  if (exact) return exact;
  for (const [prefix, id] of concepts.prefixes) if (folded.startsWith(prefix)) return id;
  return undefined;
};

export const frameWord = (folded: string, language: Language): string => {
  if (DISTINGUISHING.has(folded)) return folded;
  const concept = conceptOf(folded, language);
  if (concept) return concept;
  const stem = stemOf(folded, language);
  return synonymOf(stem, language) ?? stem;
};
