/**
 * Explanation codes the engine puts on findings. The SPA words each one in the reader's language
 * (`contradictions.explanations.<code>`); every param is a plain string. Shared params: `subject` (as
 * written, or "I" for the author) and `attribute` (an attribute id such as "birth.date", "age",
 * "count:child", "residence.place", "name", "nationality"; see docs/contradictions.md), and `left`/`right`
 * (the two normalised values, left from the checked document).
 *
 * - date_mismatch {subject, attribute, left, right}:
 *     "The two passages give different dates for {attribute} of {subject}: {left} and {right}."
 *     (left/right are ISO dates: "2019-03-03", "2019-03", "2019"; "--03-03" when no year is given, "---22" for a day told without its month)
 * - sole_date_mismatch {subject, left, right}:
 *     "Each statement gives one date only, for what it tells, and the two differ: {left} and {right}." (two
 *     statements that each date one event, told in different words: the reader checks it is the same event)
 * - weekday_mismatch {subject, attribute, left, right, date, dateWeekday, weekday}:
 *     "One passage gives {date}, which was a {dateWeekday}; the other says it was a {weekday}." (one
 *     passage tells a weekday alone; `dateWeekday` and `weekday` are ISO weekdays, "W1" Monday … "W7" Sunday,
 *     and a weekday alone is normalised so too)
 * - sole_time_mismatch {subject, left, right}:
 *     "Each statement gives one time only, and the two differ: {left} and {right}." (as sole_date_mismatch)
 * - time_mismatch {subject, attribute, left, right}:
 *     "The two passages give different times for {attribute} of {subject}: {left} and {right}." (HH:MM)
 * - number_mismatch {subject, attribute, left, right, unit}:
 *     "The two passages give different numbers of {unit} for {subject}: {left} and {right}."
 * - age_mismatch {subject, left, right}:
 *     "The two passages give {subject} different ages: {left} and {right} years."
 * - age_birth_mismatch {subject, birthYear, year, age, expected}:
 *     "Born in {birthYear}, the person would have been {expected} in {year}, not {age}." (expected:
 *     "22–23", or "22" when the months of both are told)
 * - age_beyond_telling {subject, birthYear, year, age, most}:
 *     "Born in {birthYear}, the person was at most {most} in {year}, when this statement was uploaded, not
 *     {age}." (an age told at no date, against the document's upload)
 * - money_mismatch {subject, attribute, left, right, currency}:
 *     "The two passages give different sums for {attribute}: {left} and {right} {currency}."
 * - duration_mismatch {subject, attribute, left, right}:
 *     "The two passages give different durations for {attribute}: {left} and {right}." (values like "3 year")
 * - quantity_mismatch {subject, attribute, left, right, unit}:
 *     "The two passages give different measurements of {attribute}: {left} {unit} and {right} {unit}."
 *     (also used for distances, with unit "m")
 * - place_mismatch {subject, attribute, left, right}:
 *     "The two passages place {attribute} of {subject} in different places: {left} and {right}."
 *     (values are the places as named, with the country code when known: "Madrid (ES)")
 * - nationality_mismatch {subject, left, right}:
 *     "The two passages give {subject} different nationalities: {left} and {right}." (ISO country codes)
 * - name_mismatch {subject, left, right}:
 *     "The two passages give {subject} different names: {left} and {right}."
 * - belonging_mismatch {subject, left, right}:
 *     "The two passages give {subject} different religions or ethnic groups: {left} and {right}."
 * - absent_person {subject, name}:
 *     "One passage names {name} in what happened; the other says {name} was not there."
 * - stayed_or_went {subject, person}:
 *     "One passage says {person} stayed behind; the other says {person} went along with the speaker." (person:
 *     the relative as written on the left, "Mon frère")
 * - role_mismatch {subject, left, right}:
 *     "Two different accounts of who did it: {left} and {right}." (subject: the act as written on the left;
 *     left/right: the doer as written, "my neighbour, Mr Doyle" and "a complete stranger")
 * - doer_denied {subject, doer}:
 *     "One passage names {doer} as the one who did it; the other says it was not {doer}." (subject: the act
 *     as written on the left; doer: the one told as the doer, as written)
 * - relation_mismatch {subject, left, right}:
 *     "Two different relations to the speaker for the same person: {left} and {right}." (subject: the name)
 * - description_mismatch {subject, left, right}:
 *     "Two different descriptions of the same thing: {left} and {right}." (left/right: the words as written,
 *     "white" and "red"; subject: the thing's holder if any, usually empty)
 * - state_mismatch {subject, left, right}:
 *     "One passage says it was locked or worn, the other that it was not: “{left}” and “{right}”." (subject:
 *     the thing as written, "van", "helmet"; left/right: the clauses as written, "I locked the van" and "I'd
 *     left the van open")
 * - negated_statement {subject, statement}:
 *     "One passage states what the other denies: “{statement}”."
 * - antonym_pair {subject, left, right}:
 *     "The passages describe {subject} with opposite words: “{left}” and “{right}”."
 */
export const EXPLANATION_CODES = [
  "date_mismatch",
  "sole_date_mismatch",
  "weekday_mismatch",
  "sole_time_mismatch",
  "time_mismatch",
  "number_mismatch",
  "age_mismatch",
  "age_birth_mismatch",
  "age_beyond_telling",
  "money_mismatch",
  "duration_mismatch",
  "quantity_mismatch",
  "place_mismatch",
  "nationality_mismatch",
  "name_mismatch",
  "belonging_mismatch",
  "role_mismatch",
  "doer_denied",
  "absent_person",
  "stayed_or_went",
  "relation_mismatch",
  "description_mismatch",
  "state_mismatch",
  "negated_statement",
  "antonym_pair",
] as const;
export type ExplanationCode = (typeof EXPLANATION_CODES)[number];
