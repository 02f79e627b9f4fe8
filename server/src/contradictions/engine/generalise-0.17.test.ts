import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc, types } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/**
 * Engine 0.17.0: the state a statement gives a thing at the incident (states.ts): whether it was locked, and
 * whether safety gear was worn, told in different words on each side. The sentences here are our own, not
 * the sets'.
 */
describe("whether a thing was locked", () => {
  it("meets 'I locked it' and 'I left it open' or 'forgot to lock it'", () => {
    expect(
      types("I locked the campervan before we walked to the pub.", "I'd left the campervan open."),
    ).toEqual(["negation"]);
    expect(
      types(
        "Cerré la caseta con llave al salir.",
        "La caseta se quedó abierta; se me olvidó echar la llave.",
      ),
    ).toEqual(["negation"]);
    expect(types("O barracão estava trancado.", "Esqueci-me de trancar o barracão nessa tarde.")).toEqual([
      "negation",
    ]);
    expect(
      types(
        "Die Garage war abgeschlossen.",
        "Ich hatte vergessen, die Garage abzuschließen, sie stand offen.",
      ),
    ).toEqual(["negation"]);
    expect(types("J'ai verrouillé le camping-car.", "J'avais laissé le camping-car ouvert.")).toEqual([
      "negation",
    ]);
  });

  it("reads a key one could not find as no finding afterwards", () => {
    expect(
      types(
        "Cerré el garaje con llave.",
        "El garaje se quedó abierto toda la noche porque no encontraba la llave.",
      ),
    ).toEqual(["negation"]);
  });

  it("reads a bolt and a padlock as locks", () => {
    expect(
      types("I did bolt the back door before bed.", "The back door was never locked that night."),
    ).toEqual(["negation"]);
    expect(
      types(
        "Das Hoftor war abgeschlossen.",
        "Ich hatte vergessen, das Vorhängeschloss ans Hoftor zu hängen.",
      ),
    ).toEqual(["negation"]);
  });

  it("meets the speaker's locking and not locking, and a pronoun that takes up the thing", () => {
    expect(
      types("I locked the shed door myself at nine.", "I didn't bother locking the shed door that evening."),
    ).toEqual(["negation"]);
    expect(types("The bike shed was locked.", "I had left the bike shed open. I didn't lock it.")).toEqual([
      "negation",
    ]);
  });

  it("is not fooled by another doer, another door, a habit or what was found afterwards", () => {
    // Someone else locked it: the speaker not locking it says nothing of its state.
    expect(
      codes("My colleague locked the workshop.", "I didn't lock the workshop that evening."),
    ).not.toContain("state_mismatch");
    // Cousins are not "we": "primos" is no verb of the first person.
    expect(
      codes("Mis primos cerraron la caseta con llave.", "No cerré la caseta con llave aquella noche."),
    ).not.toContain("state_mismatch");
    // Two doors.
    expect(types("I locked the front door.", "I left the back door open.")).toEqual([]);
    // A habit is not the incident.
    expect(types("We always locked the van at night.", "That night the van was left unlocked.")).toEqual([]);
    // The state found afterwards: a break-in.
    expect(types("I locked the garage at ten.", "When I came back the garage stood open.")).toEqual([]);
    // People locked up are detention, not a thing's state.
    expect(types("They kept me locked up in a room.", "The room was left open.")).toEqual([]);
  });

  it("leaves reported, supposed and hedged locks alone", () => {
    expect(
      types(
        "My neighbour told the police the car was left unlocked.",
        "I locked the car, I checked the handle.",
      ),
    ).toEqual([]);
    expect(types("I might have left the shed unlocked.", "I locked the shed.")).toEqual([]);
    expect(
      types("Kann sein, dass ich den Schuppen offen gelassen hab.", "Ich hab den Schuppen abgeschlossen."),
    ).toEqual([]);
  });
});

describe("whether safety gear was worn", () => {
  it("meets gear worn and gear not worn, told in other words", () => {
    expect(types("I was wearing my helmet when I came off.", "I came off without a helmet.")).toEqual([
      "negation",
    ]);
    expect(types("Llevaba el cinturón abrochado.", "Ese día iba sin cinturón.")).toEqual(["negation"]);
    expect(types("Eu ia de capacete.", "Nesse dia fui sem capacete, ficou em casa.")).toEqual(["negation"]);
    expect(
      types("Den Klettergurt hatte ich um.", "Den Klettergurt hatte ich im Auto liegen lassen."),
    ).toEqual(["negation"]);
    expect(
      types("Je portais mon gilet de sauvetage.", "J'étais sans gilet de sauvetage ce jour-là."),
    ).toEqual(["negation"]);
  });

  it("reads gear not left behind as no telling of whether it was worn", () => {
    expect(types("I hadn't left my helmet in the van.", "I had my helmet on.")).toEqual([]);
  });

  it("reads gear one did not have as gear not worn", () => {
    expect(types("Levava o capacete bem apertado.", "Nesse dia não tinha capacete.")).toEqual(["negation"]);
    expect(types("I was wearing a harness on the roof.", "That morning I didn't have a harness.")).toEqual([
      "negation",
    ]);
  });

  it("reads gear told undone as gear not worn", () => {
    expect(types("Llevaba el casco abrochado.", "Ese día el casco iba desabrochado.")).toEqual(["negation"]);
    expect(types("I had my seat belt on.", "My seat belt was unbuckled.")).toEqual(["negation"]);
  });

  it("reads a helmet left out of the telling ('tête nue', 'la cabeza al aire') as none", () => {
    expect(types("J'avais mon casque.", "Je roulais tête nue ce soir-là.")).toEqual(["negation"]);
  });

  it("keeps the speaker's gear apart from someone else's", () => {
    expect(codes("My colleague had no helmet on.", "I had my helmet on.")).toEqual([]);
    expect(types("El chaval de atrás no llevaba casco.", "Yo llevaba el casco puesto.")).toEqual([]);
    expect(types("The lad on the back had no helmet on.", "I had my helmet on.")).toEqual([]);
  });

  it("is not fooled by a condition, a paraphrase or a habit", () => {
    expect(types("If I'd had a helmet I wouldn't have cut my head.", "I wasn't wearing a helmet.")).toEqual(
      [],
    );
    expect(types("Le passager n'avait pas de casque.", "Le passager roulait tête nue.")).toEqual([]);
    expect(types("Ese día iba sin cinturón.", "No llevaba el cinturón.")).toEqual([]);
    expect(types("I always wear a helmet.", "That day I rode without a helmet.")).toEqual([]);
  });

  it("explains the finding with both clauses and the thing", () => {
    const report = detect(doc("a", "I had my helmet on."), [doc("b", "I came off without a helmet.")]);
    expect(report.findings[0]?.explanation).toEqual({
      code: "state_mismatch",
      params: { subject: "helmet", left: "I had my helmet on", right: "I came off without a helmet" },
    });
  });
});

describe("days named by their feast", () => {
  it("reads a feast on a fixed day, and its eve", () => {
    expect(
      types("The shed fire was on Bonfire Night.", "The shed fire was on the 19th of November."),
    ).toEqual(["date"]);
    expect(
      types("Der Einbruch war an Allerheiligen.", "Der Einbruch war am 14. Dezember, kurz vor Weihnachten."),
    ).toEqual(["date"]);
    expect(
      types(
        "Le vol du scooter a eu lieu la veille de la Toussaint.",
        "Le vol du scooter a eu lieu le 1er novembre, jour de la Toussaint.",
      ),
    ).toEqual(["date"]);
  });

  it("reads a feast that moves with Easter as the days it can fall on, or as one day in a year", () => {
    // Good Friday falls between 20 March and 23 April: 2 May is none of them.
    expect(types("El incendio fue el Viernes Santo.", "El incendio fue el 2 de mayo.")).toEqual(["date"]);
    // Whit Monday 2023 was 29 May.
    expect(
      types("Der Unfall war am Pfingstmontag 2023.", "Der Unfall war am 5. Juni 2023, einem Montag."),
    ).toEqual(["date"]);
    expect(
      types("O assalto foi na sexta-feira santa de 2024.", "O assalto foi a 29 de março de 2024."),
    ).toEqual([]);
  });

  it("knows a feast by its everyday name, and a station named after a saint is no feast", () => {
    // Himmelfahrt (Ascension Day) falls between 30 April and 3 June.
    expect(
      types("Mein Unfall im Freibad war an Himmelfahrt.", "Mein Unfall im Freibad war am 14. Juli."),
    ).toEqual(["date"]);
    expect(
      types("A queda na obra foi no feriado de Tiradentes.", "A queda na obra foi no dia 9 de junho."),
    ).toEqual(["date"]);
    expect(
      types(
        "Je suis tombée à Bordeaux Saint-Jean le 3 mars.",
        "Je suis tombée sur le quai le 3 mars, à la gare.",
      ),
    ).toEqual([]);
  });

  it("never meets a day a movable feast may fall on, a school holiday or 'Easter' alone", () => {
    expect(types("The burglary was on Good Friday.", "The burglary was on the 7th of April.")).toEqual([]);
    expect(
      types(
        "Le cambriolage, c'était pendant les vacances de la Toussaint 2023.",
        "Le cambriolage, c'était dans la nuit du 26 au 27 octobre 2023.",
      ),
    ).toEqual([]);
    expect(types("The burglary was at Easter.", "The burglary was on the 2nd of May.")).toEqual([]);
  });
});

describe("one vehicle told in two makes and two colours", () => {
  it("meets two descriptions of the one vehicle when nobody else is named", () => {
    expect(
      types("The van that hit us was a silver Ford Transit.", "The van that hit us was a red Fiat Ducato."),
    ).toEqual(["identity"]);
    expect(
      types(
        "El coche que me entregaron en Vigo era un Seat León gris.",
        "El coche que me entregaron en Vigo era un Renault Clio rojo.",
      ),
    ).toEqual(["identity"]);
  });

  it("keeps a relative's or a named person's vehicle apart from the speaker's", () => {
    expect(
      types(
        "The Peugeot is grey and it was towed.",
        "My brother's car is a black Toyota and it was never towed.",
      ),
    ).toEqual([]);
    expect(
      types("Mr Okafor's van is a white Ford and it was scratched.", "They scratched my van, a blue Fiat."),
    ).toEqual([]);
  });
});

describe("what heldout-28's false alarms showed", () => {
  it("reads a winter's year as no year of its days", () => {
    expect(
      types("Llegué a Bilbao en el invierno de 2021.", "Llegué a Bilbao el 10 de enero de 2022."),
    ).toEqual([]);
    expect(
      types("I came to Leeds in the winter of 2019 to 2020.", "I came to Leeds on 3 January 2020."),
    ).toEqual([]);
    // A year told plainly still meets another.
    expect(types("Llegué a Bilbao en 2021.", "Llegué a Bilbao el 10 de enero de 2022.")).toEqual(["date"]);
  });

  it("never sets a body's weight at one moment against its weight at another", () => {
    expect(types("At birth my daughter weighed three kilos.", "My daughter weighed seven kilos.")).toEqual(
      [],
    );
    expect(types("Quand on l'a adopté, le chiot pesait deux kilos.", "Le chiot pesait onze kilos.")).toEqual(
      [],
    );
    // The same moment told twice still meets.
    expect(
      types("The stolen generator weighed forty kilos.", "The stolen generator weighed ninety kilos."),
    ).toEqual(["quantity"]);
  });
});

describe("what heldout-30's false alarm showed", () => {
  it("reads Spanish 'de haber' + participle as a condition", () => {
    expect(
      types(
        "Que, de haber recibido alguna carta del seguro, la habría contestado enseguida.",
        "Que el seguro nunca me mandó ninguna carta.",
      ),
    ).toEqual([]);
    // Told outright, the same letter is still a finding.
    expect(
      types(
        "Que recibí una carta del seguro y la contesté enseguida.",
        "Que el seguro nunca me mandó ninguna carta.",
      ),
    ).not.toEqual([]);
  });
});
