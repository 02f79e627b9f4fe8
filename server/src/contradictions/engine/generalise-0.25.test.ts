import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** The findings for two statements. */
const findings = (focus: string, other: string) => detect(doc("a", focus), [doc("b", other)]).findings;

/** Engine 0.25.0. The sentences here are our own, not the sets'. */
describe("what one statement says was gone without", () => {
  it("meets the other statement having it or doing it, in each language", () => {
    expect(
      codes(
        "The warden handed me a visitor badge at the gate.",
        "I walked round the site without a badge all day.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "El fontanero me dejó la factura encima de la mesa.",
        "El fontanero se fue sin factura, sin nada.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("A enfermeira pôs-me a pulseira logo à entrada.", "Fui atendida sem pulseira nenhuma."),
    ).toContain("negated_statement");
    expect(
      codes("Der Hund trug ein rotes Halsband mit Marke.", "Der Hund lief ohne Halsband über die Straße."),
    ).toContain("negated_statement");
    expect(
      codes("J'ai pris le ticket à la borne du parking.", "Je suis sorti du parking sans ticket."),
    ).toContain("negated_statement");
  });

  it("reads a verb after 'without' as the act not done", () => {
    expect(
      codes(
        "The inspector knocked twice before he came in.",
        "The inspector came straight in without knocking.",
      ),
    ).toContain("negated_statement");
    expect(codes("Le livreur a frappé à la porte.", "Le livreur a déposé le colis sans frapper.")).toContain(
      "negated_statement",
    );
  });

  it("is no conflict when both go without it", () => {
    expect(
      codes("Mi hijo salió sin abrigo esa mañana.", "Esa mañana el niño no llevaba abrigo, iba sin abrigo."),
    ).not.toContain("negated_statement");
  });

  it("is no conflict when the other side tells the thing lost, stolen, gone or lacking", () => {
    expect(
      codes(
        "La casa estuvo sin calefacción toda la semana.",
        "La casa careció de calefacción toda la semana.",
      ),
    ).not.toContain("negated_statement");
    expect(
      codes("Me quedé sin cartera en el tren.", "La cartera desapareció en el tren de Vigo."),
    ).not.toContain("negated_statement");
    expect(codes("We were without power for a day.", "The power was off from Monday night.")).not.toContain(
      "negated_statement",
    );
  });

  it("is no conflict when the other side denies something too", () => {
    expect(
      codes("Eu estava sem luvas quando cortei o dedo.", "As luvas estavam no bolso, não nas mãos."),
    ).not.toContain("negated_statement");
  });

  it("is no conflict for a habit against one day, but 'as always' tells the day", () => {
    expect(codes("Siempre le pongo el bozal al perro.", "Ese día el perro salió sin bozal.")).not.toContain(
      "negated_statement",
    );
    expect(
      codes("Esa tarde le puse el bozal al perro, como siempre.", "Esa tarde el perro salió sin bozal."),
    ).toContain("negated_statement");
  });

  it("is no conflict for a supposition or a change", () => {
    expect(
      codes("Sans le gilet, il serait tombé à l'eau.", "Il portait le gilet orange du club."),
    ).not.toContain("negated_statement");
    expect(
      codes(
        "Sans effet de levier, la rentabilité du fonds serait d'environ deux pour cent.",
        "L'effet de levier modifie la rentabilité du fonds.",
      ),
    ).not.toContain("negated_statement");
    expect(
      codes("Im Januar ging ich noch mit Krücken.", "Im März ging ich schon ohne Krücken."),
    ).not.toContain("negated_statement");
    expect(
      codes("When I started at the gym I used a stick.", "By then I was walking without a stick."),
    ).not.toContain("negated_statement");
  });
});

describe("one thing told in opposite states", () => {
  it("meets open and shut, on and off, awake and asleep, dry and wet, in each language", () => {
    expect(
      codes(
        "The fire door at the back was shut all evening.",
        "The fire door at the back was open all evening.",
      ),
    ).toContain("antonym_pair");
    expect(
      codes("La estufa del salón estaba encendida.", "La estufa del salón estaba apagada cuando entré."),
    ).toContain("antonym_pair");
    expect(
      codes("O bebé estava acordado no berço.", "O bebé estava a dormir no berço, sossegado."),
    ).toContain("antonym_pair");
    expect(
      codes("Der Fliesenboden im Bad war trocken.", "Der Fliesenboden im Bad war nass vom Duschen."),
    ).toContain("antonym_pair");
    expect(
      codes("Le réservoir de la tondeuse était plein.", "Le réservoir de la tondeuse était vide."),
    ).toContain("antonym_pair");
  });

  it("names the two states as written", () => {
    const [finding] = findings(
      "Die Schranke am Bahnübergang war geschlossen.",
      "Die Schranke am Bahnübergang war offen, ganz sicher.",
    ).filter((found) => found.explanation.code === "antonym_pair");
    expect(finding?.type).toBe("antonym");
    expect(finding?.explanation.params).toMatchObject({ left: "geschlossen", right: "offen" });
  });

  it("is no conflict for two different things, or for words the things do not share", () => {
    expect(codes("The kitchen door was shut.", "The kitchen window was open.")).not.toContain("antonym_pair");
    expect(codes("El tren de ida iba casi vacío.", "El de vuelta, el del lunes, iba lleno.")).not.toContain(
      "antonym_pair",
    );
  });

  it("is no conflict when a denial may be of the doer, or for a habit", () => {
    expect(
      codes("La puerta del garaje no estaba cerrada.", "La puerta del garaje estaba abierta."),
    ).not.toContain("antonym_pair");
    expect(
      codes(
        "It was the caretaker who opened the hall.",
        "It wasn't the caretaker who opened the hall, it was me.",
      ),
    ).not.toContain("antonym_pair");
    expect(
      codes(
        "A porta da loja está sempre fechada à hora de almoço.",
        "Nesse dia a porta da loja estava aberta.",
      ),
    ).not.toContain("antonym_pair");
  });

  it("is no conflict for the second of two things", () => {
    expect(codes("The first tank was full.", "The second tank was empty.")).not.toContain("antonym_pair");
  });
});

describe("a range or an alternative told in words, and a habit of most mornings", () => {
  it("is no value of its own", () => {
    expect(
      codes(
        "That evening I walked two or three kilometres.",
        "That evening I'd walked 2.5 km before I fell.",
      ),
    ).toEqual([]);
    expect(codes("La vecina cuida a tres o cuatro críos.", "En casa de la vecina hay tres críos.")).toEqual(
      [],
    );
    expect(codes("Ce soir-là, on était six ou sept à table.", "Ce soir-là, on était sept à table.")).toEqual(
      [],
    );
  });

  it("keeps a single amount in words", () => {
    expect(
      codes("That evening I walked three kilometres.", "That evening I'd walked 5 km before I fell."),
    ).toContain("quantity_mismatch");
  });

  it("tells what happens most mornings as a habit", () => {
    expect(
      codes("I swim a kilometre most mornings.", "That morning I had swum 2.4 km before it happened."),
    ).toEqual([]);
  });
});
