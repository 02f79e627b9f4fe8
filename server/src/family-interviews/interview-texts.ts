import type { InterviewQuestion, Relationship } from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";

/** What the interview document says in one language, around the relative's answers. */
export interface InterviewDocumentTexts {
  /** The brand locale, for dates. */
  readonly locale: string;
  /** `relationship` is already worded (RELATIONSHIP_WORDS). */
  readonly title: (relative: string, client: string, relationship: string) => string;
  readonly submitted: (date: string, time: string) => string;
  readonly consent: (relative: string, organisation: string, client: string) => string;
  /** Each question about the client, named by first name, as a practitioner asks a relative. */
  readonly questions: (client: string) => Readonly<Record<InterviewQuestion, string>>;
  readonly relationships: Readonly<Record<Relationship, string>>;
}

// Every line ends with a full stop or a question mark, so that no sentence runs on into the next line.
// The register is the SPA's and the emails': "tú" in Spanish, "Sie" in German, "vous" in French. French
// and Portuguese questions avoid forms that would guess the client's gender.
export const INTERVIEW_DOCUMENT_TEXTS: Readonly<Record<Language, InterviewDocumentTexts>> = {
  en: {
    locale: "en-GB",
    title: (relative, client, relationship) =>
      `Family interview with ${relative} (relationship to ${client}: ${relationship}).`,
    submitted: (date, time) => `Submitted on ${date} at ${time} (UTC).`,
    consent: (relative, organisation, client) =>
      `Consent: ${relative} agreed that ${organisation} may keep these answers and use them in ${client}’s case.`,
    questions: (c) => ({
      relationship: `How do you know ${c}, and since when?`,
      birth: `When and where was ${c} born?`,
      placesLived: `Where has ${c} lived, and in which years?`,
      familyMembers: `Who are ${c}’s family members, how old are they, and where do they live now?`,
      departure: `When and from where did ${c} leave, and how did ${c} travel?`,
      witnessed: `What have you seen yourself of what happened to ${c}, and when and where was it?`,
      anythingElse: `Is there anything else about ${c} that we should know?`,
    }),
    relationships: {
      parent: "parent",
      child: "son or daughter",
      sibling: "brother or sister",
      spouse: "spouse",
      partner: "partner",
      grandparent: "grandparent",
      grandchild: "grandchild",
      uncleOrAunt: "uncle or aunt",
      cousin: "cousin",
      otherRelative: "other relative",
      friend: "friend",
      neighbour: "neighbour",
    },
  },
  es: {
    locale: "es-ES",
    title: (relative, client, relationship) =>
      `Entrevista familiar con ${relative} (relación con ${client}: ${relationship}).`,
    submitted: (date, time) => `Enviada el ${date} a las ${time} (UTC).`,
    consent: (relative, organisation, client) =>
      `Consentimiento: ${relative} aceptó que ${organisation} conserve estas respuestas y las utilice en el caso de ${client}.`,
    questions: (c) => ({
      relationship: `¿De qué conoces a ${c} y desde cuándo?`,
      birth: `¿Cuándo y dónde nació ${c}?`,
      placesLived: `¿Dónde ha vivido ${c} y en qué años?`,
      familyMembers: `¿Quiénes son los familiares de ${c}, qué edad tienen y dónde viven ahora?`,
      departure: `¿Cuándo y desde dónde se marchó ${c}, y cómo viajó?`,
      witnessed: `¿Qué has visto personalmente de lo que le ocurrió a ${c}, y cuándo y dónde fue?`,
      anythingElse: `¿Hay algo más sobre ${c} que debamos saber?`,
    }),
    relationships: {
      parent: "padre o madre",
      child: "hijo o hija",
      sibling: "hermano o hermana",
      spouse: "cónyuge",
      partner: "pareja",
      grandparent: "abuelo o abuela",
      grandchild: "nieto o nieta",
      uncleOrAunt: "tío o tía",
      cousin: "primo o prima",
      otherRelative: "otro familiar",
      friend: "amigo o amiga",
      neighbour: "vecino o vecina",
    },
  },
  pt: {
    locale: "pt-PT",
    title: (relative, client, relationship) =>
      `Entrevista familiar com ${relative} (relação com ${client}: ${relationship}).`,
    submitted: (date, time) => `Enviada em ${date}, às ${time} (UTC).`,
    consent: (relative, organisation, client) =>
      `Consentimento: ${relative} aceitou que ${organisation} guarde estas respostas e as utilize no processo de ${client}.`,
    questions: (c) => ({
      relationship: `Como conhece ${c} e desde quando?`,
      birth: `Quando e onde nasceu ${c}?`,
      placesLived: `Onde viveu ${c} e em que anos?`,
      familyMembers: `Quem são os familiares de ${c}, que idade têm e onde vivem agora?`,
      departure: `Quando e de onde partiu ${c}, e como viajou?`,
      witnessed: `O que viu pessoalmente do que aconteceu a ${c}, e quando e onde foi?`,
      anythingElse: `Há mais alguma coisa sobre ${c} que devamos saber?`,
    }),
    relationships: {
      parent: "pai ou mãe",
      child: "filho ou filha",
      sibling: "irmão ou irmã",
      spouse: "cônjuge",
      partner: "companheiro ou companheira",
      grandparent: "avô ou avó",
      grandchild: "neto ou neta",
      uncleOrAunt: "tio ou tia",
      cousin: "primo ou prima",
      otherRelative: "outro familiar",
      friend: "amigo ou amiga",
      neighbour: "vizinho ou vizinha",
    },
  },
  de: {
    locale: "de-DE",
    title: (relative, client, relationship) =>
      `Familienbefragung mit ${relative} (Beziehung zu ${client}: ${relationship}).`,
    submitted: (date, time) => `Übermittelt am ${date} um ${time} Uhr (UTC).`,
    consent: (relative, organisation, client) =>
      `Einwilligung: ${relative} hat zugestimmt, dass ${organisation} diese Antworten aufbewahrt und im Fall von ${client} verwendet.`,
    questions: (c) => ({
      relationship: `Woher kennen Sie ${c}, und seit wann?`,
      birth: `Wann und wo wurde ${c} geboren?`,
      placesLived: `Wo hat ${c} gelebt, und in welchen Jahren?`,
      familyMembers: `Wer gehört zur Familie von ${c}, wie alt sind diese Personen, und wo leben sie heute?`,
      departure: `Wann und von wo ist ${c} fortgegangen, und wie verlief die Reise?`,
      witnessed: `Was haben Sie selbst von dem gesehen, was ${c} widerfahren ist, und wann und wo war das?`,
      anythingElse: `Gibt es noch etwas über ${c}, das wir wissen sollten?`,
    }),
    relationships: {
      parent: "Vater oder Mutter",
      child: "Sohn oder Tochter",
      sibling: "Bruder oder Schwester",
      spouse: "Ehepartner oder Ehepartnerin",
      partner: "Lebenspartner oder Lebenspartnerin",
      grandparent: "Großvater oder Großmutter",
      grandchild: "Enkel oder Enkelin",
      uncleOrAunt: "Onkel oder Tante",
      cousin: "Cousin oder Cousine",
      otherRelative: "andere verwandte Person",
      friend: "Freund oder Freundin",
      neighbour: "Nachbar oder Nachbarin",
    },
  },
  fr: {
    locale: "fr-FR",
    title: (relative, client, relationship) =>
      `Entretien familial avec ${relative} (lien avec ${client}\u00a0: ${relationship}).`,
    submitted: (date, time) => `Envoyé le ${date} à ${time} (UTC).`,
    consent: (relative, organisation, client) =>
      `Consentement\u00a0: ${relative} a accepté que ${organisation} conserve ces réponses et les utilise dans le dossier de ${client}.`,
    questions: (c) => ({
      relationship: `Comment connaissez-vous ${c}, et depuis quand\u00a0?`,
      birth: `Quels sont la date et le lieu de naissance de ${c}\u00a0?`,
      placesLived: `Quels sont les lieux où ${c} a vécu, et en quelles années\u00a0?`,
      familyMembers: `Qui sont les membres de la famille de ${c}, quel âge ont-ils et où vivent-ils aujourd’hui\u00a0?`,
      departure: `Quand et d’où a eu lieu le départ de ${c}, et comment s’est passé le voyage\u00a0?`,
      witnessed: `Qu’avez-vous vu vous-même de ce qui est arrivé à ${c}, et quand et où était-ce\u00a0?`,
      anythingElse: `Y a-t-il autre chose concernant ${c} que nous devrions savoir\u00a0?`,
    }),
    relationships: {
      parent: "père ou mère",
      child: "fils ou fille",
      sibling: "frère ou sœur",
      spouse: "époux ou épouse",
      partner: "compagnon ou compagne",
      grandparent: "grand-père ou grand-mère",
      grandchild: "petit-fils ou petite-fille",
      uncleOrAunt: "oncle ou tante",
      cousin: "cousin ou cousine",
      otherRelative: "autre membre de la famille",
      friend: "ami ou amie",
      neighbour: "voisin ou voisine",
    },
  },
};
