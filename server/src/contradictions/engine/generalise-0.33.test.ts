import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.33.0. The sentences here are our own, not the sets'. */
describe("a topic of three or four words taken up by the clause after it", () => {
  it("joins the topic to a clause that opens with its own subject or a denial", () => {
    expect(
      codes(
        "J'ai vérifié une par une les bouteilles de gaz des caravanes.",
        "Les bouteilles de gaz des caravanes, je ne les ai pas vérifiées.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "Le soir de la fête, j'ai vérifié les bouteilles de gaz des camping-cars.",
        "Les bouteilles de gaz des camping-cars, le soir de la fête, je ne les ai pas vérifiées.",
      ),
    ).toContain("negated_statement");
  });
});

describe("two trades for the one who did it", () => {
  it("sets apart an electrician and a security guard, a plumber and a nurse", () => {
    expect(
      codes(
        "The one who switched off the fountain was an electrician.",
        "It was a security guard who switched off the fountain.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "Quem fechou o portão da escola foi um canalizador.",
        "O portão da escola foi fechado por uma enfermeira.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "C'est le plombier qui a coupé l'eau de l'immeuble.",
        "L'eau de l'immeuble a été coupée par une infirmière.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "Der Mann, der das Tor aufgesperrt hat, war ein Elektriker.",
        "Es war ein Polizist, der das Tor aufgesperrt hat.",
      ),
    ).toContain("role_mismatch");
  });

  it("sets a trade apart from the speaker and from family", () => {
    expect(codes("El que cerró la bodega fue el mecánico.", "La bodega la cerré yo, nadie más.")).not.toEqual(
      [],
    );
    expect(
      codes(
        "The one who switched off the fountain was my cousin.",
        "It was an electrician who switched off the fountain.",
      ),
    ).toContain("role_mismatch");
  });

  it("keeps a trade beside a neighbour or a stranger, who may hold it", () => {
    expect(
      codes(
        "The one who switched off the fountain was my neighbour.",
        "It was the electrician who switched off the fountain.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "The one who switched off the fountain was a complete stranger.",
        "It was an electrician who switched off the fountain.",
      ),
    ).toEqual([]);
  });

  it("reads a word about the trade before the name after it", () => {
    expect(
      codes(
        "El que me ayudó con la camilla fue Rigoberto.",
        "Con la camilla me ayudó una enfermera nueva, Yamilé.",
      ),
    ).not.toEqual([]);
  });
});

describe("the English passive with an irregular participle or a particle", () => {
  it("reads the doer after 'was set off by', 'was shut by'", () => {
    expect(
      codes("The alarm was set off by my brother.", "It was my neighbour who set off the alarm."),
    ).toContain("role_mismatch");
    expect(
      codes("The side gate was shut by my son.", "It was my daughter who shut the side gate."),
    ).toContain("role_mismatch");
  });
});

describe("a correction that names who did not do it", () => {
  it("meets the one the other statement names as the doer", () => {
    expect(
      codes(
        "C'est Mme Ferrand qui rangeait les chaises après la kermesse.",
        "C'est le trésorier de l'amicale qui rangeait les chaises après la kermesse, pas Mme Ferrand.",
      ),
    ).toContain("doer_denied");
    expect(
      codes(
        "The parcels were signed for by Mr Okafor.",
        "It was the night porter who signed for the parcels, not Mr Okafor.",
      ),
    ).toContain("doer_denied");
  });

  it("leaves another doer, and what is no doer, alone", () => {
    expect(
      codes(
        "C'est M. Lenoir qui rangeait les chaises après la kermesse.",
        "C'est le trésorier de l'amicale qui rangeait les chaises après la kermesse, pas Mme Ferrand.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "It was Mr Okafor who signed for the parcels.",
        "It was the night porter who signed for the parcels, not Mr Okafor's assistant.",
      ),
    ).not.toContain("doer_denied");
  });
});

describe("the one who did it, told with an age and with a year of birth", () => {
  /** The codes of two statements uploaded on 25 November 2026. */
  const told = (focus: string, other: string): string[] =>
    detect(doc("a", focus, { toldBy: "2026-11-25" }), [
      doc("b", other, { toldBy: "2026-11-25" }),
    ]).findings.map((finding) => finding.explanation.code);

  it("sets an age beyond what the year of birth allows by the telling apart", () => {
    expect(
      told(
        "The woman who fainted in the lift was aged eighty-two.",
        "The woman who fainted in the lift was born in 1990.",
      ),
    ).toContain("age_beyond_telling");
    expect(
      told(
        "La señora que perdió el bolso en el andén tenía ochenta años.",
        "La que perdió el bolso en el andén era una chica nacida en 2003.",
      ),
    ).toContain("age_beyond_telling");
  });

  it("reads the age of a dated telling in its year", () => {
    expect(
      told(
        "La señora que perdió el bolso en el andén en 2019 tenía ochenta años.",
        "La señora que perdió el bolso en el andén nació en 1990.",
      ),
    ).toContain("age_birth_mismatch");
  });

  it("keeps a young age and an old year of birth apart from a conflict (the telling may be old)", () => {
    expect(
      told(
        "The woman who fainted in the lift was aged nineteen.",
        "The woman who fainted in the lift was born in 1960.",
      ),
    ).toEqual([]);
    expect(
      told(
        "In 2018 the cyclist who hit my car was a man aged twenty-three.",
        "The cyclist who hit my car was born in 1995.",
      ),
    ).toEqual([]);
  });
});

describe("who did it, told in spoken English", () => {
  it("reads a cleft with no 'who' before a past tense", () => {
    expect(
      codes(
        "The one who let me into the boiler room was the caretaker himself.",
        "It was the head teacher, Mrs Pryce, let me into the boiler room.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes("The one who found the leak was the cleaner, Doreen.", "It was me found the leak, first thing."),
    ).toContain("role_mismatch");
  });

  it("keeps 'it was' before what is no doer alone", () => {
    expect(
      codes(
        "The one who found the leak was the cleaner, Doreen.",
        "It was Tuesday, found the leak by the sink.",
      ),
    ).toEqual([]);
  });

  it("leaves a time word of a later clause out of the act's time", () => {
    expect(
      codes(
        "The one who smashed the hatch was a tall man I had never seen before.",
        "It was Kyle who smashed the hatch, I have known him since he was nine.",
      ),
    ).toContain("role_mismatch");
  });
});

describe("verbs that name one act", () => {
  it("meets a denial told with another verb of the act", () => {
    expect(codes("J'ai contrôlé la porte du local à vélos.", "Je n'ai pas vérifié la porte.")).toContain(
      "negated_statement",
    );
    expect(codes("Revisé la puerta del almacén con la linterna.", "No comprobé la puerta.")).toContain(
      "negated_statement",
    );
    expect(
      codes("Ich habe die Tür mit dem Schlüssel kontrolliert.", "Ich habe die Tür nicht geprüft."),
    ).toContain("negated_statement");
  });

  it("keeps another act apart", () => {
    expect(codes("J'ai contrôlé la porte du local à vélos.", "Je n'ai pas repeint la porte.")).toEqual([]);
    expect(codes("I passed out after giving blood.", "I never passed the exam.")).toEqual([]);
  });
});
