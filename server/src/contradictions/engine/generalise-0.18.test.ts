import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc, types } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/**
 * Engine 0.18.0: a month of a year dates an act with no event cue, and two statements that each give one
 * date only, for the same person and with a word of what they tell in common, are dated against each other
 * however differently each tells its event. The sentences here are our own, not the sets'.
 */
describe("a month of a year with no event cue", () => {
  it("dates the act of its clause, for the speaker or a relative", () => {
    expect(
      types(
        "Pinté la fachada de la casa el 15/03/2022.",
        "La fachada la pinté en octubre de 2021, antes del invierno.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "I painted the garden fence on 14 May 2022.",
        "The garden fence, I painted it in August 2022, in the heatwave.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Meine Schwester hat den Mietvertrag im März 2020 unterschrieben.",
        "Den Mietvertrag hat meine Schwester im Juli 2020 unterschrieben.",
      ),
    ).toEqual(["date"]);
  });

  it("leaves other people's months alone (a time frame in news text)", () => {
    expect(
      types(
        "The council resurfaced the road in January 2005.",
        "The council resurfaced the road on 4 February 2005.",
      ),
    ).toEqual([]);
  });

  it("keeps two months of different acts apart", () => {
    expect(types("En marzo de 2019 empecé en la fábrica.", "En junio de 2019 me mudé a Vigo.")).toEqual([]);
    expect(types("I started at the bakery in March 2019.", "I was at the bakery in June 2019.")).toEqual([]);
  });
});

/** Two statements of one person, each giving one date only, that no other rule aligns. */
const LETTER = "Als ich den Brief vom Vermieter am 17. März 2023 aufgemacht habe, stand da die Kündigung.";
const BITE = "Les voisins étaient absents ; leur berger allemand m'a attaqué au portail, le 19 juillet 2022.";

describe("two statements that each give one date", () => {
  it("meet however each tells the event, when they share a word of it", () => {
    expect(codes("Die Kündigung lag am 3. März 2023 im Briefkasten.", LETTER)).toEqual([
      "sole_date_mismatch",
    ]);
    expect(
      codes("J'ai été mordu au mollet le 5 juillet 2022, quand je passais devant le portail.", BITE),
    ).toEqual(["sole_date_mismatch"]);
  });

  it("gives a lower confidence than dates of one named event, and both dates", () => {
    const finding = detect(
      doc("a", "J'ai été mordu au mollet le 5 juillet 2022, quand je passais devant le portail."),
      [doc("b", BITE)],
    ).findings[0];
    expect(finding?.type).toBe("date");
    expect(finding?.confidence).toBeLessThan(0.7);
    expect(finding?.explanation.params).toMatchObject({ left: "2022-07-05", right: "2022-07-19" });
  });

  it("needs a word in common", () => {
    expect(
      types("J'ai été mordu au mollet le 5 juillet 2022, quand je passais devant la maison.", BITE),
    ).toEqual([]);
  });

  it("needs each statement to give one date only", () => {
    expect(
      types(
        "Die Kündigung lag am 3. März 2023 im Briefkasten; am 10. März habe ich Widerspruch eingelegt.",
        LETTER,
      ),
    ).toEqual([]);
    // A date the statement tells without a claim on it counts too (someone else's telling).
    expect(
      codes(
        "Die Kündigung lag am 3. März 2023 im Briefkasten. Der Vermieter sagt, er habe sie am 17. März eingeworfen.",
        LETTER,
      ),
    ).toEqual([]);
  });

  it("needs a month at least on each side", () => {
    expect(
      types(
        "Die Kündigung lag am 3. im Briefkasten.",
        "Als ich den Brief vom Vermieter am 17. aufgemacht habe, stand da die Kündigung.",
      ),
    ).toEqual([]);
  });

  it("keeps a first and a second time apart, and acts the engine knows to differ", () => {
    expect(
      types(
        "Die erste Kündigung lag am 3. März 2023 im Briefkasten.",
        "Als ich den Brief vom Vermieter am 17. März 2023 aufgemacht habe, stand da die zweite Kündigung.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Je suis arrivé chez les voisins le 5 juillet 2022.",
        "Les voisins étaient absents ; je suis reparti de chez eux le 19 juillet 2022.",
      ),
    ).toEqual([]);
  });

  it("does not read a cousin's act as the speaker's", () => {
    expect(
      types("Mon cousin a été mordu au mollet le 5 juillet 2022, quand il passait devant le portail.", BITE),
    ).toEqual([]);
  });

  it("leaves long sentences alone (news text dates many acts)", () => {
    expect(
      types(
        "Die Kündigung lag am 3. März 2023 im Briefkasten, und zwar in einem grauen Umschlag ohne Absender, den ich zuerst für Werbung gehalten und deshalb fast weggeworfen hätte, weil an diesem Tag auch noch drei Prospekte vom Supermarkt, zwei Rechnungen und eine Postkarte meiner Tante darin lagen.",
        LETTER,
      ),
    ).toEqual([]);
  });
});

describe("two statements that each give one clock time", () => {
  const PARKED = "Aparqué el coche a las nueve de la noche delante del gimnasio.";

  it("meet however each tells the moment, when they share a word of it", () => {
    expect(
      codes(PARKED, "Lo dejé aparcado a las 22:30, cuando salí de la clase, delante del gimnasio."),
    ).toEqual(["sole_time_mismatch"]);
  });

  it("need one time only on each side, and a word in common", () => {
    expect(
      types(
        PARKED,
        "Lo dejé aparcado a las 22:30, cuando salí de la clase, delante del gimnasio; a las 23:00 ya no estaba.",
      ),
    ).toEqual([]);
    expect(types(PARKED, "Lo dejé aparcado a las 22:30, cuando salí de la clase.")).toEqual([]);
  });

  it("does not read the tail of a sum as an hour ('£1,200 a month' is no 2 a.m.)", () => {
    expect(
      types(
        "When I started the job I earned £1,200 a month.",
        "By the time I left, my salary had gone up to £1,800 a month.",
      ),
    ).toEqual([]);
  });
});

describe("what links two tellings", () => {
  it("is never a transcriber's note ('[Interpretado]')", () => {
    expect(
      types(
        "[Interpretado] Me hirieron en la pierna el 5 de julio de 2022.",
        "[Interpretado] Los soldados quemaron la casa el 19 de julio de 2022.",
      ),
    ).toEqual([]);
  });

  it("is never a name alone: whose, not what happened", () => {
    expect(
      types("J'ai laissé Hugo chez Nathalie à 7 h 40.", "Nathalie m'a appelée pour son doigt à 10 h 05."),
    ).toEqual([]);
  });

  it("keeps a month with no event cue from a telling with no words of its own", () => {
    expect(
      types("Ich wurde im Mai 2018 festgenommen.", "Im November 2018 hat mich mein Bruder freigekauft."),
    ).toEqual([]);
  });
});
