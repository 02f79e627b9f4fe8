import { describe, expect, it } from "vitest";
import type { Finding } from "../../../contracts/schema/contradictions.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { explanationText } from "./explanation.ts";

const passage = (value: string) => ({
  documentUuid: "00000000-0000-4000-8000-00000000000a",
  fileName: "a.txt",
  sentence: `It was stolen ${value}.`,
  sentenceStart: 0,
  sentenceEnd: 20,
  valueStart: 14,
  valueEnd: 14 + value.length,
  value,
  normalised: value,
  language: "en",
});

const dateFinding = (left: string, right: string): Finding => ({
  uuid: "00000000-0000-4000-8000-0000000000f1",
  type: "date",
  confidence: 0.9,
  subject: "I",
  attribute: "act.date",
  left: passage("on the 22nd"),
  right: passage("on the 1st"),
  explanation: { code: "date_mismatch", params: { left, right } },
  status: "open",
  note: null,
  resolvedBy: null,
  resolvedAt: null,
});

const explained = async (language: Language, finding: Finding): Promise<string> => {
  const i18n = await createI18n(language);
  return explanationText(i18n.t, language, finding);
};

describe("explanationText", () => {
  it("shows two durations as the statements tell them, not as days", async () => {
    const finding: Finding = {
      ...dateFinding("", ""),
      type: "duration",
      attribute: "duration.duration",
      left: passage("forty minutes"),
      right: passage("two hours and ten minutes"),
      explanation: {
        code: "duration_mismatch",
        params: { subject: "I", left: "0.028 day", right: "0.09 day" },
      },
    };
    expect(await explained("en", finding)).toBe(
      "Two different durations for the same thing: forty minutes and two hours and ten minutes.",
    );
    expect(await explained("fr", finding)).toBe(
      "Deux durées différentes pour la même chose : forty minutes et two hours and ten minutes.",
    );
  });

  it("writes a span of days the reader's way ('2024-03-03/04')", async () => {
    const finding = dateFinding("2024-03-03/04", "2024-03-09");
    expect(await explained("en", finding)).toMatch(
      /^Two different dates for the same event: 3\s?–\s?4 March 2024 and 9 March 2024\.$/,
    );
    expect(await explained("de", finding)).toMatch(
      /^Zwei verschiedene Daten für dasselbe Ereignis: 3\.\s?–\s?4\. März 2024 und 9\. März 2024\.$/,
    );
    expect(await explained("fr", finding)).toMatch(
      /^Deux dates différentes pour le même événement : 3\s?–\s?4 mars 2024 et 9 mars 2024\.$/,
    );
  });

  it("writes the days a feast told without its year can fall on the reader's way ('--03-20/--04-23')", async () => {
    const finding = dateFinding("--03-20/--04-23", "--05-02");
    expect(await explained("en", finding)).toMatch(
      /^Two different dates for the same event: 20 March\s?–\s?23 April and 2 May\.$/,
    );
    expect(await explained("es", finding)).toMatch(/20 de marzo\s?–\s?23 de abril/);
    expect(await explained("de", finding)).toMatch(/20\. März\s?–\s?23\. April/);
  });

  it("writes a day told without its month the reader's way ('---22')", async () => {
    const finding = dateFinding("---22", "---01");
    expect(await explained("en", finding)).toBe(
      "Two different dates for the same event: the 22nd and the 1st.",
    );
    expect(await explained("es", finding)).toBe(
      "Dos fechas distintas para el mismo hecho: el día 22 y el día 1.",
    );
    expect(await explained("pt", finding)).toBe(
      "Duas datas diferentes para o mesmo acontecimento: o dia 22 e o dia 1.",
    );
    expect(await explained("de", finding)).toBe(
      "Zwei verschiedene Daten für dasselbe Ereignis: der 22. und der 1.",
    );
    expect(await explained("fr", finding)).toBe(
      "Deux dates différentes pour le même événement : le 22 et le 1er.",
    );
  });

  it("writes English ordinals for every day ending (1st, 2nd, 3rd, 11th, 23rd)", async () => {
    const text = await explained("en", dateFinding("---03", "---11"));
    expect(text).toBe("Two different dates for the same event: the 3rd and the 11th.");
    expect(await explained("en", dateFinding("---02", "---23"))).toBe(
      "Two different dates for the same event: the 2nd and the 23rd.",
    );
  });

  it("writes a weekday told alone against a whole date the reader's way ('W5', 'W7')", async () => {
    const finding: Finding = {
      ...dateFinding("2023-07-07", "W7"),
      explanation: {
        code: "weekday_mismatch",
        params: { left: "2023-07-07", right: "W7", date: "2023-07-07", dateWeekday: "W5", weekday: "W7" },
      },
    };
    expect(await explained("en", finding)).toBe(
      "One passage gives 7 July 2023, which was a Friday; the other says it was a Sunday.",
    );
    expect(await explained("es", finding)).toBe(
      "Un pasaje da el 7 de julio de 2023, que fue viernes; el otro dice que fue domingo.",
    );
    expect(await explained("pt", finding)).toBe(
      "Uma passagem dá 7 de julho de 2023, que foi sexta-feira; a outra diz que foi domingo.",
    );
    expect(await explained("de", finding)).toBe(
      "Eine Stelle nennt den 7. Juli 2023, das war ein Freitag; die andere sagt, es war ein Sonntag.",
    );
    expect(await explained("fr", finding)).toBe(
      "Un passage donne le 7 juillet 2023, qui était un vendredi ; l’autre dit que c’était un dimanche.",
    );
  });

  it("words a year of birth against an age at a dated time in every language", async () => {
    const finding: Finding = {
      ...dateFinding("1998", "19"),
      type: "age",
      attribute: "age",
      explanation: {
        code: "age_birth_mismatch",
        params: { birthYear: "1998", year: "2021", age: "19", expected: "22–23" },
      },
    };
    expect(await explained("en", finding)).toBe(
      "Born in 1998, the person would have been 22–23 in 2021, not 19.",
    );
    expect(await explained("es", finding)).toBe(
      "Nacida en 1998, la persona tendría 22–23 años en 2021, no 19.",
    );
    expect(await explained("pt", finding)).toBe(
      "Nascida em 1998, a pessoa teria 22–23 anos em 2021, não 19.",
    );
    expect(await explained("de", finding)).toBe(
      "Mit Geburtsjahr 1998 wäre die Person 2021 22–23 Jahre alt gewesen, nicht 19.",
    );
    expect(await explained("fr", finding)).toBe(
      "Née en 1998, la personne aurait eu 22–23 ans en 2021, et non 19.",
    );
  });

  it("words an age beyond what a year of birth allows by the upload in every language", async () => {
    const finding: Finding = {
      ...dateFinding("1950", "89"),
      type: "age",
      attribute: "age",
      explanation: {
        code: "age_beyond_telling",
        params: { birthYear: "1950", year: "2026", age: "89", most: "76" },
      },
    };
    expect(await explained("en", finding)).toBe(
      "Born in 1950, the person could be at most 76 in 2026, when the statement was uploaded; it gives 89.",
    );
    expect(await explained("es", finding)).toBe(
      "Nacida en 1950, la persona podía tener como mucho 76 años en 2026, cuando se subió la declaración; esta dice 89.",
    );
    expect(await explained("pt", finding)).toBe(
      "Nascida em 1950, a pessoa podia ter no máximo 76 anos em 2026, quando a declaração foi carregada; esta diz 89.",
    );
    expect(await explained("de", finding)).toBe(
      "Mit Geburtsjahr 1950 konnte die Person 2026, als die Aussage hochgeladen wurde, höchstens 76 Jahre alt sein; dort steht 89.",
    );
    expect(await explained("fr", finding)).toBe(
      "Née en 1950, la personne pouvait avoir au plus 76 ans en 2026, quand la déclaration a été déposée ; celle-ci dit 89.",
    );
  });

  it("words someone named on one side and away on the other in every language", async () => {
    const finding: Finding = {
      ...dateFinding("", ""),
      type: "identity",
      attribute: "clause",
      explanation: { code: "absent_person", params: { subject: "Herr Pohl", name: "Herr Pohl" } },
    };
    expect(await explained("en", finding)).toBe(
      "One passage names Herr Pohl in what happened; the other says Herr Pohl was not there.",
    );
    expect(await explained("es", finding)).toBe(
      "Un pasaje sitúa a Herr Pohl en lo ocurrido; el otro dice que Herr Pohl no estaba.",
    );
    expect(await explained("pt", finding)).toBe(
      "Uma passagem põe Herr Pohl no que aconteceu; a outra diz que Herr Pohl não estava lá.",
    );
    expect(await explained("de", finding)).toBe(
      "Eine Stelle nennt Herr Pohl beim Geschehen; die andere sagt, Herr Pohl war nicht da.",
    );
    expect(await explained("fr", finding)).toBe(
      "Un passage place Herr Pohl dans les faits ; l’autre dit que Herr Pohl n’était pas là.",
    );
  });

  it("words a doer told on one side and denied on the other in every language", async () => {
    const finding: Finding = {
      ...dateFinding("", ""),
      type: "identity",
      attribute: "role",
      explanation: { code: "doer_denied", params: { subject: "qui tirait les boules", doer: "Mme Dupuis" } },
    };
    expect(await explained("en", finding)).toBe(
      "One passage names Mme Dupuis as the one who did it; the other says it was not Mme Dupuis.",
    );
    expect(await explained("es", finding)).toBe(
      "Un pasaje dice que lo hizo Mme Dupuis; el otro dice que no fue Mme Dupuis.",
    );
    expect(await explained("pt", finding)).toBe(
      "Uma passagem diz que foi Mme Dupuis quem o fez; a outra diz que não foi Mme Dupuis.",
    );
    expect(await explained("de", finding)).toBe(
      "Eine Stelle nennt Mme Dupuis als die Person, die es getan hat; die andere sagt, es war nicht Mme Dupuis.",
    );
    expect(await explained("fr", finding)).toBe(
      "Un passage dit que c’est Mme Dupuis qui l’a fait ; l’autre dit que ce n’était pas Mme Dupuis.",
    );
  });

  it("words a relative who stayed behind on one side and went along on the other in every language", async () => {
    const finding: Finding = {
      ...dateFinding("", ""),
      type: "negation",
      attribute: "clause",
      explanation: { code: "stayed_or_went", params: { subject: "Amadou", person: "Amadou" } },
    };
    expect(await explained("en", finding)).toBe(
      "One passage says Amadou stayed behind; the other says Amadou went along with the speaker.",
    );
    expect(await explained("es", finding)).toBe(
      "Un pasaje dice que Amadou se quedó atrás; el otro, que Amadou se fue con quien declara.",
    );
    expect(await explained("pt", finding)).toBe(
      "Uma passagem diz que Amadou ficou para trás; a outra, que Amadou foi com quem declara.",
    );
    expect(await explained("de", finding)).toBe(
      "Eine Stelle sagt, Amadou sei zurückgeblieben; die andere, Amadou sei mit der aussagenden Person gegangen.",
    );
    expect(await explained("fr", finding)).toBe(
      "Un passage dit que Amadou est resté en arrière ; l’autre, que Amadou est parti avec la personne qui déclare.",
    );
  });

  it("writes two weekdays told alone as weekdays", async () => {
    expect(await explained("en", dateFinding("W6", "W7"))).toBe(
      "Two different dates for the same event: Saturday and Sunday.",
    );
  });

  it("still writes a day and month, and a full date, as dates", async () => {
    expect(await explained("en", dateFinding("--03-05", "2019-03-07"))).toBe(
      "Two different dates for the same event: 5 March and 7 March 2019.",
    );
  });
});
