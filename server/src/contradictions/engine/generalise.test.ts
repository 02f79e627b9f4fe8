import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { types } from "./test-support.ts";

/** Engine 0.4.0: broader frames learned from bench/contradictions/statements-2.tsv. */

describe("times of day", () => {
  it("reads written hours and parts of the day in the five languages", () => {
    expect(findDates("La tienda cerró a las nueve de la noche.", "es")[0]?.hour).toBe(21);
    expect(findDates("A loja fechou às nove da noite.", "pt")[0]?.hour).toBe(21);
    expect(findDates("Le magasin a fermé à neuf heures du soir.", "fr")[0]?.hour).toBe(21);
    expect(findDates("The shop closed at nine in the evening.", "en")[0]?.hour).toBe(21);
    const fr = findDates("Nous sommes arrivés à la gare à 7 h 30 du matin.", "fr")[0];
    expect([fr?.hour, fr?.minute]).toEqual([7, 30]);
  });

  it("does not take a sum or a distance for a time", () => {
    expect(findDates("La fianza fue de 1.500 euros.", "es")).toEqual([]);
    expect(findDates("L'arrêt de bus est à 200 mètres de chez moi.", "fr")).toEqual([]);
  });

  it("compares times of an act with no event cue when the clauses agree", () => {
    expect(
      types("We reached the station at 7:30 in the morning.", "We reached the station at 6 pm."),
    ).toEqual(["time"]);
    expect(
      types("Der Laden schloss an dem Abend um 21 Uhr.", "Der Laden schloss an dem Abend um 23 Uhr."),
    ).toEqual(["time"]);
    expect(types("Le magasin a fermé à 21 heures.", "Le magasin a fermé à 21 h.")).toEqual([]);
    expect(types("I left work at 6 pm.", "I arrived home at 7 pm.")).toEqual([]);
  });

  it("keeps a German year opening its sentence as a time frame", () => {
    expect(
      types("2018 wohnten vier Personen in der Wohnung.", "2021 wohnten zwei Personen in der Wohnung."),
    ).toEqual([]);
  });
});

describe("sums and distances", () => {
  it("compares a deposit and a distance with thousands separators", () => {
    expect(types("La fianza fue de 900 euros.", "La fianza fue de 1.500 euros.")).toEqual(["money"]);
    expect(types("La parada está a 200 metros de mi casa.", "La parada está a 5 km de mi casa.")).toEqual([
      "distance",
    ]);
  });

  it("keeps apart things set apart by a word such as next", () => {
    expect(types("I stayed in that job for 6 months.", "I stayed in the next job for 3 years.")).toEqual([]);
    expect(
      types("Je suis resté 6 mois dans ce poste.", "Je suis resté 3 ans dans le poste suivant."),
    ).toEqual([]);
  });
});

describe("descriptions, acts, names and places", () => {
  it("flips descriptions with opposite sides, genders and near synonyms included", () => {
    expect(types("The kitchen was clean.", "The kitchen was dirty.")).toEqual(["antonym"]);
    expect(types("El agua estaba caliente.", "El agua estaba fría.")).toEqual(["antonym"]);
    expect(types("Die Küche war sauber.", "Die Küche war schmutzig.")).toEqual(["antonym"]);
    expect(types("L'eau était chaude.", "La chambre était froide.")).toEqual([]);
    expect(types("La cuisine était propre.", "La cuisine était propre et rangée.")).toEqual([]);
  });

  it("reads a first-person report as an act, not as reported speech", () => {
    expect(types("I reported the theft to the police.", "I never reported the theft to the police.")).toEqual(
      ["negation"],
    );
    expect(types("It was reported that I was born in 1980.", "I was born in 1982.")).toEqual([]);
  });

  it("compares relatives' first names in apposition", () => {
    expect(types("My sister Sarah lives with us.", "My sister Rebecca lives with us.")).toEqual(["identity"]);
    expect(types("Meine Schwester Anna wohnt bei uns.", "Meine Schwester Petra wohnt bei uns.")).toEqual([
      "identity",
    ]);
    expect(types("My sister Sarah lives with us.", "My cousin Rebecca lives with us.")).toEqual([]);
    expect(types("Ich habe meiner Schwester Geld geliehen.", "Meine Schwester Anna wohnt bei uns.")).toEqual(
      [],
    );
    expect(types("My brother is called John.", "My brother John lives in Leeds.")).toEqual([]);
  });

  it("compares birthplaces outside the gazetteer through the world's towns (0.5.0), never with a region", () => {
    expect(types("My grandfather was born in Glasgow.", "My grandfather was born in Aberdeen.")).toEqual([
      "location",
    ]);
    expect(types("My grandfather was born in Glasgow.", "My grandfather was born in Scotland.")).toEqual([]);
    expect(types("My grandfather was born in Glasgow.", "My grandfather was born in Madrid.")).toEqual([
      "location",
    ]);
    expect(types("My grandfather was born in Glasgow.", "My grandfather was born in Spain.")).toEqual([
      "location",
    ]);
    expect(types("Ich wurde im Krankenhaus geboren.", "Ich wurde in Hamburg geboren.")).toEqual([]);
  });

  it("reads a German grandmother spelt with ß as a relative", () => {
    expect(
      types("Meine Großmutter ist einundneunzig Jahre alt.", "Meine Großmutter ist 85 Jahre alt."),
    ).toEqual(["age"]);
  });
});
