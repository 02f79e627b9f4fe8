import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { countKey } from "./value-claims.ts";
import { types } from "./test-support.ts";

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
