import { describe, expect, it } from "vitest";
import { frameWord } from "./concepts.ts";
import { types } from "./test-support.ts";

/**
 * Engine 0.14.0: general changes made after reading the development sets' misses again (heldout-2 to
 * heldout-16). The sentences here are our own, not the sets'.
 */
describe("when an act happened", () => {
  it("reads a ship, a boat and a ferry as one vessel, and sailing as leaving", () => {
    expect(
      types(
        "The ferry sailed from Calais at eight in the evening.",
        "The boat eventually departed Calais at 23:30.",
      ),
    ).toEqual(["time"]);
    expect(
      types(
        "El barco zarpó de Tarifa a las ocho de la tarde.",
        "La salida del buque desde Tarifa fue a las 22:15.",
      ),
    ).toEqual(["time"]);
    expect(
      types("O barco saiu de Peniche às sete da manhã.", "A partida do navio de Peniche foi às 10h40."),
    ).toEqual(["time"]);
    expect(
      types(
        "Le bateau a appareillé à vingt heures.",
        "Le départ du navire a eu lieu à 22h50, avec du retard.",
      ),
    ).toEqual(["time"]);
  });

  it("leaves words that only say how the speaker knew or how long it took out of what happened", () => {
    expect(
      types(
        "Den Einbruch habe ich um halb zehn abends gesehen.",
        "Den Einbruch habe ich um 7 Uhr morgens bemerkt.",
      ),
    ).toEqual(["time"]);
    expect(
      types("I finally heard the alarm go off at ten past two.", "The alarm went off at twenty to five."),
    ).toEqual(["time"]);
  });

  it("reads a fall told in the plural, and a fall named first as the speaker's own telling", () => {
    expect(types("Nous sommes tombés à 17h, en sortant du car.", "La chute, c'était à 20h15.")).toEqual([
      "time",
    ]);
    expect(
      types("Nos caímos a las seis de la tarde.", "La caída fue a las nueve y media de la noche."),
    ).toEqual(["time"]);
    expect(types("Nós caímos às três da tarde.", "A queda foi às oito da noite.")).toEqual(["time"]);
  });

  it("reads a sound the speaker heard as the speaker's own telling, and hearsay as someone else's", () => {
    expect(
      types("I heard the shots at half past nine at night.", "It was 11.15 p.m. when I heard the shots."),
    ).toEqual(["time"]);
    expect(types("Escuché el golpe a las diez y cuarto.", "El golpe fue a las doce menos cuarto.")).toEqual([
      "time",
    ]);
    expect(types("Den Knall habe ich um 20 Uhr gehört.", "Der Knall war um halb elf.")).toEqual(["time"]);
    expect(types("I heard that the shots were fired at nine.", "The shots were fired at eleven.")).toEqual(
      [],
    );
    expect(types("Ich habe gehört, dass der Knall um acht war.", "Der Knall war um halb elf.")).toEqual([]);
  });

  it("reads a burglary told with a verb and with a noun as one act", () => {
    expect(frameWord("eingebrochen", "de")).toBe(frameWord("einbruch", "de"));
    expect(frameWord("einbrecher", "de")).toBe(frameWord("gestohlen", "de"));
    expect(
      types("Bei uns wurde um drei Uhr nachmittags eingebrochen.", "Der Einbruch war um neun Uhr morgens."),
    ).toEqual(["time"]);
  });

  it("keeps two different vessels' and two different acts' times apart", () => {
    expect(types("The ferry left Dover at nine.", "The fishing boat came back at eleven.")).toEqual([]);
    expect(types("Le bateau est arrivé à 18h.", "Le bateau est reparti à 21h.")).toEqual([]);
    expect(types("Die Fähre legte um acht ab.", "Das Schiff kam um zehn in Kiel an.")).toEqual([]);
  });
});
