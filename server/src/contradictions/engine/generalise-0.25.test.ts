import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

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
