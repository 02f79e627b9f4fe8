import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** The findings for two statements. */
const findings = (focus: string, other: string) => detect(doc("a", focus), [doc("b", other)]).findings;

/** Engine 0.23.0. The sentences here are our own, not the sets'. */
describe("someone named on one side and away on the other", () => {
  it("meets a person told as not there, or away, with the same person named in the act", () => {
    expect(
      codes(
        "The one who locked the gate that night was Imran, the caretaker.",
        "A temp from the agency locked the gate. Imran was on leave that week.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "Quien me tomó la denuncia en el cuartel fue el sargento, Teodoro.",
        "La denuncia me la tomó una agente joven; Teodoro ni estaba en el cuartel.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "Die Schlüssel hat mir die Hausmeisterin gegeben, Frau Brandl.",
        "Die Schlüssel habe ich vom Nachbarn bekommen. Frau Brandl war an dem Tag gar nicht da.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "Quem me vacinou no centro de saúde foi a enfermeira Rosário.",
        "Vacinou-me um enfermeiro novo no centro de saúde; a Rosário estava de folga.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "C'est le concierge, Mathurin, qui m'a ouvert la cave.",
        "La cave, c'est le syndic qui me l'a ouverte ; Mathurin était en vacances.",
      ),
    ).toContain("absent_person");
  });

  it("names the person in the finding, with a title when one is written", () => {
    const [finding] = findings(
      "Die Schlüssel hat mir die Hausmeisterin gegeben, Frau Brandl.",
      "Die Schlüssel habe ich vom Nachbarn bekommen. Frau Brandl war an dem Tag gar nicht da.",
    ).filter((found) => found.explanation.code === "absent_person");
    expect(finding?.type).toBe("identity");
    expect(finding?.explanation.params).toMatchObject({ name: "Frau Brandl" });
    // A German noun keeps its article or possessive, in lower case.
    const [noun] = findings(
      "Die Tabletten hat mir die Apothekerin gegeben.",
      "Die Tabletten habe ich von einem Praktikanten bekommen. Die Apothekerin war gar nicht da.",
    ).filter((found) => found.explanation.code === "absent_person");
    expect(noun?.explanation.params).toMatchObject({ name: "die Apothekerin" });
  });

  it("does not take a place or a body after a preposition for the person", () => {
    expect(
      codes(
        "Beim Zoll war ich mit dem Koffer nicht.",
        "Der Zoll hat am Flughafen den Koffer von meinem Bruder geöffnet.",
      ),
    ).not.toContain("absent_person");
    expect(
      codes(
        "Der Anrufer gab sich als Mitarbeiter der Volksbank aus.",
        "Der Anrufer war ein Betrüger und hatte mit der Volksbank nichts zu tun.",
      ),
    ).toEqual([]);
  });

  it("does not meet two tellings that both say the person was away, nor two times", () => {
    expect(
      codes(
        "Imran was on leave that week, so a temp from the agency locked the gate.",
        "A temp from the agency locked the gate because Imran was off sick.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "In 2019 the one who locked the gate was Imran, the caretaker.",
        "In 2023 a temp from the agency locked the gate; Imran was on leave.",
      ),
    ).not.toContain("absent_person");
  });

  it("meets someone told as not in a place, or not even there", () => {
    expect(
      codes(
        "The one who signed for the parcel was Gavin, the porter.",
        "A lad from the flats signed for the parcel. Gavin wasn't even at work that day.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "Die Wunde hat mir der Betriebsarzt selbst genäht.",
        "Genäht hat die Wunde ein Sanitäter; der Betriebsarzt war an dem Tag gar nicht im Werk.",
      ),
    ).toContain("absent_person");
    expect(
      codes(
        "El que me vendió el billete fue Ramiro, el de la taquilla.",
        "El billete me lo vendió una chica; Ramiro ni siquiera estaba en la estación.",
      ),
    ).toContain("absent_person");
  });

  it("meets the doer named on one side when the other names another doer, without a shared word", () => {
    expect(
      codes(
        "A ambulância que me levou era conduzida pelo senhor Valdemar.",
        "Quem ia ao volante nesse dia era o Cristiano; o senhor Valdemar estava de folga.",
      ),
    ).toContain("absent_person");
  });

  it("keeps a French sentence telling someone away with no speaker in it", () => {
    expect(
      codes(
        "C'est l'infirmier, Gaëtan, qui a posé la perfusion ce soir-là.",
        "La perfusion, ce soir-là, c'est l'interne qui l'a posée ; Gaëtan était en congé.",
      ),
    ).toContain("absent_person");
  });

  it("does not meet a sentence that denies from the name on ('nix zu sehen')", () => {
    expect(
      codes(
        "Der Ottmar war nicht in der Werkstatt, als das Regal umfiel.",
        "Wie das Regal umfiel, war vom Ottmar in der Werkstatt weit und breit nix zu sehen.",
      ),
    ).not.toContain("absent_person");
  });

  it("reads spoken German 'nix' and 'net' as negations", () => {
    expect(
      codes(
        "Im Krankenhaus ham die mir den Finger geröntgt.",
        "Geröntgt wurde da nix, die ham nur draufgeschaut.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "Die Führung durchs Schloss hat die Chefin selber gemacht.",
        "Die Führung durchs Schloss hat e Praktikantin gemacht, die Chefin war gar net dabei.",
      ),
    ).toContain("absent_person");
  });

  it("reads a colloquial German 'wär' or 'hätt' as a condition", () => {
    expect(
      codes(
        "Beim Arzt war ich mit dem Knie nicht.",
        "Wär ich mit dem Knie beim Arzt gewesen, hätt der das gleich gesehen.",
      ),
    ).toEqual([]);
  });
});

describe("the time of a named event against the time of an everyday act", () => {
  it("keeps them apart when the act is told by plain words only", () => {
    expect(
      codes(
        "I dropped the kids off at school at twenty to nine.",
        "The crash was at quarter past nine, on the way back home.",
      ),
    ).toEqual([]);
  });

  it("still meets an act of harm told by its words ('fell off the ladder')", () => {
    expect(codes("I fell off the ladder at ten past four.", "The accident was at half past two.")).toContain(
      "time_mismatch",
    );
  });
});

describe("half an hour, and a word between a number and its unit of time", () => {
  it.each([
    ["en", "We waited for the ferry half an hour.", "We waited for the ferry three hours in the rain."],
    ["es", "Esperé al técnico media hora en el portal.", "Esperé al técnico cuatro horas en el portal."],
    ["pt", "Esperei pelo canalizador meia hora à porta.", "Esperei pelo canalizador cinco horas à porta."],
    [
      "de",
      "Ich habe eine halbe Stunde auf den Notdienst gewartet.",
      "Ich habe vier Stunden auf den Notdienst gewartet.",
    ],
    [
      "fr",
      "J'ai attendu le serrurier une demi-heure.",
      "J'ai attendu le serrurier trois heures sur le palier.",
    ],
  ])("reads half an hour in %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("duration_mismatch");
  });

  it.each([
    ["en", "My father was on the ward for a fortnight.", "My father was on the ward for two months."],
    ["es", "Estuve de baja una quincena.", "Estuve de baja tres meses."],
    ["pt", "A loja esteve fechada uma quinzena.", "A loja esteve fechada quatro meses."],
    ["fr", "La route est restée coupée une quinzaine.", "La route est restée coupée trois mois."],
  ])("reads two weeks told as a fortnight in %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("duration_mismatch");
  });

  it("reads 'anderthalb Stunden' as one and a half hours", () => {
    expect(
      codes(
        "Ich habe anderthalb Stunden auf den Notdienst gewartet.",
        "Ich habe sechs Stunden auf den Notdienst gewartet.",
      ),
    ).toContain("duration_mismatch");
  });

  it("reads a duration told with a word between ('six full days', 'deux bonnes heures')", () => {
    expect(
      codes("The flat was without heating for six full days.", "The flat was without heating for two days."),
    ).toContain("duration_mismatch");
    expect(
      codes("On a attendu les pompiers deux bonnes heures.", "On a attendu les pompiers vingt minutes."),
    ).toContain("duration_mismatch");
  });
});

describe("money in spoken words and more currencies, and distances in yards and feet", () => {
  it.each([
    ["en", "I sold him the amp for six hundred bucks.", "I sold him the amp for $250."],
    ["es", "Le pagué ochenta pavos por la bici.", "Le pagué 300 euros por la bici."],
    ["fr", "Il m'a donné cinquante balles pour le vélo.", "Il m'a donné 200 € pour le vélo."],
    ["fr", "Le billet m'a coûté cent piasses.", "Le billet m'a coûté 40 $."],
    ["es", "Por el cuarto pagaba 900 lempiras al mes.", "Por el cuarto pagaba 2.500 lempiras al mes."],
    ["pt", "O homem recebeu de mim cem mil kwanzas.", "O homem recebeu de mim um milhão de kwanzas."],
  ])("reads the sum in %s: %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("money_mismatch");
  });

  it("reads yards and feet as distances", () => {
    expect(
      codes(
        "The van stopped fifty yards past the junction.",
        "The van stopped two kilometres past the junction.",
      ),
    ).toContain("quantity_mismatch");
    expect(
      codes("The ladder was six feet from the wall.", "The ladder was twenty metres from the wall."),
    ).toContain("quantity_mismatch");
  });
});

describe("a bound told with a negation, and a half after a unit of distance", () => {
  it.each([
    ["de", "Die Hütte liegt keine 400 Meter vom See.", "Die Hütte liegt sechs Kilometer vom See."],
    ["es", "En la cartera no había más de veinte euros.", "En la cartera llevaba 350 euros."],
    ["pt", "Não eram mais de cem metros até à praia.", "Eram cinco quilómetros até à praia."],
    ["fr", "Le refuge est pas plus de deux cents mètres du col.", "Le refuge est à trois kilomètres du col."],
    ["en", "The shed is no more than fifty metres from the house.", "The shed is two miles from the house."],
  ])("reads the bound in %s", (_language, focus, other) => {
    expect(codes(focus, other).some((code) => /_mismatch$/u.test(code))).toBe(true);
  });

  it("stays quiet when the other side is within the bound", () => {
    expect(codes("Die Hütte liegt keine 400 Meter vom See.", "Die Hütte liegt 250 Meter vom See.")).toEqual(
      [],
    );
  });

  it("reads 'un kilómetro y medio' and 'anderthalb Kilometer' as one and a half", () => {
    expect(
      codes("Desde casa al gallinero hay un kilómetro y medio.", "Desde casa al gallinero hay mil metros."),
    ).toContain("quantity_mismatch");
    expect(
      codes("Bis zum Kiosk sind es anderthalb Kilometer.", "Bis zum Kiosk sind es tausend Meter."),
    ).toContain("quantity_mismatch");
  });
});

describe("an age told after 'war sie', 'war mein Sohn', 'tinha ele'", () => {
  it.each([
    [
      "de",
      "Mia war sieben, als der Hund sie gebissen hat.",
      "Als der Hund Mia gebissen hat, war sie schon zwölf.",
    ],
    [
      "de",
      "Mein Sohn war zehn, als er vom Pferd fiel.",
      "Als er vom Pferd fiel, war mein Sohn schon fünfzehn.",
    ],
    ["pt", "O Rui tinha vinte anos quando foi preso.", "Quando prenderam o Rui, tinha ele quinze anos."],
  ])("reads the age in %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("age_mismatch");
  });
});

describe("according to our own records", () => {
  it.each([
    [
      "en",
      "The parcel was handed in at our counter on 3 May.",
      "According to our log, the parcel was handed in at the counter on 19 May.",
    ],
    [
      "es",
      "El paquete se entregó en nuestro mostrador el 3 de mayo.",
      "Según nuestro registro, el paquete se entregó en el mostrador el 19 de mayo.",
    ],
    [
      "pt",
      "A encomenda foi entregue no nosso balcão a 3 de maio.",
      "Segundo o nosso registo, a encomenda foi entregue no balcão a 19 de maio.",
    ],
    [
      "de",
      "Das Paket wurde am 3. Mai an unserem Schalter abgegeben.",
      "Laut unserem Eintrag wurde das Paket am 19. Mai am Schalter abgegeben.",
    ],
    [
      "fr",
      "Le colis a été déposé à notre guichet le 3 mai.",
      "D'après notre registre, le colis a été déposé au guichet le 19 mai.",
    ],
  ])("is the speaker's telling in %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("date_mismatch");
  });
});

describe("English 'N to M' before a month", () => {
  it("is a span of days, not minutes to an hour", () => {
    expect(
      codes("The shed burned down on the night of 3 to 4 March.", "The shed burned down at half past eight."),
    ).toEqual([]);
    expect(codes("I got home at ten to four.", "I got home at twenty past six.")).toContain("time_mismatch");
  });
});

describe("a correction whose act is told in the other clause of the other sentence", () => {
  it("meets 'pas par les X' against 'ceux qui …, c'étaient les X'", () => {
    expect(
      codes(
        "Ceux qui ont pillé notre boutique à Gao, c'étaient les miliciens du quartier.",
        "Notre boutique à Gao a été pillée par des soldats, pas par les miliciens.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "The one who keyed my car was the neighbour's son, not the neighbour.",
        "It was the neighbour herself, Mrs Dunne, who keyed my car; her son was away at college.",
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe("a correction naming what it was not, in a sentence with no speaker", () => {
  it("keeps 'pas un Airbus' as a denial", () => {
    expect(
      codes(
        "C'est un Airbus qui a survolé notre quartier très bas.",
        "Au-dessus du quartier, c'était un petit avion de tourisme, pas un Airbus.",
      ),
    ).toContain("negated_statement");
  });
});

describe("quarters of an hour, and 'near enough'", () => {
  it.each([
    ["en", "I was on hold three quarters of an hour.", "I was on hold for five minutes."],
    ["es", "Estuve en espera tres cuartos de hora.", "Estuve en espera cinco minutos."],
    ["pt", "Estive em espera um quarto de hora.", "Estive em espera duas horas."],
    [
      "de",
      "Ich war eine Dreiviertelstunde in der Warteschleife.",
      "Ich war fünf Minuten in der Warteschleife.",
    ],
    ["fr", "J'ai attendu un quart d'heure au téléphone.", "J'ai attendu trois heures au téléphone."],
  ])("reads them in %s", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("duration_mismatch");
  });

  it("reads minutes told bare after the hours ('une heure cinquante-cinq')", () => {
    expect(
      codes(
        "J'ai attendu à peu près deux heures aux urgences.",
        "J'ai attendu une heure cinquante-cinq aux urgences.",
      ),
    ).toEqual([]);
  });

  it("does not read 'three quarters of an hour' as an hour, and 'near enough' is roughly", () => {
    expect(
      codes("I was on hold for 47 minutes.", "I was on hold near enough three quarters of an hour."),
    ).toEqual([]);
  });
});
