import { describe, expect, it } from "vitest";
import { types } from "./test-support.ts";

/**
 * Engine 0.9.0: rules written against the kinds of error of heldout-5.tsv (a development set from 0.9.0 on;
 * heldout-6.tsv is the blind set). The sentences here are our own, not the sets'.
 */

describe("reported speech in a later clause", () => {
  it("guards only the clause that reports, not the author's clause before it", () => {
    expect(
      types(
        "Mi hijo no participó en la pelea del comedor.",
        "Mi hijo participó en la pelea del comedor, aunque dice que lo provocaron.",
      ),
    ).toEqual(["negation"]);
    expect(
      types(
        "I left Kabul on 3 May 2019.",
        "I left Kabul on 9 June 2019, but my uncle says that it was in May.",
      ),
    ).toEqual(["date"]);
  });

  it("still guards the whole sentence when the report comes first or is said after what it reports", () => {
    expect(
      types(
        "I left Kabul on 3 May 2019.",
        "My uncle says that I left Kabul on 9 June 2019, but I am not sure.",
      ),
    ).toEqual([]);
    expect(types("I left Kabul on 3 May 2019.", "I left Kabul on 9 June 2019, my uncle said.")).toEqual([]);
  });
});

describe("negation", () => {
  it("reads hitting, beating and slapping as one kind of act", () => {
    expect(types("Mon chef ne m'a jamais frappé.", "Mon chef m'a giflé devant tout le monde.")).toEqual([
      "negation",
    ]);
    expect(types("My husband never hit me.", "My husband slapped me in the kitchen.")).toEqual(["negation"]);
    expect(types("My husband never hit me.", "My husband shouted at me in the kitchen.")).toEqual([]);
  });
});

describe("named relatives", () => {
  it("reads a relative's name alone, in another statement, as that relative", () => {
    expect(
      types("My son Leo was born on 8 June 2021 at the General.", "Leo came into the world on 18 June 2021."),
    ).toEqual(["date"]);
    expect(
      types(
        "Meine Tochter Mia ist am 5. Mai 2020 geboren.",
        "Mia kam am 15. Mai 2020 zur Welt, mitten im Lockdown.",
      ),
    ).toEqual(["date"]);
  });

  it("does not read a name given to two relatives as either", () => {
    expect(
      types(
        "My son Leo was born on 8 June 2021. My nephew Leo lives in Leeds.",
        "Leo came into the world on 18 June 2021.",
      ),
    ).toEqual([]);
  });

  it("does not take the day one gave birth for one's own birthday", () => {
    expect(
      types("Ich bin am 3. März 1990 in Kassel geboren.", "Ich habe Mia am 15. Mai 2020 zur Welt gebracht."),
    ).toEqual([]);
  });
});

describe("ages of relatives at an event", () => {
  it("carries the last sentence's relative into a sentence that opens on 'she' or a third-person verb", () => {
    expect(
      types("Meine Mutter war lange krank. Sie war 47, als sie starb.", "Mama ist mit 52 Jahren gestorben."),
    ).toEqual(["age"]);
    expect(
      types("Mi padre era minero. Murió con 58 años.", "Mi padre murió a los 65 años, en Cuenca."),
    ).toEqual(["age"]);
    expect(types("My father was a miner. He died at 58.", "I was 30 when my father died.")).toEqual([]);
  });

  it("reads 'tenía', 'tinha' right after a relative as the relative's, and 'o avô', 'mamie' as one's own", () => {
    expect(
      types(
        "A minha irmã Rosa tinha quinze anos quando casou.",
        "Quando se casou, a minha irmã já tinha dezanove anos.",
      ),
    ).toEqual(["age"]);
    expect(
      types("O meu avô morreu com 78 anos, ainda ia ao mar.", "O avô faleceu com oitenta e cinco anos."),
    ).toEqual(["age"]);
    expect(
      types(
        "Ma grand-mère avait 88 ans quand elle a vendu la maison.",
        "Quand mamie a vendu la maison, elle avait 79 ans.",
      ),
    ).toEqual(["age"]);
  });

  it("still reads a Portuguese plan or condition as guarded", () => {
    expect(
      types("O meu avô morreu com 78 anos.", "Se o avô tivesse morrido com 85 anos, eu saberia."),
    ).toEqual([]);
  });
});

describe("burials", () => {
  it("has one place and one day", () => {
    expect(types("Meine Großmutter ist in Aleppo begraben.", "Oma liegt in Homs begraben.")).toEqual([
      "location",
    ]);
    expect(types("We buried my father on 3 May 2017.", "Dad's funeral was on 9 May 2017.")).toEqual(["date"]);
    expect(types("Meine Großmutter ist in Aleppo begraben.", "Oma hat in Homs gewohnt.")).toEqual([]);
  });
});

describe("reported speech, after heldout-6's blind run", () => {
  it("reads insisting and swearing by someone else as reported, and one's own as a statement", () => {
    expect(
      types(
        "The airline insists my guitar was loaded onto the plane.",
        "My guitar was never loaded onto the plane.",
      ),
    ).toEqual([]);
    expect(
      types("I swear my guitar was loaded onto the plane.", "My guitar was never loaded onto the plane."),
    ).toEqual(["negation"]);
    expect(types("Minha avó jura que nasceu em 1939.", "A minha avó nasceu em 1941.")).toEqual([]);
  });
});
