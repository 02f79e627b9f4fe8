import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** The types of the findings for two statements. */
const types = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.type);

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

describe("a statement's one sum, distance or duration", () => {
  it("meets the other statement's one of the same kind when they share a word of what it was for", () => {
    expect(
      codes(
        "The bill came to £212.60 with the service charge on top.",
        "I saw the total on the card machine: a hundred and twenty-six pounds, service and all.",
      ),
    ).toContain("money_mismatch");
    expect(
      codes(
        "La multa que me pusieron era de 200 euros.",
        "Pagué la multa en el banco, ochenta euros, y me olvidé del asunto.",
      ),
    ).toContain("money_mismatch");
    expect(
      types(
        "They put us off the coach and I had to walk the last three miles home.",
        "The coach dropped me a hundred yards from my front door.",
      ),
    ).toContain("distance");
    expect(
      types(
        "Wir haben an dem Abend drei Stunden auf den Abschleppwagen gewartet.",
        "Der Abschleppwagen brauchte zwanzig Minuten bis zu uns, ich hab auf die Uhr geschaut.",
      ),
    ).toContain("duration");
  });

  it("does not meet sums for two things, two times or another of a kind", () => {
    // Paying says nothing of what for.
    expect(codes("I paid 300 euros for the car.", "I paid 50 euros for the repair.")).toEqual([]);
    // Two months, and before against now.
    expect(
      codes("The gym took £30 from my account in February.", "In March the gym took £45 from my account."),
    ).toEqual([]);
    expect(
      codes(
        "In meiner früheren Wohnung betrug die Miete 520 Euro.",
        "Für die jetzige Wohnung zahle ich 690 Euro Miete.",
      ),
    ).toEqual([]);
    // That job and the next one.
    expect(codes("I stayed in that job for 6 months.", "I stayed in the next job for 3 years.")).toEqual([]);
    // Someone else's claims.
    expect(
      codes(
        "Dermot's telling everyone I only did five days on the driveway.",
        "I worked eleven days on that driveway, all told.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "My client was paid £9 an hour.",
        "The employer's letter asserts that my client was paid £11.50 an hour.",
      ),
    ).toEqual([]);
  });

  it("meets one count of the same kind of thing on each side, not what is usual against what was", () => {
    expect(
      types(
        "Ich wurde in Mossul dreimal festgenommen.",
        "Festgenommen hat man mich nur ein einziges Mal, nach einer Demonstration in Mossul.",
      ),
    ).toContain("number");
    expect(
      codes(
        "On the night of the flood I was alone in the pump house.",
        "Normally there are three of us in the pump house, but two were off.",
      ),
    ).toEqual([]);
  });

  it("does not take a town both name for what the amount was of", () => {
    expect(
      codes(
        "Von Teheran bin ich mit dem Bus nach Istanbul gefahren; die Fahrt hat zwei Tage gedauert.",
        "In Istanbul habe ich acht Monate in einer Näherei gearbeitet.",
      ),
    ).toEqual([]);
  });

  it("does not read a distance told by no one as the person's", () => {
    expect(
      codes(
        "La maquette exposée au musée fait 2,1 mètres.",
        "Le pont a une longueur de 3 746 kilomètres, comme la maquette.",
      ),
    ).toEqual([]);
  });

  it("reads 'no more' after a value and its unit as a bound", () => {
    expect(
      codes(
        "Je suis restée arrêtée deux minutes, pas plus.",
        "J'étais arrêtée une minute et demie devant l'école.",
      ),
    ).toEqual([]);
    expect(
      types("Je suis restée arrêtée deux minutes, pas plus.", "J'étais arrêtée dix minutes devant l'école."),
    ).toContain("duration");
  });
});

describe("counts, ages and approximations in more words", () => {
  it("reads German 'zu neunt' after any verb with 'wir' as a group's size", () => {
    expect(
      types("Im Boot waren wir zu fünft.", "Im Boot saßen wir zu zwölft, den Fischer mitgezählt."),
    ).toContain("number");
  });

  it("reads an age after 'fiz agora', 'cumplí ahora', 'a eu maintenant'", () => {
    expect(types("Tenho 58 anos.", "Fiz agora 66 anos, já estou reformada.")).toContain("age");
  });

  it("reads 'para aí' and 'must have been' as about", () => {
    expect(codes("O almoço custava para aí dez euros.", "O almoço custava 9,80 €.")).toEqual([]);
    expect(
      codes(
        "There must have been sixty people on the platform.",
        "There were about fifty-five people on the platform.",
      ),
    ).toEqual([]);
    expect(
      types("There must have been sixty people on the platform.", "There were nine people on the platform."),
    ).toContain("number");
  });
});

describe("clock times in more words", () => {
  it("reads 'halb eins mittags' as half past twelve", () => {
    expect(
      codes(
        "Der Alarm ging um halb eins mittags los.",
        "Der Alarm ging um 12:30 Uhr los, kurz vor dem Essen.",
      ),
    ).toEqual([]);
    expect(
      types("Der Alarm ging um halb eins mittags los.", "Der Alarm ging um 0:30 Uhr nachts los."),
    ).toContain("time");
  });

  it("reads an hour alone after 'gegen' or 'kurz nach', with the part of the day said before it", () => {
    expect(
      codes("Kontrolliert wurde ich am späten Nachmittag, gegen fünf.", "Die Kontrolle war um 17 Uhr."),
    ).toEqual([]);
    expect(
      types(
        "Kontrolliert wurde ich am späten Nachmittag, gegen fünf.",
        "Die Kontrolle war um Viertel vor acht am Morgen.",
      ),
    ).toContain("time");
    expect(types("Der Alarm ging kurz nach zehn los.", "Der Alarm ging um halb drei los.")).toContain("time");
  });

  it("reads 'eram umas oito e meia' and 'por volta das' as about that time, in the part of the day before", () => {
    expect(
      types(
        "O barco chegou a Setúbal às 10h50, com o saco.",
        "Cheguei a Setúbal já de noite, eram umas oito e meia, no barco do saco.",
      ),
    ).toContain("time");
    expect(
      codes("O barco chegou a Setúbal às 20h35.", "Cheguei a Setúbal por volta das oito e meia da noite."),
    ).toEqual([]);
  });
});

describe("Portuguese ordinal days", () => {
  it("reads '1.º de Dezembro' as the first of December", () => {
    expect(
      types(
        "Caí da bicicleta no 1.º de Dezembro de 2023, de manhã.",
        "Caí da bicicleta a 3 de Dezembro de 2023.",
      ),
    ).toContain("date");
    expect(
      codes("Caí da bicicleta no 1.º de Dezembro de 2023.", "Caí da bicicleta a 1 de dezembro de 2023."),
    ).toEqual([]);
  });
});

describe("what a clause leaves out, and a degree short of enough", () => {
  it("leaves out what follows 'minus' or 'sauf'", () => {
    expect(
      codes(
        "They paid back the price of the room but not the cleaning fee.",
        "I got back what the room cost, minus the fee for cleaning it.",
      ),
    ).toEqual([]);
    // What comes before it is still told.
    expect(
      codes(
        "The agency never paid back my deposit.",
        "The agency paid back my deposit minus fifty pounds for the keys.",
      ),
    ).toContain("negated_statement");
  });

  it("does not read 'not enough' as a denial", () => {
    expect(
      codes(
        "Le vétérinaire a jugé le chien trop maigre.",
        "Pour le vétérinaire, mon chien n'était pas assez en état.",
      ),
    ).toEqual([]);
  });
});
