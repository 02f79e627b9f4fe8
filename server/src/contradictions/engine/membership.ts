import { plainClaim, subjectFor, type Claim } from "./claims.ts";
import { negatedAt, type SentenceInfo } from "./sentence.ts";
import { fold, type PerLanguage } from "./text.ts";

/**
 * Membership of a party or an organisation, a fact that weighs in many claims: "I was a member of the
 * BNP", "fui militante de un partido", "ich war Mitglied der HDP", "je suis militant de l'UFDG" against a
 * denial of any membership at all ("I have never been a member of any political party", "nunca he
 * pertenecido a ningún partido", "ich war nie Mitglied einer Partei", "je n'ai jamais fait partie d'aucun
 * parti"). A denial of one named party is left to the propositions (it meets only that party).
 */
const MEMBER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:members? of|membership of|joined|belonged to|belong to|activist (?:of|for|in)|militant of)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:miembros? del?|militante del?|militaba en|milite en|afiliad[oa] a|me afilie a|pertenec[\p{L}]* a|pertenezco a)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:membros? d[aeo]s?|militante d[aeo]s?|militava n[aeo]s?|filiad[oa] a|filiei-me|pertenci a|pertenco a|pertencia a)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:mitglied|beigetreten|angehort|angehorte)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:membre (?:de|du|des|d)|militante?|adherente? (?:de|du|a|au|d)|fait partie (?:de|du|d))(?![\p{L}])/u,
};
/** Any party or organisation at all: what a universal denial of membership names. */
const ANY_PARTY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:any|a) (?:other )?(?:political )?(?:party|parties|organi[sz]ation|group|movement)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:ningun|ninguna|algun|alguna) (?:otro |otra )?(?:partido|organizacion|movimiento|grupo)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:nenhum|nenhuma|qualquer) (?:outro |outra )?(?:partido|organizacao|movimento|grupo)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:einer|keiner|irgendeiner) (?:anderen )?(?:politischen )?(?:partei|organisation|gruppe|bewegung)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:aucun|aucune|un|une) (?:autre )?(?:parti|organisation|mouvement|groupe)(?![\p{L}])/u,
};

/** A clause that limits what it says to a time or a place. */
const LIMITED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:while|when|before|after|until|back home|back then|at the time|in my country)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:mientras|cuando|antes de|despues de|hasta|en mi pais|en aquel entonces|en esa epoca)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:enquanto|quando|antes de|depois de|ate|no meu pais|naquela altura|naquela epoca)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wahrend|als|bevor|nachdem|bis|in meiner heimat|damals|zu der zeit)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:pendant|lorsque|quand|avant|apres|jusqu|dans mon pays|a l epoque|a cette epoque)(?![\p{L}])/u,
};

const FAMILY =
  /(?<![\p{L}])(?:family|familia|familie|famille|clan|tribe|tribu|stamm|household|church choir)(?![\p{L}])/u;
const ORGANISATION =
  /(?<![\p{L}])(?:party|partido|partei|parti|union|sindicato|gewerkschaft|syndicat|movement|movimiento|movimento|bewegung|mouvement|organi[sz]ation|organizacion|organizacao|association|asociacion|associacao|verein|militia|milicia|milicia|miliz|milice|church|iglesia|igreja|kirche|eglise|group|grupo|gruppe|groupe)(?![\p{L}])/u;

export const membershipClaims = (sentence: SentenceInfo): Claim[] => {
  if (sentence.guarded) return [];
  const language = sentence.language;
  const cue = MEMBER[language].exec(sentence.folded.replace(/['’]/gu, " "));
  if (!cue) return [];
  const subject = subjectFor(sentence, cue.index);
  if (subject.key === "other" || subject.key.startsWith("ne:")) return [];
  const negated = negatedAt(sentence, cue.index);
  const any = ANY_PARTY[language].test(sentence.folded.replace(/['’]/gu, " "));
  // An assertion names what one belongs to; a denial counts only when it denies any membership at all.
  if (negated && !any) return [];
  if (!negated && any) return [];
  // A denial limited to a time or a place ("while I lived in Cameroon", "before 2015") says nothing of
  // the rest of one's life.
  if (
    negated &&
    (sentence.dates.length > 0 || sentence.frames.length > 0 || LIMITED[language].test(sentence.folded))
  )
    return [];
  // What one belongs to must be a party or an organisation: a name or such a noun, not one's family.
  const after = sentence.text.slice(cue.index + cue[0].length, cue.index + cue[0].length + 40);
  if (!negated) {
    if (FAMILY.test(sentence.folded.slice(cue.index, cue.index + cue[0].length + 40))) return [];
    if (!/(?<![\p{L}])\p{Lu}[\p{L}-]*/u.test(after) && !ORGANISATION.test(fold(after))) return [];
  }
  const valueStart = cue.index;
  const valueEnd = Math.min(sentence.text.length, cue.index + cue[0].length + 24);
  return [
    plainClaim(sentence, {
      type: "negation",
      attribute: "membership",
      subject,
      valueStart,
      valueEnd,
      normalised: negated ? "negative" : "positive",
      payload: { kind: "polarity", key: "membership", positive: !negated },
    }),
  ];
};
