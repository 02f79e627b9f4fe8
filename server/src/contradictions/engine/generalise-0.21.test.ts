import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";
import { analyseSentence } from "./sentence.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/**
 * Engine 0.21.0: look-alikes of plans and reports, corrections, denials that someone had any part, vague
 * dozens, others' acts where one travelled, and hours told loosely. The sentences here are our own, not the
 * sets'.
 */
describe("words that only look like a plan, a report or a modal clause", () => {
  const open = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
    analyseSentence(0, 0, text, 0, language).openUntil;
  const plain = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
    expect(open(text, language)).toBe(text.length);

  it("reads going somewhere and 'on the' as facts, and a plan with its infinitive as a plan", () => {
    plain("Le 3 mai 2024, j'allais au marché à vélo quand la voiture m'a heurté.", "fr");
    plain("Le 3 mai 2024, on était pas sur le bateau, on était restés au port.", "fr");
    expect(open("Je vais vendre la maison le 3 mai 2025.", "fr")).toBe(0);
    plain("Mi sobrino tenía diez años, ya iba a quinto de primaria.", "es");
    expect(open("Voy a vender la casa el 3 de mayo de 2025.", "es")).toBe(0);
  });

  it("keeps a modal in a German 'als' or 'nachdem' clause to that clause", () => {
    const als = "Mein Bruder war sechzehn, als er zur Armee gehen sollte.";
    expect(open(als, "de")).toBeGreaterThan(als.indexOf("sechzehn"));
    const nachdem = "Wir sind um 22 Uhr gegangen, nachdem wir noch aufräumen mussten.";
    expect(open(nachdem, "de")).toBeGreaterThan(nachdem.indexOf("22"));
  });

  it("reads having, breaking out, belonging and the speaker's own notes as asserted", () => {
    plain("A reunião contou com doze moradores no dia 3 de maio.", "pt");
    expect(open("A vizinha contou que o roubo foi no dia 3 de maio.", "pt")).toBe(0);
    plain("Le feu s'est déclaré le 3 mai 2024 dans la cuisine.", "fr");
    expect(open("Le voisin a déclaré que le feu avait pris le 3 mai 2024.", "fr")).toBe(0);
    plain("Die Werkstatt gehört meinem Bruder, der Schlüssel auch.", "de");
    plain("Ich habe die Uhrzeit sofort notiert, es war 21:40.", "de");
  });
});

describe("vague dozens, rumours and others' acts where one travelled", () => {
  it("reads a couple of dozen as some dozens, not as one dozen", () => {
    expect(
      codes(
        "On the way back we bought two dozen eggs at the farm.",
        "On the way back we bought a couple of dozen eggs at the farm.",
      ),
    ).not.toContain("number_mismatch");
    expect(
      codes(
        "Wir haben auf dem Hof dreißig Eier gekauft.",
        "Wir haben auf dem Hof ein paar Dutzend Eier gekauft.",
      ),
    ).not.toContain("number_mismatch");
    expect(
      codes(
        "Wir haben auf dem Hof dreißig Eier gekauft.",
        "Wir haben auf dem Hof zwei Dutzend Eier gekauft.",
      ),
    ).toContain("number_mismatch");
  });

  it("reads what a neighbour spread about as a rumour, not as the speaker's word", () => {
    expect(
      codes(
        "O meu pai não chegou a ser preso.",
        "O vizinho espalhou que o meu pai foi preso, mas é mentira.",
      ),
    ).toEqual([]);
    expect(
      codes("Mon père n'a jamais été arrêté.", "Le voisin fait courir le bruit que mon père a été arrêté."),
    ).toEqual([]);
  });

  it("keeps what others did at a place before one left it apart from the leaving", () => {
    expect(
      codes(
        "Les rebelles sont entrés dans notre quartier à Bunia en mars 2022.",
        "Moi je suis parti de Bunia en juin 2022.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "Die Rebellen sind im März 2022 in unser Viertel in Bunia gekommen.",
        "Ich bin im Juni 2022 aus Bunia weggegangen.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "Os rebeldes entraram no nosso bairro em Bunia em março de 2022.",
        "Eu saí de Bunia em junho de 2022.",
      ),
    ).toEqual([]);
    // Still in the town after one left it: the stay told twice.
    expect(
      codes(
        "Les rebelles sont entrés à Bunia en mars 2022, et moi j'étais encore dans la ville.",
        "J'ai quitté Bunia en janvier 2022, avant l'arrivée des rebelles.",
      ),
    ).toContain("date_mismatch");
  });
});

describe("a correction: the right one named, the wrong one denied with no verb of its own", () => {
  const corrections: ReadonlyArray<readonly [string, string]> = [
    [
      "The men who towed my van away were from the council.",
      "The men who towed my van away were private bailiffs, not the council.",
    ],
    [
      "La moto me la vendió un concesionario de Elche.",
      "La moto me la vendió un particular de Crevillent, y no ningún concesionario.",
    ],
    [
      "Quem me assaltou foi o porteiro do prédio.",
      "Quem me assaltou foi um estafeta de bicicleta, não o porteiro.",
    ],
    [
      "Den Unfall hat der Busfahrer verursacht.",
      "Verursacht hat den Unfall ein Radfahrer, nicht der Busfahrer.",
    ],
  ];
  it.each(corrections)("meets what the other statement named: %s", (told, corrected) => {
    expect(codes(told, corrected)).toContain("negated_statement");
  });
  // Since 0.33.0 a correction that names who did not do it is a role's (`doer_denied`), which says more than
  // the denial on the same two sentences (index.ts, dedupe).
  it("meets what the other statement named as the doer, as the doer denied", () => {
    expect(
      codes(
        "C'est le facteur qui a pris le colis.",
        "Le colis, c'est la voisine qui l'a pris, pas le facteur.",
      ),
    ).toContain("doer_denied");
  });

  it("stays quiet when the other statement denies it too, dates it otherwise, or only reports it", () => {
    expect(
      codes(
        "Statt der Quittung lag ein Lieferschein im Karton.",
        "Im Karton lag ein Lieferschein, nicht die Quittung.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "In 2019 the council towed my van away.",
        "In 2021 the men who towed my van away were private bailiffs, not the council.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "The police said the council towed my van away.",
        "The men who towed my van away were private bailiffs, not the council.",
      ),
    ).toEqual([]);
  });
});

describe("a denial that someone or something had any part in the act the other statement gives them", () => {
  // A person named with a capital is told as absent (0.23.0); others as denied.
  const absences: ReadonlyArray<readonly [string, string, string]> = [
    [
      "My neighbour Brian drove me to the hospital in his own car.",
      "An ambulance took me to the hospital; Brian never showed up.",
      "absent_person",
    ],
    // Since 0.33.0 "un mecánico" is a trade, and a brother-in-law is not one: the two doers are the finding.
    [
      "El que me cambió la rueda fue mi cuñado Rafa.",
      "La rueda me la cambió un mecánico de la grúa; a Rafa ni lo vi ese día.",
      "role_mismatch",
    ],
    [
      "El que me cambió la rueda fue mi cuñado Rafa.",
      "La rueda me la cambió un chaval de la grúa; a Rafa ni lo vi ese día.",
      "negated_statement",
    ],
    [
      "Quem trocou a fechadura foi o senhorio.",
      "A fechadura foi trocada por um serralheiro; o senhorio nem apareceu.",
      "negated_statement",
    ],
    [
      "Den Kuchen für die Feier hat meine Schwester gebacken.",
      "Den Kuchen für die Feier hat die Bäckerei Krüger gebacken; meine Schwester war gar nicht da.",
      "absent_person",
    ],
    [
      "C'est mon voisin qui a éteint le feu avec son extincteur.",
      "Le feu, ce sont les pompiers qui l'ont éteint ; mon voisin n'était pas là.",
      "negated_statement",
    ],
  ];
  it.each(absences)("meets the part the other statement gives them: %s", (told, denied, code) => {
    expect(codes(told, denied)).toContain(code);
  });

  it("drops the time the denial spans, 'ce jour-là' as 'that day'", () => {
    expect(
      codes(
        "C'est mon beau-frère qui a réparé la chaudière.",
        "La chaudière, c'est quelqu'un du quartier qui l'a réparée ; mon beau-frère n'était pas là ce jour-là.",
      ),
    ).toContain("negated_statement");
    // Since 0.33.0 "le plombier" is a trade, and a brother-in-law is not one: the two doers are the finding.
    expect(
      codes(
        "C'est mon beau-frère qui a réparé la chaudière.",
        "La chaudière, c'est le plombier du quartier qui l'a réparée ; mon beau-frère n'était pas là ce jour-là.",
      ),
    ).toContain("role_mismatch");
    // With "un plombier" named as the doer (0.27.0), the two doers are the finding, which says more than the
    // denial on the same two sentences (index.ts, dedupe).
    expect(
      codes(
        "C'est mon beau-frère qui a réparé la chaudière.",
        "La chaudière, c'est un plombier qui l'a réparée ; mon beau-frère n'était pas là ce jour-là.",
      ),
    ).toContain("role_mismatch");
  });

  it("meets the other statement telling them there", () => {
    expect(
      codes("The landlord came round and apologised.", "The landlord never showed up, he sent a text."),
    ).toContain("negated_statement");
    expect(
      codes("Der Hausmeister kam am Abend noch vorbei.", "Der Hausmeister war an dem Abend gar nicht da."),
    ).toContain("absent_person");
    expect(
      codes(
        "El encargado vino a hablar conmigo y me pidió perdón.",
        "El encargado ni apareció, mandó a un chaval a decírmelo.",
      ),
    ).toContain("negated_statement");
  });

  it("stays quiet for another time, another ranked occasion, a report, or 'instead of'", () => {
    expect(
      codes(
        "A primeira vez que a encomenda chegou estragada, o gerente da loja veio pedir desculpa.",
        "Na segunda vez que a encomenda chegou estragada, o gerente da loja nem apareceu.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "In 2022 my brother Sam fixed the roof.",
        "In 2024 the roof was fixed by a builder; Sam never came.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "The landlord says Brian drove me to the hospital.",
        "An ambulance took me to the hospital; Brian never showed up.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "Instead of Brian, a taxi driver drove me to the hospital.",
        "An ambulance took me to the hospital; Brian never showed up.",
      ),
    ).toEqual([]);
  });
});

describe("a vehicle told by its make, joined to its model or kind", () => {
  it("reads 'Mercedes-Sprinter', 'Audi-SUV' and a DAF lorry as vehicles whose colours meet", () => {
    expect(
      codes(
        "Der Transporter, der mich beim Abbiegen geschnitten hat, war ein weißer Ford.",
        "Beim Abbiegen hat mich ein roter Mercedes-Sprinter geschnitten.",
      ),
    ).toContain("description_mismatch");
    expect(
      codes(
        "The lorry that blocked our drive all morning was a blue Volvo.",
        "A red DAF blocked our drive all morning.",
      ),
    ).toContain("description_mismatch");
    // White and grey may be one van seen twice.
    expect(
      codes(
        "Der Transporter, der mich beim Abbiegen geschnitten hat, war ein weißer Ford.",
        "Beim Abbiegen hat mich ein grauer Mercedes-Sprinter geschnitten.",
      ),
    ).toEqual([]);
  });
});

describe("'we' in a Spanish or Portuguese verb that opens a sentence or a clause", () => {
  it("is the speaker's telling, as 'I' is", () => {
    expect(
      codes(
        "O autocarro para Braga partiu às oito da manhã.",
        "Partimos do Porto às dez da noite e chegámos a Braga de madrugada.",
      ),
      // Since 0.22.0 "partiu" and "partimos" share a stem, so the two departures align as one act.
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:sole_)?time_mismatch$/u)]));
    expect(
      codes(
        "Estuvimos en el albergue de Irún tres semanas, mi hijo y yo.",
        "Mi hijo y yo pasamos diez días en el albergue de Irún.",
      ),
    ).toContain("duration_mismatch");
  });

  it("leaves a relative's sentence to the relative when 'we' only tells what was done to them", () => {
    expect(
      codes(
        "El entierro de mi padre fue el martes 12 de marzo de 2024.",
        "A mi padre lo enterramos el jueves 14 de marzo de 2024.",
      ),
    ).toContain("date_mismatch");
  });
});

describe("a Spanish hour told 'sobre', 'hacia' or 'a eso de', and the part of the day said before it", () => {
  const pairs: ReadonlyArray<readonly [string, string, string]> = [
    [
      "Cerramos el bar a las once y media de la mañana.",
      "Cerramos el bar ya por la tarde, a eso de las cinco.",
      "17:00",
    ],
    [
      "Nos robaron en el camping a las siete de la mañana.",
      "Nos robaron en el camping de noche, hacia las once.",
      "23:00",
    ],
  ];
  it.each(pairs)("reads the hour and its half of the day: %s", (told, other, hour) => {
    const found = detect(doc("a", told), [doc("b", other)]).findings.find(
      (finding) => finding.explanation.code === "time_mismatch",
    );
    expect(found?.explanation.params["right"]).toBe(hour);
  });

  it("keeps the small hours of a night before noon, and a night across two days without an hour", () => {
    expect(
      codes("Cerramos el bar a las dos de la madrugada.", "Cerramos el bar de noche, a eso de las dos."),
    ).toEqual([]);
    expect(
      codes("Cerramos el bar a las cinco de la tarde.", "Cerramos el bar por la tarde, sobre las cinco."),
    ).toEqual([]);
    expect(
      codes(
        "La inundación fue la noche del 3 al 4 de abril.",
        "El agua entró en casa el 4 de abril de madrugada, hacia las cuatro.",
      ),
    ).toEqual([]);
  });
});

describe("a Portuguese hour told 'por volta das' or 'lá pelas'", () => {
  it("reads it with the part of the day after it or before it", () => {
    expect(
      codes(
        "O roubo na loja aconteceu por volta das três da tarde.",
        "O roubo na loja foi às dez da noite, já a fechar.",
      ),
    ).toContain("time_mismatch");
    const found = detect(doc("a", "Passei pelo radar às 7h05 da manhã, a caminho do trabalho."), [
      doc("b", "Passei pelo radar de noite, lá pelas nove, a voltar do jantar."),
    ]).findings.find((finding) => /time_mismatch/u.test(finding.explanation.code));
    expect(found?.explanation.params["right"]).toBe("21:00");
  });

  it("leaves about twelve hours a duration", () => {
    expect(
      codes(
        "A bateria do telemóvel durou a viagem toda, umas doze horas.",
        "A bateria do telemóvel acabou em menos de duas horas.",
      ),
    ).toContain("duration_mismatch");
  });
});

describe("staying somewhere against never going there, and being outside a place", () => {
  it("meets a night spent at a place with a denial of ever going there", () => {
    expect(
      codes(
        "Passámos a noite no pavilhão da escola.",
        "Dormimos em casa da minha tia; ao pavilhão nem chegámos a ir.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "We spent the night at the leisure centre.",
        "We slept at my aunt's; we never went to the leisure centre.",
      ),
    ).toContain("negated_statement");
  });

  it("reads staying outside a place as not being in it", () => {
    expect(codes("I did not go into the garden.", "I stayed outside the garden the whole time.")).toEqual([]);
    expect(
      codes("Je ne suis pas entré dans la cour.", "Je suis resté à l'extérieur de la cour tout le temps."),
    ).toEqual([]);
  });
});

describe("cents told after the currency word", () => {
  it("reads 'twelve pounds fifty' as 12.50 and 'trente-huit euros quarante' as 38.40", () => {
    expect(codes("I paid twelve pounds fifty for the taxi.", "The taxi cost me £12.50.")).toEqual([]);
    expect(
      codes(
        "J'ai payé 38,40 € pour le colis, frais de port compris.",
        "Le colis m'a coûté trente-huit euros quarante, port compris.",
      ),
    ).toEqual([]);
    const found = detect(doc("a", "I paid twelve pounds fifty for the taxi."), [
      doc("b", "The taxi cost me £15."),
    ]).findings.find((finding) => finding.explanation.code === "money_mismatch");
    expect(found?.explanation.params["left"]).toBe("12.5");
    // A number with a unit of its own is no cents: "twenty euros 3 days ago".
    expect(codes("I paid twenty euros 3 days ago.", "I paid twenty euros.")).toEqual([]);
  });
});

describe("French 'personne' as nobody, with or without its 'ne'", () => {
  it("meets the doer the other statement names", () => {
    expect(
      codes(
        "Le moniteur a attaché mon casque avant la descente.",
        "Personne n'a attaché mon casque, et je suis parti comme ça.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "La voisine a prévenu la police tout de suite.",
        "Personne a prévenu la police, c'est moi qui ai appelé le lendemain.",
      ),
    ).toContain("negated_statement");
  });

  it("leaves 'une personne' someone", () => {
    expect(codes("Le voisin a prévenu la police.", "Une personne a prévenu la police.")).toEqual([]);
  });
});
