import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.29.0. The sentences here are our own, not the sets'. */
describe("how many times, told as one time", () => {
  it("reads 'the once', 'genau einmal' and 'nur das eine Mal' as one time", () => {
    expect(
      codes(
        "I rang the council about the damp four times that winter.",
        "I only rang the council about the damp the once that winter.",
      ),
    ).toEqual(["number_mismatch"]);
    expect(
      codes(
        "Der Kontrolleur hat mich dreimal angesprochen.",
        "Der Kontrolleur hat mich genau einmal angesprochen, am Bahnsteig.",
      ),
    ).toEqual(["number_mismatch"]);
    expect(
      codes(
        "Ich habe beim Vermieter fünfmal angerufen.",
        "Beim Vermieter habe ich nur das eine Mal angerufen.",
      ),
    ).toEqual(["number_mismatch"]);
  });

  it("reads 'una vez', 'uma vez' and 'une fois' as one time after 'only' or at the clause's end", () => {
    expect(
      codes(
        "Fui a la gestoría cuatro veces por lo de la herencia.",
        "Solo fui a la gestoría una vez por lo de la herencia.",
      ),
    ).toEqual(["number_mismatch"]);
    expect(
      codes("Liguei para a seguradora três vezes.", "Liguei para a seguradora uma vez. Não me atenderam."),
    ).toEqual(["number_mismatch"]);
    expect(
      codes(
        "Je suis allé seulement au guichet de la mairie une fois, en mars.",
        "Je suis allé au guichet de la mairie cinq fois, en mars.",
      ),
    ).toEqual(["number_mismatch"]);
  });

  it("leaves 'again', 'at once' and 'for once' alone", () => {
    expect(
      codes("Llamé a la gestoría tres veces.", "Llamé a la gestoría otra vez, y de una vez lo arreglaron."),
    ).toEqual([]);
    expect(
      codes(
        "J'ai appelé le syndic trois fois.",
        "J'ai appelé le syndic encore une fois. Pour une fois, il a répondu.",
      ),
    ).toEqual([]);
    expect(codes("Liguei para a seguradora três vezes.", "Liguei para a seguradora mais uma vez.")).toEqual(
      [],
    );
  });

  it("counts occasions as times, past a word that only sets them apart", () => {
    expect(
      codes(
        "The bailiffs came to the house twice in March.",
        "The bailiffs came to the house on four separate occasions in March.",
      ),
    ).toEqual(["number_mismatch"]);
    expect(
      codes(
        "Los inspectores vinieron al almacén tres veces.",
        "Los inspectores vinieron al almacén en dos ocasiones.",
      ),
    ).toEqual(["number_mismatch"]);
  });
});

describe("a year added after the value, set off by a comma", () => {
  it("dates the sentence as a year before the value does", () => {
    expect(
      codes(
        "The landlord inspected the flat exactly once, in the spring, in 2021.",
        "In 2021 the landlord inspected the flat four times.",
      ),
    ).toEqual(["number_mismatch"]);
  });

  it("does not take a year that dates another act", () => {
    expect(
      codes(
        "In 2021 the landlord inspected the flat four times.",
        "The landlord inspected the flat twice, and he sold it in 2021.",
      ),
    ).toEqual([]);
  });
});

describe("the speaker with a number of other people", () => {
  it("counts the speaker and the others as one group", () => {
    expect(
      codes(
        "At the border post they held me in a hut with seven other men.",
        "At the border post there were three of us in the hut.",
      ),
    ).toEqual(["number_mismatch"]);
    expect(
      codes(
        "Im Lager war ich mit vier anderen Frauen in einem Zelt.",
        "Im Lager waren wir zu acht in dem Zelt.",
      ),
    ).toEqual(["number_mismatch"]);
  });

  it("finds nothing when the group is the speaker and the others", () => {
    expect(
      codes(
        "At the border post they held me in a hut with two other men.",
        "At the border post there were three of us in the hut.",
      ),
    ).toEqual([]);
    expect(
      codes("J'étais avec deux autres hommes dans la camionnette.", "Nous étions trois dans la camionnette."),
    ).toEqual([]);
  });

  it("reads 'on n'est que' as the group", () => {
    expect(codes("On est six à tenir la buvette.", "On n'est que deux à tenir la buvette.")).toEqual([
      "number_mismatch",
    ]);
  });

  it("counts guests and choristers as people, against the group", () => {
    expect(
      codes("Au mariage, il y avait cent vingt invités.", "Au mariage, nous étions quarante invités."),
    ).toEqual(["number_mismatch"]);
  });
});

describe("one noun's singular and plural", () => {
  it("meets a German noun whose stem ends in 's' ('Kurs', 'Kurse')", () => {
    expect(
      codes(
        "Ich habe drei Erste-Hilfe-Kurse besucht.",
        "Ich habe nur einen einzigen Erste-Hilfe-Kurs besucht.",
      ),
    ).toEqual(["number_mismatch"]);
  });

  it("meets a Spanish diminutive in '-ico', '-ica' with its noun", () => {
    expect(
      codes("Le dejé cinco cajas de fruta en la puerta.", "Le dejé solo una cajica de fruta en la puerta."),
    ).toEqual(["number_mismatch"]);
  });
});

describe("a time a little after or before the hour", () => {
  it("reads 'just after', 'pasadas las', 'passava das', 'kurz nach' and 'heures passées' as times", () => {
    expect(
      codes(
        "I locked up the shop at twenty past six.",
        "I locked up the shop just after eight, like always.",
      ),
    ).toEqual(["time_mismatch"]);
    expect(
      codes("Cerré el bar a las seis de la tarde.", "Cerré el bar ya de noche, pasadas las once."),
    ).toEqual(["time_mismatch"]);
    expect(
      codes("Fechei a oficina às cinco da tarde.", "Fechei a oficina de noite, já passava das dez."),
    ).toEqual(["time_mismatch"]);
    expect(
      codes(
        "Ich habe den Laden um sechs Uhr abends abgeschlossen.",
        "Den Laden habe ich kurz nach zehn Uhr abends abgeschlossen.",
      ),
    ).toEqual(["time_mismatch"]);
    // One time in each statement: the statements' times of their one act.
    expect(
      codes(
        "J'ai fermé l'atelier à quatorze heures.",
        "J'ai fermé l'atelier tard, il devait être vingt heures passées.",
      ),
    ).toEqual(["sole_time_mismatch"]);
  });

  it("allows an hour and a half either way of it", () => {
    expect(
      codes(
        "I locked up the shop at half past eight.",
        "I locked up the shop just after eight, like always.",
      ),
    ).toEqual([]);
    expect(
      codes("Cerré el bar a las diez de la noche.", "Cerré el bar ya de noche, pasadas las once."),
    ).toEqual([]);
  });

  it("does not take 'umas quatro horas' for a time", () => {
    expect(codes("A reunião durou umas quatro horas.", "A reunião durou uns vinte minutos.")).toEqual([
      "duration_mismatch",
    ]);
  });

  it("does not read the 'vor' of 'Viertel vor drei' as 'ago'", () => {
    expect(
      codes(
        "Im Mai 2024 war ich um zehn vor acht am Bahnhof.",
        "Im Mai 2024 war ich um halb elf am Bahnhof.",
      ),
    ).toEqual(["time_mismatch"]);
  });
});

describe("a time told as a bound", () => {
  it("meets only a time on the wrong side of 'depois das' or 'antes das'", () => {
    expect(
      codes(
        "A procissão começou às nove da manhã.",
        "Só saímos para a procissão depois das quatro da tarde.",
      ),
    ).toEqual(["time_mismatch"]);
    expect(codes("Saí de casa às cinco da tarde.", "Saí de casa depois das quatro da tarde.")).toEqual([]);
    expect(
      codes("Liguei para o posto às três da tarde.", "Liguei para o posto de tarde, antes das sete."),
    ).toEqual([]);
  });
});

describe("an act denied until a time", () => {
  it("tells when the act happened", () => {
    expect(
      codes(
        "The plumber turned up at eight in the morning.",
        "The plumber didn't turn up till gone eleven, so I lost the whole morning.",
      ),
    ).toEqual(["time_mismatch"]);
    expect(
      codes("El técnico llegó a las nueve de la mañana.", "El técnico no llegó hasta las dos de la tarde."),
    ).toEqual(["time_mismatch"]);
  });

  it("leaves a state that lasted ('didn't stay till nine') alone", () => {
    expect(
      codes("I didn't get to the party till nine o'clock.", "I got to the party at half past six."),
    ).toEqual(["time_mismatch"]);
    expect(
      codes("I didn't stay at the party till nine o'clock.", "I got to the party at half past six."),
    ).toEqual([]);
  });
});

describe("how long a state has lasted so far", () => {
  it("compares 'seit', 'depuis' and 'desde hace' spans as durations", () => {
    expect(
      codes("Ich wohne seit zwölf Jahren in der Wohnung.", "Ich wohne seit drei Jahren in der Wohnung."),
    ).toEqual(["duration_mismatch"]);
    expect(codes("J'habite ce logement depuis neuf ans.", "J'habite ce logement depuis deux ans.")).toEqual([
      "duration_mismatch",
    ]);
    expect(codes("Vivo en el piso desde hace doce años.", "Llevo tres años viviendo en el piso.")).toEqual([
      "duration_mismatch",
    ]);
  });

  it("leaves a start told by its year alone", () => {
    expect(
      codes("Ich wohne seit 2019 in der Wohnung.", "Ich wohne seit zwei Jahren in der Wohnung, seit 2019."),
    ).toEqual([]);
  });
});

describe("after the blind runs", () => {
  it("reads 'the council's saying that…' as someone else's claim", () => {
    expect(
      codes(
        "I paid the parking permit at the office in March.",
        "The council's saying, er, that I never paid the parking permit.",
      ),
    ).toEqual([]);
  });

  it("reads 'en torno a' and Swiss 'öppe' as about", () => {
    expect(
      codes(
        "El tejado nuevo costó en torno a 12.000 euros.",
        "La factura del tejado nuevo fue de 11.640 euros.",
      ),
    ).toEqual([]);
    expect(
      codes("Im Herbst chömed öppe 60 Lehrlinge i d Schuel.", "Im Herbst sind 57 Lehrlinge i d Schuel cho."),
    ).toEqual([]);
  });
});
