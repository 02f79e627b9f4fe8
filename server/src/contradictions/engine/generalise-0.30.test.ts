import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.30.0. The sentences here are our own, not the sets'. */
describe("spoken hesitations", () => {
  it("reads a value through 'er', 'äh' and 'euh' set off by commas", () => {
    expect(
      codes("I was, er, forty-two when I moved to Leeds.", "I was fifty-five when I moved to Leeds."),
    ).toEqual(["age_mismatch"]);
    expect(
      codes(
        "Ich war, äh, vierundsechzig, als die Firma zugemacht hat.",
        "Ich war einundfünfzig, als die Firma zugemacht hat.",
      ),
    ).toEqual(["age_mismatch"]);
    expect(
      codes(
        "J'avais, euh, trente-deux ans quand j'ai acheté la maison.",
        "J'avais quarante-cinq ans quand j'ai acheté la maison.",
      ),
    ).toEqual(["age_mismatch"]);
  });

  it("reads past fillers such as 'attendez', 'Moment', 'esto' and 'pronto' too", () => {
    expect(
      codes(
        "La pause à Blois a duré, euh, une heure.",
        "On est restés à Blois, attendez, à peine un quart d'heure.",
      ),
    ).toEqual(["duration_mismatch"]);
  });

  it("reads who did an act through a hesitation", () => {
    expect(
      codes(
        "It was, um, my cousin Dara who locked the shed.",
        "My neighbour Aoife was the one who locked the shed.",
      ),
    ).toEqual(["role_mismatch"]);
  });

  it("shows the passage as it was written", () => {
    const [finding] = detect(doc("a", "I was, er, forty-two when I moved to Leeds."), [
      doc("b", "I was fifty-five when I moved to Leeds."),
    ]).findings;
    expect([finding?.left.sentence, finding?.right.sentence]).toContain(
      "I was, er, forty-two when I moved to Leeds.",
    );
  });

  it("keeps a hesitation after a clause as the clause's end", () => {
    expect(
      codes(
        "I fitted two smoke alarms in the flat, er, the landlord never fitted any.",
        "I fitted two smoke alarms in the flat.",
      ),
    ).toEqual([]);
  });
});

describe("sums in the speaker's own money", () => {
  it("reads 'grand' as thousands of the money the other telling names", () => {
    expect(
      codes(
        "We paid the builder six grand for the extension.",
        "We paid the builder £4,500 for the extension.",
      ),
    ).toEqual(["money_mismatch"]);
    expect(
      codes(
        "We paid the builder five grand for the extension.",
        "We paid the builder £5,000 for the extension.",
      ),
    ).toEqual([]);
  });

  it("explains a sum in grand in the other telling's currency, or in grand", () => {
    const params = (focus: string, other: string) =>
      detect(doc("a", focus), [doc("b", other)]).findings[0]?.explanation.params;
    expect(params("We paid the roofer eleven grand.", "We paid the roofer £6,000.")).toMatchObject({
      left: "11000",
      right: "6000",
      currency: "GBP",
    });
    expect(params("We paid the roofer eleven grand.", "We paid the roofer six grand.")).toMatchObject({
      left: "11",
      right: "6",
      currency: "grand",
    });
  });

  it("reads 'handed over' as a payment, not 'over' a sum", () => {
    expect(codes("I handed over £900 for the sofa.", "I paid £1,400 for the sofa.")).toEqual([
      "money_mismatch",
    ]);
    expect(codes("I paid over £900 for the sofa.", "I paid £1,400 for the sofa.")).toEqual([]);
  });
});

describe("German negation in dialect", () => {
  it("reads 'ned', 'nit' and 'nöd' as 'nicht'", () => {
    expect(
      codes("Den Kellerschlüssel hab ich ned zurückgegeben.", "Den Kellerschlüssel habe ich zurückgegeben."),
    ).toEqual(["negated_statement"]);
    expect(codes("Ich hab den Zähler nit abgelesen.", "Ich habe den Zähler abgelesen.")).toEqual([
      "negated_statement",
    ]);
    expect(codes("Ich habe das Fenster nöd zugemacht.", "Ich habe das Fenster zugemacht.")).toEqual([
      "negated_statement",
    ]);
  });
});

describe("how long, told before what came next", () => {
  it("reads 'for over three hours before…' as how long", () => {
    expect(
      codes(
        "The lift was stuck between floors for ten minutes.",
        "The lift was stuck between floors for over three hours before the engineer came.",
      ),
    ).toEqual(["duration_mismatch"]);
  });

  it("reads a lasting verb's 'nine days before…' as how long, and an arrival's as when", () => {
    expect(
      codes(
        "We stayed at my aunt's in Hull for two months.",
        "We stayed at my aunt's in Hull nine days before the council found us a flat.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "Nous sommes restés chez ma tante deux mois.",
        "Nous sommes restés chez ma tante neuf jours avant que la mairie nous trouve un logement.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "We arrived at my aunt's two months before the funeral.",
        "We arrived at my aunt's nine days before the funeral.",
      ),
    ).toEqual([]);
  });

  it("reads 'then' as the story's next step, not a time of its own", () => {
    expect(
      codes(
        "The bailiffs searched the flat for half an hour, then left.",
        "The bailiffs searched the flat for four hours before my brother came.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "Back then the bailiffs searched the flat for half an hour.",
        "The bailiffs searched the flat for four hours before my brother came.",
      ),
    ).toEqual([]);
  });

  it("reads German 'zweieinhalb', 'dreieinhalb' as numbers", () => {
    expect(
      codes(
        "Die Besprechung beim Bauamt hat vierzig Minuten gedauert.",
        "Beim Bauamt saßen wir dreieinhalb Stunden in der Besprechung.",
      ),
    ).toEqual(["duration_mismatch"]);
  });
});

describe("after the blind runs", () => {
  it("reads 'an hour and twenty' as eighty minutes", () => {
    expect(
      codes("The drive to the depot takes eighty minutes.", "The drive to the depot is an hour and twenty."),
    ).toEqual([]);
    expect(
      codes("The drive to the depot takes eighty minutes.", "The drive to the depot is an hour and forty."),
    ).toEqual(["duration_mismatch"]);
  });

  it("reads 'deux mètres cinquante' as 2.50 m", () => {
    expect(
      codes("La remorque faisait deux mètres cinquante de large.", "La remorque faisait 2,50 m de large."),
    ).toEqual([]);
    expect(
      codes("La remorque faisait deux mètres cinquante de large.", "La remorque faisait 3,20 m de large."),
    ).toEqual(["quantity_mismatch"]);
  });

  it("reads an English '3/10' either way round", () => {
    expect(
      codes("We moved into the flat on the third of October.", "We moved into the flat on 3/10."),
    ).toEqual([]);
    expect(
      codes("We moved into the flat on the third of October.", "We moved into the flat on 5/10."),
    ).toEqual(["date_mismatch"]);
  });

  it("dates an act by '12/06' either way round, and shows it as written", () => {
    const [finding] = detect(doc("a", "We went to the allotment on the 21st of June."), [
      doc("b", "We went to the allotment on 12/06."),
    ]).findings;
    expect(finding?.explanation).toEqual({
      code: "date_mismatch",
      params: { subject: "I", attribute: "act.date", left: "--06-21", right: "12/06" },
    });
  });

  it("reads German 'gibt an' as someone else's account", () => {
    expect(
      codes(
        "Die Heizung wurde am Montag repariert.",
        "Der Hausmeister gibt an, die Heizung sei schon am Freitag repariert worden.",
      ),
    ).toEqual([]);
  });
});

describe("times told in a cleft or a little off the hour", () => {
  it("dates the act of 'it was … when …' for the speaker", () => {
    expect(
      codes(
        "Dejé a la señora en la puerta de la clínica a las ocho y media de la mañana.",
        "Eran las 11:40 cuando la señora se bajó del coche delante de la clínica.",
      ),
    ).toEqual(["time_mismatch"]);
    expect(
      codes(
        "The parcel was stolen from the porch at 08:20.",
        "It was nearly six in the evening when the parcel was stolen from the porch.",
      ),
    ).toEqual(["time_mismatch"]);
  });

  it("reads 'till nearly half ten' as a time a little before it", () => {
    expect(
      codes("The school play ended at twenty past seven.", "The school play went on till nearly half ten."),
    ).toEqual(["time_mismatch"]);
  });

  it("reads 'às nove e pouco' and 'a las nueve y pico' as a little after nine", () => {
    expect(codes("A luz foi abaixo às nove e pouco da manhã.", "A luz foi abaixo às três da tarde.")).toEqual(
      ["time_mismatch"],
    );
    expect(
      codes("A luz foi abaixo às nove e pouco da manhã.", "A luz foi abaixo às nove e um quarto da manhã."),
    ).toEqual([]);
    expect(
      codes("Se cortó la luz a las nueve y pico de la noche.", "Se cortó la luz a las seis de la tarde."),
    ).toEqual(["time_mismatch"]);
  });
});

describe("more feasts and dialect numbers", () => {
  it("dates Bloomsday, the Krampusnacht and the Caridad del Cobre", () => {
    expect(codes("The boiler packed in on Bloomsday.", "The boiler packed in on the 2nd of June.")).toEqual([
      "date_mismatch",
    ]);
    expect(
      codes(
        "Die Heizung ist in der Krampusnacht ausgefallen.",
        "Die Heizung ist am 19. Dezember ausgefallen.",
      ),
    ).toEqual(["date_mismatch"]);
    expect(
      codes("Se nos fue la luz el día de la Caridad del Cobre.", "Se nos fue la luz el 20 de septiembre."),
    ).toEqual(["date_mismatch"]);
  });

  it("counts Bavarian 'zwoa' and Swiss 'drüü'", () => {
    expect(codes("Mir hend zwoa Kisten gschleppt.", "Wir haben fünf Kisten geschleppt.")).toEqual([
      "number_mismatch",
    ]);
    expect(codes("Mir hei drüü Kisten treit.", "Wir haben sieben Kisten getragen.")).toEqual([
      "number_mismatch",
    ]);
  });
});

describe("denials in more words", () => {
  it("reads 'ehrlich gesagt' as the speaker's own frankness, no report", () => {
    expect(
      codes(
        "Ich habe die Achsen zweimal nachgemessen.",
        "Ehrlich gesagt, ich habe die Achsen gar nicht nachgemessen.",
      ),
    ).toEqual(["negated_statement"]);
  });

  it("reads Bavarian and Austrian 'i' as 'ich'", () => {
    expect(
      codes("Den Kellerschlüssel hab i ned zurückgegeben.", "Den Kellerschlüssel habe ich zurückgegeben."),
    ).toEqual(["negated_statement"]);
    expect(codes("I bin einunddreißig.", "Ich bin zweiundvierzig.")).toEqual(["age_mismatch"]);
  });

  it("reads a denied Spanish verb of 'we' as the speaker's", () => {
    expect(codes("Llegamos a la cumbre.", "No llegamos a la cumbre.")).toEqual(["negated_statement"]);
  });
});
