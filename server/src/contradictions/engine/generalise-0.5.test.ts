import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { detect } from "./index.ts";
import { doc, types } from "./test-support.ts";

/**
 * Engine 0.5.0: rules written against the errors of the first held-out set (bench/contradictions/heldout.tsv,
 * used for development from 0.5.0 on; heldout-2.tsv is the blind set now), and family interviews.
 */

describe("approximate values", () => {
  it("compares an approximation with a clearly different value", () => {
    expect(
      types(
        "From the village we walked 3 km to the border.",
        "From the village we walked nearly 30 kilometres to the border.",
      ),
    ).toEqual(["distance"]);
  });

  it("lets an approximation meet a close value", () => {
    expect(
      types(
        "From the village we walked 25 km to the border.",
        "From the village we walked about 30 kilometres to the border.",
      ),
    ).toEqual([]);
  });

  it("never reads a bound as an approximation", () => {
    expect(
      types(
        "From the village we walked more than 10 km to the border.",
        "From the village we walked 30 kilometres to the border.",
      ),
    ).toEqual([]);
  });
});

describe("denials that hold for every time", () => {
  it("meets an assertion of the same act with a few more words", () => {
    expect(types("J'ai porté plainte le lendemain.", "Je n'ai jamais porté plainte.")).toEqual(["negation"]);
    expect(
      types(
        "I signed the tenancy agreement on the day I viewed the flat.",
        "I never signed any tenancy agreement for that flat.",
      ),
    ).toEqual(["negation"]);
  });

  it("does not meet an assertion about something else", () => {
    expect(types("I was arrested in France in 2019.", "I have never been arrested in my country.")).toEqual(
      [],
    );
  });
});

describe("places outside the curated list", () => {
  it("tells two towns far apart", () => {
    expect(types("I was born in Glasgow.", "I was born in Manchester and grew up there.")).toEqual([
      "location",
    ]);
  });

  it("does not set a town against the country it is in, nor against its neighbour", () => {
    expect(types("I was born in Glasgow.", "I was born in the United Kingdom.")).toEqual([]);
    expect(types("I was born in Salford.", "I was born in Manchester.")).toEqual([]);
  });

  it("reads one place per event in a sentence with two", () => {
    expect(
      types("Je suis née à Lyon.", "Je suis née à Dakar et je suis arrivée à Lyon à l'âge de cinq ans."),
    ).toEqual(["location"]);
  });
});

describe("ages at an event", () => {
  it("compares the age at the first arrival", () => {
    expect(
      types(
        "I was 19 when I first came to the UK.",
        "I arrived in Britain for the first time at the age of 25, after finishing university back home.",
      ),
    ).toEqual(["age"]);
    expect(
      types("J'avais 14 ans quand j'ai quitté le Mali.", "J'ai quitté le Mali à 21 ans, après mon bac."),
    ).toEqual(["age"]);
  });

  it("does not read an age as an hour", () => {
    expect(findDates("J'ai quitté le Mali à 21 ans.", "fr")).toEqual([]);
  });

  it("reads a birthday as the present age", () => {
    expect(
      types("Ma grand-mère maternelle a 67 ans.", "Ma grand-mère maternelle a fêté ses 94 ans cet hiver."),
    ).toEqual(["age"]);
  });
});

describe("first times and dropped pronouns", () => {
  it("makes the first time of an event once-only", () => {
    expect(
      types(
        "Je suis arrivé en France pour la première fois le 15 janvier 2019.",
        "Ma première arrivée en France date du 2 avril 2020.",
      ),
    ).toEqual(["date"]);
  });

  it("reads a Spanish or Portuguese first-person preterite as the author", () => {
    expect(types("Firmé el contrato de alquiler.", "No firmé el contrato de alquiler.")).toEqual([
      "negation",
    ]);
    expect(types("Tinha 16 anos quando comecei a trabalhar.", "Comecei a trabalhar com 30 anos.")).toEqual([
      "age",
    ]);
  });

  it("reads midnight as a time", () => {
    expect(findDates("I left the party at midnight.", "en")[0]?.hour).toBe(0);
    expect(types("I left the party at midnight.", "I left the party at 10 pm.")).toEqual(["time"]);
  });
});

describe("family interviews: a relative speaking about the client", () => {
  const interview = (text: string, names = ["José", "Álvarez"]) =>
    doc("interview", text, { speaker: { kind: "relative", clientNames: names } });
  const found = (statement: string, text: string, names?: string[]) =>
    detect(doc("statement", statement), [interview(text, names)]).findings.map((finding) => finding.type);

  it("reads the client's name and 'he' as the client", () => {
    expect(
      found(
        "I was born on 3 March 1990 in Madrid.",
        "When and where was José born?\nJosé was born on 5 March 1990 in Madrid.",
      ),
    ).toEqual(["date"]);
    expect(
      found("I was born on 3 March 1990 in Madrid.", "He was born in Sevilla, on 3 March 1990."),
    ).toEqual(["location"]);
    expect(
      found(
        "Nací el 3 de marzo de 1990 en Madrid.",
        "¿Cuándo y dónde nació José?\nÉl nació el 3 de marzo de 1991 en Madrid.",
      ),
    ).toEqual(["date"]);
  });

  it("never sets the relative's own 'I' against the client's", () => {
    expect(
      found(
        "I was born on 3 March 1990 in Madrid.",
        "I was born on 9 May 1960 in Lisbon. My brother José was born in Madrid.",
      ),
    ).toEqual([]);
    expect(
      found("Je suis né le 3 mars 1990 à Lyon.", "Je suis née le 2 mai 1965 à Dakar.", ["Omar", "Diallo"]),
    ).toEqual([]);
  });

  it("reads 'his mother' as the client's mother and 'my mother' as the relative's", () => {
    expect(
      found(
        "Ich bin in Berlin geboren. Meine Mutter heißt Anna.",
        "Seine Mutter heißt Maria. Meine Mutter heißt Petra.",
        ["Omar"],
      ),
    ).toEqual(["identity"]);
  });

  it("reads a statement without a speaker as the client's own, as before", () => {
    expect(types("I was born on 3 March 1990.", "José was born on 5 March 1990.")).toEqual([]);
  });
});
