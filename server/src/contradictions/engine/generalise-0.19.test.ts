import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { detect } from "./index.ts";
import { countKey } from "./value-claims.ts";
import { doc, types } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/**
 * Engine 0.19.0: what a count counts has one key for its singular, plural and diminutive forms, and a number
 * before a plural noun counts it (it is no hour). The sentences here are our own, not the sets'.
 */
describe("one key for what a count counts", () => {
  it("joins singulars, plurals and diminutives in each language", () => {
    const same = (language: Parameters<typeof countKey>[1], ...words: string[]) =>
      expect(new Set(words.map((word) => countKey(word, language))).size).toBe(1);
    same("de", "riss", "risse");
    same("de", "hahn", "hahne");
    same("de", "gast", "gaste");
    same("pt", "anel", "aneis");
    same("pt", "cartao", "cartoes");
    same("pt", "jornal", "jornais");
    same("pt", "homem", "homens");
    same("pt", "gatinho", "gatinhos");
    same("pt", "cachorro", "cachorrinhos");
    same("pt", "filhote", "filhotinhos", "filhotes");
    same("es", "perro", "perritos", "perros");
    same("es", "luz", "luces");
    same("fr", "cheval", "chevaux");
    same("en", "puppy", "puppies");
    same("en", "knife", "knives");
    same("en", "tooth", "teeth");
  });

  it("keeps genders and other words apart", () => {
    const apart = (language: Parameters<typeof countKey>[1], a: string, b: string) =>
      expect(countKey(a, language)).not.toBe(countKey(b, language));
    apart("pt", "irmaos", "irmas");
    apart("pt", "filhos", "filhas");
    apart("es", "hermanos", "hermanas");
    apart("pt", "caminho", "cama");
    apart("de", "hahn", "hah");
  });

  it("finds counts told in two forms of one noun", () => {
    expect(types("Na gaveta havia três anéis de prata.", "Na gaveta só havia um anel de prata.")).toEqual([
      "number",
    ]);
    expect(
      types(
        "Im Keller sind seit dem Hochwasser drei Risse.",
        "Im Keller ist seit dem Hochwasser ein einziger Riss.",
      ),
    ).toEqual(["number"]);
    expect(
      types("A cadela teve seis cachorrinhos em maio.", "Em maio a cadela teve quatro cachorros."),
    ).toEqual(["number"]);
    expect(types("The fox took five geese from the pen.", "The fox took one goose from the pen.")).toEqual([
      "number",
    ]);
  });

  it("does not count brothers against sisters", () => {
    expect(types("Tenho duas irmãs em Braga.", "Tenho três irmãos em Braga.")).toEqual([]);
  });
});

describe("a number before a plural noun is no hour", () => {
  it("counts the noun", () => {
    expect(findDates("Era uma bicicleta de 7 marchas, das antigas.", "pt")).toEqual([]);
    expect(findDates("We stayed at 3 cottages on the way.", "en")).toEqual([]);
    expect(types("Aluguei uma bicicleta de 21 marchas.", "Aluguei uma bicicleta de 7 marchas.")).toEqual([
      "number",
    ]);
  });

  it("keeps the hour before the words of the clock", () => {
    expect(findDates("Cheguei às 7 horas da manhã.", "pt").map((date) => date.hour)).toEqual([7]);
    expect(findDates("Llegué a las 7 más o menos.", "es").map((date) => date.hour)).toEqual([7]);
    expect(findDates("Ich kam um 7 Uhr an.", "de").map((date) => date.hour)).toEqual([7]);
  });
});

/** The day each feast falls on, as `findDates` reads it. */
const days = (text: string, language: Parameters<typeof findDates>[1]) =>
  findDates(text, language).map(({ year, month, day }) => [year, month, day]);

describe("feasts", () => {
  it("take the year told after them, fixed ones too", () => {
    expect(days("Partimos el día de la Hispanidad de 2021.", "es")).toEqual([[2021, 10, 12]]);
    expect(days("On est partis le jour de l'Assomption 2022.", "fr")).toEqual([[2022, 8, 15]]);
  });

  it("know more fixed days in each language", () => {
    expect(days("Fue el Día de Canarias.", "es")).toEqual([[undefined, 5, 30]]);
    expect(days("Foi no dia de Nossa Senhora Aparecida.", "pt")).toEqual([[undefined, 10, 12]]);
    expect(days("It was Burns Night.", "en")).toEqual([[undefined, 1, 25]]);
    expect(days("Das war an Walpurgisnacht.", "de")).toEqual([[undefined, 4, 30]]);
    expect(days("C'était à l'Épiphanie.", "fr")).toEqual([[undefined, 1, 6]]);
  });

  it("fall on a weekday of their month or of Advent", () => {
    expect(days("We met on Remembrance Sunday 2024.", "en")).toEqual([[2024, 11, 10]]);
    expect(days("Das Fest war am ersten Advent 2024.", "de")).toEqual([[2024, 12, 1]]);
    expect(days("Wir kamen am Totensonntag 2022.", "de")).toEqual([[2022, 11, 20]]);
    expect(days("C'était le premier dimanche de l'Avent 2021.", "fr")).toEqual([[2021, 11, 28]]);
    expect(days("It was Thanksgiving Day 2022.", "en")).toEqual([[2022, 11, 24]]);
    expect(days("It was Mothering Sunday 2024.", "en")).toEqual([[2024, 3, 10]]);
  });

  it("read the day after a feast", () => {
    expect(days("On a déménagé le lendemain de la Toussaint.", "fr")).toEqual([[undefined, 11, 2]]);
    expect(days("I left the day after Boxing Day 2019.", "en")).toEqual([[2019, 12, 27]]);
  });

  it("contradict a date of another day", () => {
    expect(
      types(
        "Mein Onkel hat den Zaun am ersten Advent 2023 gestrichen.",
        "Mein Onkel hat den Zaun am 10. Dezember 2023 gestrichen.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Plantamos o limoeiro no dia de Nossa Senhora Aparecida de 2020.",
        "Plantamos o limoeiro a 20 de outubro de 2020.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "I repainted the shop sign on Remembrance Sunday 2022.",
        "I repainted the shop sign on Sunday the 20th of November 2022.",
      ),
    ).toEqual(["date"]);
  });
});

describe("one day told twice", () => {
  it("is one date when the feast's day and the date agree", () => {
    expect(
      codes(
        "The first I knew of the tiles being stolen was on Candlemas, Friday the 2nd of February 2024.",
        "As warden I noticed the tiles were gone from the shed roof on Sunday the 4th of February 2024.",
      ),
    ).toEqual(["sole_date_mismatch"]);
  });
});

describe("a French 'h' of the clock", () => {
  it("is no time zone", () => {
    expect(
      findDates("J'ai pris le bateau de 9 h 15.", "fr").map((date) => [date.month, date.hour, date.minute]),
    ).toEqual([[undefined, 9, 15]]);
    expect(findDates("Le train de 18 h était en retard.", "fr").map((date) => [date.day, date.hour])).toEqual(
      [[undefined, 18]],
    );
  });
});
