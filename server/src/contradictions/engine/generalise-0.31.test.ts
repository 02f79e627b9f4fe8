import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.31.0. The sentences here are our own, not the sets'. */
describe("the one said to be a man or a woman", () => {
  it("leaves the description after 'was a' or 'by a' out of the act", () => {
    expect(
      codes(
        "The person who emptied the till was a short man of about sixty in a brown anorak.",
        "The till was emptied by a young woman in a denim jacket.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "Quem partiu a montra foi um senhor de idade, de chapéu.",
        "A montra foi partida por uma rapariga de mochila às costas.",
      ),
    ).toContain("role_mismatch");
  });

  it("reads a cleft's act in the relative clause after it", () => {
    expect(
      codes(
        "It was an elderly lady with a walking stick who dropped the parcel on the platform.",
        "The one who dropped the parcel on the platform was a boy on a scooter.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes(
        "Es war ein Mädchen mit roter Jacke, das den Koffer stehen gelassen hat.",
        "Den Koffer hat ein älterer Mann stehen gelassen.",
      ),
    ).toContain("role_mismatch");
  });

  it("does not set two people apart by their description alone", () => {
    // Only the description is shared: the acts differ.
    expect(
      codes(
        "It was a woman in a red coat who held the door for me.",
        "The man in the red coat was shouting at the driver.",
      ),
    ).not.toContain("role_mismatch");
    // One person, described the same: no conflict.
    expect(
      codes(
        "The till was emptied by a young woman in a denim jacket.",
        "It was a girl in a denim jacket who emptied the till.",
      ),
    ).not.toContain("role_mismatch");
  });
});

describe("forgetting to do an act", () => {
  it("denies the act it forgot, in each language but German", () => {
    expect(
      codes("I switched the fryer off before I left.", "I forgot to switch the fryer off before I left."),
    ).toContain("negated_statement");
    expect(
      codes("Apagué la plancha antes de salir.", "Se me olvidó apagar la plancha antes de salir."),
    ).toContain("negated_statement");
    expect(
      codes(
        "Desliguei a arca frigorífica ao fechar.",
        "Esqueci-me de desligar a arca frigorífica ao fechar.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("J'ai vidé la caisse à la fermeture.", "À la fermeture, j'ai oublié de vider la caisse."),
    ).toContain("negated_statement");
  });

  it("reads a denied forgetting as the act done, and forgetting to say as nothing of the act", () => {
    expect(
      codes(
        "I switched the fryer off before I left.",
        "I didn't forget to switch the fryer off, I'm certain.",
      ),
    ).toEqual([]);
    expect(
      codes("I switched the fryer off before I left.", "I forgot to mention that I switched the fryer off."),
    ).toEqual([]);
    expect(codes("Apagué la plancha antes de salir.", "No se me olvidó apagar la plancha.")).toEqual([]);
  });

  it("does the same for a lock: 'I didn't forget to lock it' is locked", () => {
    expect(codes("I locked the cold store at ten.", "I didn't forget to lock the cold store.")).toEqual([]);
    expect(
      codes("I locked the cold store at ten.", "I forgot to tell you that I locked the cold store."),
    ).toEqual([]);
    expect(codes("I locked the cold store at ten.", "I forgot to lock the cold store.")).not.toEqual([]);
  });
});

describe("the occasion pointed at", () => {
  it("reads 'esa vez', 'naquele dia' before a verb of 'we' as the speaker's", () => {
    expect(
      codes(
        "Cruzamos el puerto con la furgoneta llena.",
        "Esa vez no cruzamos el puerto; nos volvimos en Jaca.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("Cruzamos el puerto con la furgoneta llena.", "Aquella noche no cruzamos el puerto."),
    ).toContain("negated_statement");
    expect(
      codes("Saímos do armazém às seis, com a carrinha.", "Naquele dia não saímos do armazém."),
    ).toContain("negated_statement");
  });

  it("keeps a count of times ('tres veces', 'deux fois')", () => {
    expect(
      codes(
        "Me paró la inspectora tres veces en el tranvía.",
        "La inspectora me paró una sola vez en el tranvía.",
      ),
    ).toContain("number_mismatch");
  });
});

describe("a French participle that agrees with its object", () => {
  it("reads 'mises', 'prise', 'faite' as 'mis', 'pris', 'fait'", () => {
    expect(
      codes(
        "J'ai mis les chaînes avant le col.",
        "Les chaînes, je ne les ai pas mises, la route était sèche.",
      ),
    ).toContain("negated_statement");
  });

  it("reads a longer topic before a resumptive pronoun", () => {
    expect(
      codes(
        "J'ai servi la table de la terrasse en premier.",
        "La table de la terrasse, je ne l'ai pas servie, c'est Lucas qui s'en est occupé.",
      ),
    ).toContain("negated_statement");
  });
});
