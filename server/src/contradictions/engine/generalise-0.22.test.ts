import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";
import { analyseSentence } from "./sentence.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Whether "on" (at `at`) is read as the speaker. */
const onIsSpeaker = (text: string, at = 0): boolean =>
  analyseSentence(0, 0, text, 0, "fr").subjects.some(
    (subject) => subject.start === at && subject.key === "author",
  );

/** Engine 0.22.0. The sentences here are our own, not the sets'. */
describe("French 'on' as 'we'", () => {
  it("reads 'on' before a verb as the speaker, and 'on m'a', 'on l'a', 'on dit' as someone else", () => {
    expect(onIsSpeaker("On était attachés à la corde.")).toBe(true);
    expect(onIsSpeaker("On n'a rien trouvé dans la cave.")).toBe(true);
    expect(onIsSpeaker("Ce jour-là on y était tous.", 11)).toBe(true);
    expect(onIsSpeaker("On m'a pris mon portefeuille.")).toBe(false);
    expect(onIsSpeaker("On nous a dit de partir.")).toBe(false);
    expect(onIsSpeaker("Au village, on l'a enterré le lendemain.", 12)).toBe(false);
    expect(onIsSpeaker("Au village, on dit que le pont est fermé.", 12)).toBe(false);
    expect(onIsSpeaker("Le maçon, on le voyait de loin.", 10)).toBe(false);
    expect(onIsSpeaker("Il faut que Léon parte.", 13)).toBe(false);
  });

  it("meets our own denial with our own telling", () => {
    expect(
      codes(
        "On portait tous un casque sur le chantier.",
        "On ne portait pas de casque, personne n'en avait.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("Ce soir-là, on a vu des sangliers près du ruisseau.", "Ce soir-là, on n'a pas vu de sangliers."),
    ).toContain("negated_statement");
  });

  it("lets values told with 'on' still meet values told of no one in particular", () => {
    // "On a payé" may be anyone's payment: it meets "le loyer était de…".
    expect(
      codes(
        "Le loyer du garage était de 300 euros par mois.",
        "Pour le garage, on a payé 450 euros par mois.",
      ),
    ).toContain("money_mismatch");
  });
});

describe("a clause's own time", () => {
  it("dates a denied clause by what is said up to its end, not by a later clause's date", () => {
    expect(
      codes(
        "O senhorio devolveu-me o depósito no dia em que entreguei as chaves.",
        "O senhorio nunca me devolveu o depósito; reclamei em 2022 e continuo à espera.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "Den Zaun habe ich selbst gebaut.",
        "Den Zaun habe ich nicht gebaut, der stand schon, als wir 1998 eingezogen sind.",
      ),
    ).toContain("negated_statement");
  });

  it("still keeps apart a denial and a telling dated apart in their own clauses", () => {
    expect(
      codes(
        "Im Mai 2019 habe ich den Zaun selbst gebaut.",
        "Im Mai 2017 habe ich den Zaun nicht gebaut, da war ich noch im Ausland.",
      ),
    ).not.toContain("negated_statement");
  });
});

describe("Spanish and Portuguese verbs in any tense", () => {
  it("meets a denial with the same act told in another tense (Snowball stems)", () => {
    expect(
      codes(
        "La enfermera sujetaba la vía mientras yo firmaba.",
        "Nadie me sujetó la vía; la tuve que sujetar yo solo.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "O vizinho segurava a escada quando eu subi ao telhado.",
        "Ninguém me segurou a escada, subi sozinho ao telhado.",
      ),
    ).toContain("negated_statement");
  });

  it("keeps short stems apart ('levar' is not 'leve')", () => {
    expect(
      codes("O carteiro levou a encomenda de volta.", "A encomenda não era leve, pesava vinte quilos."),
    ).toEqual([]);
  });
});

describe("a clause that is the speaker's only for 'my' or 'our'", () => {
  it("meets a denial of the same act told of someone else", () => {
    expect(
      codes(
        "The man who knocked on our door that evening was Darren from the garage.",
        "It wasn't Darren that knocked on the door that evening, it was his brother.",
      ),
    ).toContain("negated_statement");
  });

  it("joins a cleft's denial to the act it names after 'who' or 'quien'", () => {
    expect(
      codes(
        "The man who knocked on our door that evening was Darren from the garage.",
        "It wasn't Darren who knocked on the door that evening, it was his brother.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "El que abrió la verja aquella noche fue Manolo, el del taller.",
        "No fue Manolo quien abrió la verja aquella noche, fue su primo.",
      ),
    ).toContain("negated_statement");
  });

  it("reads 'my' or 'our' before the clause alike", () => {
    expect(
      codes(
        "Dans notre parking, deux voitures ont brûlé.",
        "Dans le parking, aucune voiture n'a brûlé, juste une poubelle.",
      ),
    ).toContain("negated_statement");
  });

  it("keeps the speaker's own act apart from someone else's denial", () => {
    expect(
      codes(
        "I knocked on our neighbour's door that evening.",
        "Darren never knocked on the neighbour's door that evening.",
      ),
    ).toEqual([]);
  });
});

describe("corrections with no article and of what 'it' is", () => {
  it("reads 'keine Mütze' and 'nada de chaqueta' as corrections", () => {
    expect(
      codes("Der Fahrer hatte eine blaue Mütze auf.", "Der Fahrer trug einen grauen Helm, keine Mütze."),
    ).toContain("negated_statement");
    expect(
      codes(
        "El repartidor llevaba una chaqueta roja.",
        "El repartidor llevaba un chaleco amarillo, nada de chaqueta.",
      ),
    ).toContain("negated_statement");
  });

  it("meets 'it's a B, not an A' with the other side saying it is an A", () => {
    expect(
      codes(
        "Das Fahrrad aus dem Keller ist ein Peugeot.",
        "Es ist ein Gazelle, kein Peugeot; das steht auch auf dem Rahmen.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "The van that hit the wall was a Vauxhall.",
        "It was a Renault, not a Vauxhall, I saw the badge.",
      ),
    ).toContain("negated_statement");
  });

  it("does not meet it with a mere mention of the corrected word", () => {
    expect(
      codes("I bought the bike at the Peugeot dealer in town.", "It's a Gazelle, not a Peugeot."),
    ).toEqual([]);
  });
});

describe("more feasts", () => {
  it("knows Carnival Saturday, Corpus and the spring bank holiday", () => {
    // Carnival Saturday 2025 was 1 March; Corpus Christi 2025 was 19 June.
    expect(
      codes(
        "O assalto foi no sábado de carnaval de 2025, na rua da praia.",
        "O assalto foi no dia 8 de março de 2025, na rua da praia.",
      ),
    ).toContain("date_mismatch");
    expect(
      codes(
        "Firmé el contrato de alquiler el día del Corpus de 2025.",
        "Firmé el contrato de alquiler el lunes 9 de junio de 2025.",
      ),
    ).toContain("date_mismatch");
    expect(
      codes(
        "Firmé el contrato de alquiler el día del Corpus de 2025.",
        "Firmé el contrato de alquiler el jueves 19 de junio de 2025.",
      ),
    ).toEqual([]);
    // The spring bank holiday of 2024 was Monday 27 May.
    expect(
      codes(
        "I collected the keys on the spring bank holiday 2024.",
        "I collected the keys on Monday 20 May 2024.",
      ),
    ).toContain("date_mismatch");
    expect(
      codes(
        "I collected the keys on the spring bank holiday 2024.",
        "I collected the keys on Monday 27 May 2024.",
      ),
    ).toEqual([]);
  });
});

describe("French children and hesitations", () => {
  it("counts children without reading 'enfant' as childhood", () => {
    expect(
      codes(
        "Trois enfants du centre aéré ont été piqués par des guêpes.",
        "Au centre aéré, un seul enfant a été piqué par une guêpe.",
      ),
    ).toContain("number_mismatch");
    // Childhood is still a time of its own.
    expect(codes("Étant enfant, j'avais deux chiens.", "Aujourd'hui j'ai trois chiens.")).toEqual([]);
  });

  it("does not take a hesitation at the start of a sentence for a name", () => {
    const named = (text: string) => analyseSentence(0, 0, text, 0, "fr").named.map((mention) => mention.key);
    expect(named("Euh, deux voitures étaient garées devant.")).toEqual([]);
    expect(named("Bah, on était trois dans la voiture.")).toEqual([]);
    expect(
      codes("Euh, deux voisins ont appelé les pompiers.", "Un seul voisin a appelé les pompiers, Marc."),
    ).toContain("number_mismatch");
  });
});

describe("one, said as one", () => {
  it("counts 'un X, uno solo', 'um X de Y só' and 'ein einzelner X' as one", () => {
    expect(
      codes("En la pelea rompieron tres vasos.", "En la pelea se rompió un vaso, uno solo, el mío."),
    ).toContain("number_mismatch");
    expect(
      codes("Na obra caíram duas telhas de barro.", "Na obra caiu uma telha de barro só, lá do canto."),
    ).toContain("number_mismatch");
    expect(codes("Drei Katzen saßen im Keller.", "Im Keller saß nur eine einzelne Katze.")).toContain(
      "number_mismatch",
    );
  });

  it("leaves an article that counts nothing alone", () => {
    expect(codes("En la pelea rompieron tres vasos.", "En la pelea se rompió un vaso y una silla.")).toEqual(
      [],
    );
  });
});

describe("the speaker alone, or with just one other", () => {
  it("counts being alone as one and 'just me and X' as two against 'N of us'", () => {
    expect(
      codes(
        "Na traineira éramos cinco pescadores naquela noite.",
        "Na traineira estava eu sozinho naquela noite, mais ninguém.",
      ),
    ).toContain("number_mismatch");
    expect(
      codes("Wir waren zu viert auf dem Dachboden.", "Auf dem Dachboden war ich ganz allein."),
    ).toContain("number_mismatch");
    expect(
      codes(
        "On était quatre dans la cuisine quand le feu a pris.",
        "J'étais toute seule dans la cuisine quand le feu a pris.",
      ),
    ).toContain("number_mismatch");
    expect(codes("There were six of us in the van.", "In the van it was just me and my cousin.")).toContain(
      "number_mismatch",
    );
  });

  it("leaves being left alone, not being alone, and what usually is", () => {
    expect(codes("There were six of us in the van.", "In the van they left me alone after that.")).toEqual(
      [],
    );
    expect(codes("Wir waren zu viert auf dem Dachboden.", "Auf dem Dachboden war ich nicht allein.")).toEqual(
      [],
    );
    expect(
      codes(
        "Le soir de l'accident, j'étais seule à l'accueil.",
        "D'habitude, le soir, on est trois à l'accueil.",
      ),
    ).toEqual([]);
  });
});

describe("a year of birth against an age at a dated time", () => {
  it("finds an age that the years do not allow", () => {
    expect(
      codes(
        "Nací en 1996, en un pueblo cerca de Jinotega.",
        "Cuando me detuvieron, en 2020, tenía diecinueve años.",
      ),
    ).toContain("age_birth_mismatch");
    expect(
      codes("When the flood took our house in 2019 I was thirty.", "I was born in 1995 in Sylhet."),
    ).toContain("age_birth_mismatch");
    // With both months told, the age is exact: born in October 2000, in March 2020 one is 19.
    expect(
      codes("Je suis né en octobre 2000.", "En mars 2020, quand je suis parti, j'avais vingt ans."),
    ).toContain("age_birth_mismatch");
  });

  it("allows the birthday not yet come, and leaves an age with no year or two years", () => {
    expect(codes("Nací en 1996.", "Cuando me detuvieron, en 2020, tenía veintitrés años.")).toEqual([]);
    expect(codes("Nací en 1996.", "Cuando me detuvieron, en 2020, tenía veinticuatro años.")).toEqual([]);
    expect(
      codes("Je suis né en octobre 2000.", "En mars 2020, quand je suis parti, j'avais dix-neuf ans."),
    ).toEqual([]);
    expect(codes("Nací en 1996.", "Cuando me detuvieron tenía diecinueve años.")).toEqual([]);
    expect(
      codes("Nací en 1996.", "Llegué en 2015 y, cuando me detuvieron en 2020, tenía diecinueve años."),
    ).toEqual([]);
    expect(
      codes("Nací en 1996.", "Cuando detuvieron a mi hermano, en 2020, yo tenía diecinueve años."),
    ).toContain("age_birth_mismatch");
    // An age in months is no age in years.
    expect(codes("Mi hija nació en 2020.", "En 2020, cuando nos mudamos, mi hija tenía seis meses.")).toEqual(
      [],
    );
    // Someone else's age is not the speaker's.
    expect(codes("Nací en 1996.", "Cuando detuvieron a mi hermano, en 2020, tenía diecinueve años.")).toEqual(
      [],
    );
  });
});
