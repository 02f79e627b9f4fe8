import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** The findings for two statements. */
const findings = (focus: string, other: string) => detect(doc("a", focus), [doc("b", other)]).findings;

/** Engine 0.24.0. The sentences here are our own, not the sets'. */
describe("the speaker stressed as the doer", () => {
  it("meets another doer of the same act on the other side, in each language", () => {
    expect(
      codes(
        "It was my brother-in-law who booked the minicab.",
        "Honestly, I booked the minicab myself from the office phone.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes("La que firmó el albarán fue mi cuñada, Remedios.", "Yo misma firmé el albarán en la puerta."),
    ).toContain("role_mismatch");
    expect(
      codes("Quem pagou a multa foi o meu genro.", "Paguei eu a multa, no balcão dos correios."),
    ).toContain("role_mismatch");
    expect(
      codes(
        "Die Kündigung hat meine Schwiegertochter abgeschickt.",
        "Die Kündigung habe ich selber abgeschickt, per Einschreiben.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "C'est ma belle-fille qui a rempli le constat.",
        "J'ai rempli le constat moi-même, sur le capot.",
      ),
    ).toContain("role_mismatch");
  });

  it("names the speaker's own words in the finding", () => {
    const [finding] = findings(
      "Den Antrag hat mein Schwager ausgefüllt.",
      "Den Antrag habe ich selbst ausgefüllt, am Küchentisch.",
    ).filter((found) => found.explanation.code === "role_mismatch");
    expect(finding?.type).toBe("identity");
    expect(finding?.explanation.params).toMatchObject({ left: "mein Schwager", right: "ich selbst" });
  });

  it("reads German 'selbst' before the object as the speaker's own", () => {
    expect(
      codes("Den Notruf hat meine Nachbarin gewählt.", "Ich habe selbst den Notruf gewählt, vom Festnetz."),
    ).toContain("role_mismatch");
  });

  it("reads a German object with its complement before the verb", () => {
    expect(
      codes(
        "Die Vollmacht für das Konto hat meine Tochter unterschrieben.",
        "Die Vollmacht habe ich selber unterschrieben, beim Notar.",
      ),
    ).toContain("role_mismatch");
  });

  it("reads who was the one named before a comma or taken up by a pronoun", () => {
    expect(
      codes(
        "My foreman, Dermot, was the one who reported the fall to the site office.",
        "I reported the fall to the site office myself.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "The supervisor, Ngozi, she was the one who reported the fall to the site office.",
        "I reported the fall to the site office myself.",
      ),
    ).toContain("role_mismatch");
  });

  it("meets the speaker's own denial that they were the doer", () => {
    expect(
      codes("It wasn't me who cancelled the booking.", "I cancelled the booking myself, online."),
    ).toContain("role_mismatch");
    expect(codes("Não fui eu que desliguei o alarme.", "Desliguei eu mesma o alarme da loja.")).toContain(
      "role_mismatch",
    );
    // Anyone else may have done it.
    expect(
      codes("It wasn't me who cancelled the booking.", "It was my wife who cancelled the booking."),
    ).not.toContain("role_mismatch");
  });

  it("does not read a reflexive, a denial, a preposition's object or a bare act as the speaker doing it", () => {
    // "Myself" as the object.
    expect(codes("It was my cousin who locked the van.", "I locked myself out of the van.")).not.toContain(
      "role_mismatch",
    );
    // "By myself": alone, not instead of someone.
    expect(codes("It was my cousin who carried the boxes.", "I carried the boxes by myself.")).not.toContain(
      "role_mismatch",
    );
    // A denial of one's own act.
    expect(
      codes("It was my cousin who turned off the water.", "I didn't turn off the water myself."),
    ).not.toContain("role_mismatch");
    // One word of an act says nothing of which act.
    expect(codes("C'est ma femme qui a vu l'homme.", "Je l'ai vu moi-même.")).not.toContain("role_mismatch");
  });
});

describe("the speaker's own 'I never touched it'", () => {
  it("meets any act of the speaker's on the same thing", () => {
    expect(
      codes(
        "J'ai fermé la vanne d'eau avant de sortir.",
        "La vanne, j'y ai pas touché ; c'est le plombier qui l'a fermée.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("Ich hab den Stecker gezogen.", "Den Stecker hab ich nicht angefasst, ich bin gleich raus."),
    ).toContain("negated_statement");
  });

  it("does not meet what the speaker only saw, or another's act", () => {
    expect(
      codes(
        "J'ai vu la vanne d'eau en sortant.",
        "La vanne, j'y ai pas touché ; c'est le plombier qui l'a fermée.",
      ),
    ).not.toContain("negated_statement");
    expect(
      codes("Le plombier a fermé la vanne.", "La vanne, j'y ai pas touché, j'étais au travail."),
    ).not.toContain("negated_statement");
  });

  it("reads 'ni la tocaron' as a denial that they did anything to it", () => {
    expect(
      codes(
        "Se llevaron la moto de mi hijo del garaje.",
        "Lo que se llevaron fue la bici; la moto ni la tocaron.",
      ),
    ).toContain("negated_statement");
  });
});

describe("a bound told with 'did not pass'", () => {
  it("is an upper bound", () => {
    expect(
      codes(
        "El agua llegaba hasta la tapia, a unos trescientos metros del río.",
        "El agua no pasaba de quince metros desde el río.",
      ),
    ).toContain("quantity_mismatch");
    expect(
      codes("La file faisait bien deux cents mètres.", "La file ne dépassait pas trente mètres."),
    ).toContain("quantity_mismatch");
    // Within the bound.
    expect(
      codes("La file faisait bien vingt mètres.", "La file ne dépassait pas trente mètres."),
    ).not.toContain("quantity_mismatch");
  });
});

describe("one's own entry", () => {
  it("is the speaker's telling, not someone else's report", () => {
    expect(
      codes(
        "Die Schadensmeldung für das Fahrrad hab ich selber ins System eingetragen.",
        "Die Schadensmeldung hat mein Schwiegersohn ins System eingetragen.",
      ),
    ).toContain("role_mismatch");
  });
});

describe("a relative who stayed behind against one who went along", () => {
  it("meets the two tellings in each language", () => {
    expect(
      codes(
        "My sister stayed behind in Kassala with our aunt.",
        "My sister crossed the border with me at Galabat.",
      ),
    ).toContain("stayed_or_went");
    expect(
      codes(
        "Mi tío se quedó en Cúcuta con los animales.",
        "Mi tío vino conmigo hasta Quito, en el mismo bus.",
      ),
    ).toContain("stayed_or_went");
    expect(
      codes("A minha avó ficou em Pemba, na casa dela.", "A minha avó fugiu connosco de barco até Nampula."),
    ).toContain("stayed_or_went");
    expect(
      codes("Meine Mutter ist in Kundus geblieben.", "Meine Mutter hat mich bis nach Teheran begleitet."),
    ).toContain("stayed_or_went");
    expect(
      codes(
        "Mon cousin est resté à Bunia chez ses parents.",
        "Mon cousin est parti avec moi de Bunia jusqu'à Kampala.",
      ),
    ).toContain("stayed_or_went");
  });

  it("names the relative as written, in lower case where a possessive opens it", () => {
    const [finding] = findings(
      "My sister stayed behind in Kassala with our aunt.",
      "My sister crossed the border with me at Galabat.",
    ).filter((found) => found.explanation.code === "stayed_or_went");
    expect(finding?.explanation.params).toMatchObject({ person: "my sister" });
  });

  it("does not read staying with the speaker as staying behind, nor meet two relatives", () => {
    expect(
      codes("Mon cousin est resté avec moi tout le voyage.", "Mon cousin est parti avec moi de Bunia."),
    ).not.toContain("stayed_or_went");
    expect(
      codes("My sister stayed behind in Kassala.", "My brother crossed the border with me."),
    ).not.toContain("stayed_or_went");
  });
});
