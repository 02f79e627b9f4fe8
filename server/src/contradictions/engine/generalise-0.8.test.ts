import { describe, expect, it } from "vitest";
import { types } from "./test-support.ts";

/**
 * Engine 0.8.0: rules written against the kinds of error of heldout-4.tsv and dev-targets.tsv (development
 * sets from 0.8.0 on; heldout-5.tsv is the blind set). The sentences here are our own, not the sets'.
 */

describe("dates", () => {
  it("reads an English numeric date both ways round, and finds a conflict only when neither fits", () => {
    expect(types("I left Mosul on 11/03/2020.", "My departure from Mosul was on 20 June 2020.")).toEqual([
      "date",
    ]);
    expect(types("I left Mosul on 11/03/2020.", "My departure from Mosul was on 3 November 2020.")).toEqual(
      [],
    );
    expect(types("I left Mosul on 11/03/2020.", "My departure from Mosul was on 11 March 2020.")).toEqual([]);
  });

  it("leaves weekdays out of what happened", () => {
    expect(
      types(
        "Der Brand in der Scheune war am Dienstag, dem 7. Mai 2024, gleich nach dem Melken.",
        "Gebrannt hat es in der Scheune am Freitag, dem 10. Mai 2024.",
      ),
    ).toEqual(["date"]);
  });

  it("reads a first-person declaration as the speaker's own statement", () => {
    expect(
      types(
        "Declaro que firmé el contrato de alquiler el 2 de marzo de 2020.",
        "Firmé el contrato de alquiler el 9 de marzo de 2020.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Mi vecino declaró que firmé el contrato de alquiler el 2 de marzo de 2020.",
        "Firmé el contrato de alquiler el 9 de marzo de 2020.",
      ),
    ).toEqual([]);
  });

  it("dates the act a sentence names, not its 'took place'", () => {
    expect(types("Mon départ de Dakar a eu lieu en 2017.", "J'ai quitté Dakar en 2019.")).toEqual(["date"]);
  });

  it("dates deportations", () => {
    expect(types("My cousin was deported in March 2021.", "My cousin was deported in October 2021.")).toEqual(
      ["date"],
    );
    expect(types("Mi primo fue deportado en 2019.", "A mi primo lo deportaron en 2021.")).toEqual(["date"]);
  });

  it("reads a German year before a preposition, and 'dann' inside a clause", () => {
    expect(types("Ich bin 2014 aus Aleppo geflohen.", "Meine Flucht aus Aleppo war dann 2016.")).toEqual([
      "date",
    ]);
  });

  it("reads an event's day or time with no subject word as the speaker's, but not a named person's", () => {
    expect(
      types(
        "El accidente de la obra fue el 4 de junio de 2023.",
        "Me caí en la obra el 21 de junio de 2023.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "L'agression dans le parking a eu lieu à 9h.",
        "L'agression s'est produite à 18h30, dans le parking.",
      ),
    ).toEqual(["time"]);
    expect(types("I was born on 3 March 1990.", "Samir was born on 5 March 1990.")).toEqual([]);
  });
});

describe("denials inside a clause", () => {
  it("meets a denied clause with an asserted clause of another statement that holds its words", () => {
    expect(
      types(
        "I did not sign the lease at the agency.",
        "When I signed the lease at the agency, the clerk was very kind to me.",
      ),
    ).toEqual(["negation"]);
  });

  it("reads 'never' for every time, and a noun for the act it names", () => {
    expect(
      types("Nunca me detuvieron en mi país.", "Tras mi detención en 2016 pasé un mes en una celda."),
    ).toEqual(["negation"]);
  });

  it("meets a denial of having relatives with a telling about one", () => {
    expect(
      types("Ich habe keine Schwestern.", "Meine Schwester Amal hat mich vom Bahnhof abgeholt."),
    ).toEqual(["negation"]);
    expect(types("I haven't got any brothers.", "My sister Rana met me at the station.")).toEqual([]);
  });

  it("meets 'nobody' with anyone's telling of the same act", () => {
    expect(
      types("Personne ne m'a montré la machine.", "Le chef d'équipe m'a montré la machine le premier jour."),
    ).toEqual(["negation"]);
  });

  it("reads a refusal as a denied acceptance", () => {
    expect(types("J'ai refusé l'offre de l'assurance.", "J'ai accepté l'offre de l'assurance.")).toEqual([
      "negation",
    ]);
  });

  it("keeps time frames, reported speech and other people apart", () => {
    expect(types("I didn't work at the bakery in 2019.", "I worked at the bakery in 2020.")).toEqual([]);
    expect(types("I was never arrested.", "My cousin keeps telling people I was arrested.")).toEqual([]);
    expect(types("My brother was never arrested.", "I was arrested after the march.")).toEqual([]);
  });
});

describe("durations and subjects read after the fifth blind set's false alarms", () => {
  it("compares a duration in two parts by neither part, and leaves 'half an hour'", () => {
    expect(types("The repair took four hours.", "The repair took three hours and forty minutes.")).toEqual(
      [],
    );
    expect(
      types("Ich war zwei Jahre in der Lehre.", "Ich war ein Jahr und elf Monate in der Lehre."),
    ).toEqual([]);
    expect(
      types("It takes me something like half an hour to drive there.", "The drive there is 25 minutes."),
    ).toEqual([]);
  });

  it("reads Spanish 'trabajó' as someone else's work, not the speaker's", () => {
    expect(
      types(
        "Yo trabajé dos años en el hotel del puerto.",
        "Mi hermano trabajó cinco años en un taller del centro.",
      ),
    ).toEqual([]);
  });
});
