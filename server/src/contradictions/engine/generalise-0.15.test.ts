import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc, types } from "./test-support.ts";

/**
 * Engine 0.15.0: general changes made after reading the development sets' misses again (heldout-2 to
 * heldout-19). The sentences here are our own, not the sets'.
 */
describe("a condition in a later clause", () => {
  it("leaves the whole clause before it asserted", () => {
    expect(
      types(
        "Nur vier Katzen hatte ich im Korb, als der Bus kam, mit mehr hätte ich den Korb nicht tragen können.",
        "Ich hatte sechs Katzen im Korb, als der Bus kam.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Two boxes were in the van when it was stolen, luckily, otherwise I would have lost much more.",
        "Five boxes were in the van when it was stolen.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Llevaba tres cajas en la furgoneta cuando me la robaron, menos mal, que si llego a llevar más lo pierdo todo.",
        "En la furgoneta había siete cajas cuando la robaron.",
      ),
    ).toEqual(["number"]);
  });

  it("still reads reported speech before a later condition as reported", () => {
    expect(
      types(
        "He told me he had paid 300 euros for the van, if I remember well.",
        "I paid 500 euros for the van.",
      ),
    ).toEqual([]);
  });

  it("still guards a sentence that opens with its condition, or whose first clause is a few words", () => {
    expect(
      types(
        "If I had had five boxes in the van, I would have lost everything.",
        "I had two boxes in the van.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Had we loaded five boxes into the van, it would have been full.",
        "We loaded two boxes into the van.",
      ),
    ).toEqual([]);
    expect(
      types(
        "In March 2019, if I had had the money, I would have bought the car.",
        "I bought the car in June 2021.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Wenn ich fünf Kisten im Wagen gehabt hätte, wäre alles weg gewesen.",
        "Ich hatte zwei Kisten im Wagen.",
      ),
    ).toEqual([]);
  });
});

describe("counts", () => {
  it("reads a number word at a sentence's start as a number, not a name", () => {
    expect(
      types("Tombée dans l'escalier. Douze points de suture au genou.", "Quinze points de suture. Au genou."),
    ).toEqual(["number"]);
  });

  it("keeps those for and those against apart", () => {
    expect(
      types(
        "Lors du vote, 40 salariés ont voté en faveur de la grève et 25 contre.",
        "Au vote sur la grève, 25 salariés ont voté contre.",
      ),
    ).toEqual([]);
    expect(
      types(
        "At the meeting 40 tenants voted in favour of the strike.",
        "At the meeting 18 tenants voted against the strike.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Lors du vote, 40 salariés ont voté en faveur de la grève.",
        "Au vote, 32 salariés ont voté en faveur de la grève.",
      ),
    ).toEqual(["number"]);
  });

  it("meets a named person's counts of a thing only through a word they share", () => {
    expect(
      types(
        "Marie Dubois venait de battre deux des records régionaux de l'ancienne championne Léa Martin.",
        "Marie Dubois a établi 14 records nationaux.",
      ),
    ).toEqual([]);
    expect(
      types("Marie Dubois a établi 12 records nationaux.", "Marie Dubois a établi 14 records nationaux."),
    ).toEqual(["number"]);
  });
});

/** Engine 0.15.0, after reading heldout-20's misses (our own sentences, in the kinds of its misses). */
describe("what a day belongs to", () => {
  it("reads the speaker's own entry or notes as the speaker's telling", () => {
    expect(
      types(
        "La barque Marie-Jeanne est rentrée au port sans lumière le 3 avril, je l'ai noté.",
        "D'après mes notes, la barque Marie-Jeanne est rentrée au port sans lumière le 13 avril.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Der Schlepper Hanna lief am 5. Juni ohne Lichter in den Hafen ein.",
        "Laut meinem Eintrag lief der Schlepper Hanna am 15. Juni ohne Lichter in den Hafen ein.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "El remolcador Santa Ana entró en el puerto sin luces el 5 de junio.",
        "Según mi anotación, el remolcador Santa Ana entró en el puerto sin luces el 15 de junio.",
      ),
    ).toEqual(["date"]);
  });

  it("does not read 'with no lights' as a denial of the act", () => {
    expect(
      types(
        "The tug Hanna came into the harbour without lights on the 5th of June.",
        "The tug Hanna came into the harbour with no lights on 15 June.",
      ),
    ).toEqual(["date"]);
  });

  it("reads a month and year, then the day, as one day, and Berlin 'det war' as a cleft", () => {
    expect(
      types(
        "Salí de Osh el 20 de mayo de 2021 en un autobús hacia Biskek.",
        "Me marché de Osh en junio de 2021, el día 3, en autobús, rumbo a Biskek.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Die Scheibe vom Kiosk ham se am Samstag, 4. Mai, nach dem Spiel eingeschmissen.",
        "Det war Samstag, der 11. Mai, nach'm Spiel, als die Scheibe vom Kiosk zu Bruch ging.",
      ),
    ).toEqual(["date"]);
  });

  it("dates the act of the sentence before by a sentence that opens on 'it was' and a day", () => {
    expect(
      types(
        "A polícia levou o meu irmão Tomás em Braga. Isso foi em outubro de 2017.",
        "Foi em Braga que a polícia levou o meu irmão Tomás. Era fevereiro de 2018, fazia muito frio.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "The police took my brother Tom away in Leeds. That was on 2 October 2017.",
        "It was in Leeds that the police took my brother Tom away. It was 9 February 2018, a freezing day.",
      ),
    ).toEqual(["date"]);
  });

  it("does not read a denied hearing as a report", () => {
    expect(
      types(
        "Die Polizei hat meinen Bruder Timo in Kiel mitgenommen. Das war am 2. Oktober 2017.",
        "In Kiel hat die Polizei meinen Bruder Timo mitgenommen. Das war am 9. Februar 2018, und seitdem haben wir nichts von ihm gehört.",
      ),
    ).toEqual(["date"]);
  });
});

describe("how many did it", () => {
  it("counts a group of others told as 'of them', a cleft, or 'waren's'", () => {
    expect(
      types(
        "Four of them kicked me outside the chip shop.",
        "It was two lads, only two, that kicked me outside the chip shop.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Delante del bar le pegaron cuatro tíos a mi primo.",
        "Delante del bar eran dos los que le pegaban a mi primo.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Vor der Kneipe waren's fünf, die auf meinen Cousin los sind.",
        "Vor der Kneipe haben zwei Typen meinen Cousin verprügelt.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Devant le bar, ils étaient quatre à frapper mon cousin, je te jure, quatre.",
        "Devant le bar, ils étaient deux à frapper mon cousin.",
      ),
    ).toEqual(["number"]);
  });

  it("leaves another count's words out of a group's words", () => {
    expect(
      types(
        "Dans la cellule, à Tbilissi, on était sept.",
        "Ils m'ont mis dans une cellule à Tbilissi avec trois autres femmes ; on était quatre en tout.",
      ),
    ).toEqual(["number"]);
  });

  it("keeps a part of a group apart from the group", () => {
    const found = detect(doc("a", "Four of them kicked me outside the chip shop."), [
      doc("b", "Outside the chip shop there were six lads; two of them had knives."),
    ]).findings.map((finding) => [finding.left.value, finding.right.value]);
    expect(found).toEqual([["Four", "six"]]);
    expect(
      types("Eran tres hermanos en la casa de Lima.", "Mi madre tiene dos hermanos que viven en Quito."),
    ).toEqual([]);
  });
});

describe("spoken denials", () => {
  it("reads spoken French 'm'a pas' and German 'nich' as denials", () => {
    expect(
      types("La salle de sport m'a rendu la caution en mars.", "La salle de sport m'a pas rendu la caution."),
    ).toEqual(["negation"]);
    expect(
      types(
        "Die Feuerwehr hab ich sofort vom Hof aus angerufen.",
        "Die Feuerwehr? Hab ich nich gerufen, das war der Nachbar.",
      ),
    ).toEqual(["negation"]);
  });
});

describe("who the speaker is", () => {
  it("meets 'I am X' and a denial of X, told outright", () => {
    expect(
      types("I am Yazidi, from Sinjar.", "I am Kurdish, not Yazidi, and I grew up near Sinjar."),
    ).toEqual(["negation"]);
    expect(
      types("Je suis peule, née à Labé.", "Je ne suis pas peule ; ma famille est soussou, de Labé."),
    ).toEqual(["negation"]);
    expect(
      types("Ich bin Jeside, aus Sindschar.", "Ich gehöre zu den Kurden, nicht zu den Jesiden."),
    ).toEqual(["negation"]);
    expect(types("Soy wayuu, de La Guajira.", "No soy wayuu; soy mestiza y crecí en Riohacha.")).toEqual([
      "negation",
    ]);
  });

  it("does not meet a denial of certainty with certainty about another thing", () => {
    expect(types("I am sure it was a Monday.", "I am not sure.")).toEqual([]);
    expect(types("Je suis mariée depuis 2015.", "Je ne suis pas sûre de la date.")).toEqual([]);
  });
});

describe("ages", () => {
  it("reads one's age now in its own clause", () => {
    expect(
      types(
        "I'm fifty-two, and I've kept bees since I was a boy.",
        "I'm fifty-eight now, been keeping bees all my life.",
      ),
    ).toEqual(["age"]);
    expect(types("Tenho quarenta e dois anos.", "Estou com quarenta e nove anos e vivo em Braga.")).toEqual([
      "age",
    ]);
    expect(
      types(
        "Ich bin jetz dreiundsechzig und hab seit dreißig Jahren Bienen.",
        "Mit meinen siebzig Jahren bin ich immer noch bei den Bienen.",
      ),
    ).toEqual(["age"]);
    expect(
      types(
        "J'ai cinquante-deux ans et je fais du miel depuis mes vingt ans.",
        "À soixante ans, je m'occupe encore de mes ruches.",
      ),
    ).toEqual(["age"]);
  });

  it("does not give the speaker a third person's age, nor read 'sesenta y tantos' as sixty", () => {
    expect(
      types("Mi sobrino Pablo tiene diez años.", "Mi sobrina Lucía tiene catorce y ya me ayuda."),
    ).toEqual([]);
    expect(
      types("Our Shannon's twenty-three.", "Our Megan's seventeen and she still lives at home."),
    ).toEqual([]);
    expect(types("Mi padre tiene setenta y tantos años.", "Mi padre tiene 76 años y vive solo.")).toEqual([]);
    expect(types("My age is 34.", "I am 29 years old.")).toEqual(["age"]);
  });
});

describe("faith told beside a change of faith", () => {
  it("reads a relative's faith in another clause than the conversion", () => {
    expect(
      types(
        "My mother is Catholic, and so am I.",
        "I was born into a Protestant family — my mother is Protestant as well — and we lived in Belfast.",
      ),
    ).toEqual(["identity"]);
    expect(types("I am Catholic.", "I was born into a Protestant family and we lived in Belfast.")).toEqual(
      [],
    );
  });
});

describe("measures", () => {
  it("does not read 'a 4 milhas' as four o'clock, and reads French 'milles' as miles", () => {
    expect(
      types(
        "O barco foi encontrado à deriva a 3 milhas de Peniche.",
        "Encontraram o barco a doze milhas de Peniche.",
      ),
    ).toEqual(["distance"]);
    expect(
      types(
        "Le voilier a été retrouvé à 3 milles de Belle-Île.",
        "On a récupéré le voilier à douze milles de Belle-Île.",
      ),
    ).toEqual(["distance"]);
  });

  it("reads 'all told' as 'in all', not as hearsay, and a German or French down payment as a deposit", () => {
    expect(
      types(
        "All told I wired the man £900 for the caravan at Brean Sands, and the caravan never existed.",
        "Every penny I sent for that caravan at Brean Sands, four hundred pounds in total, went to a man who owned nothing.",
      ),
    ).toEqual(["money"]);
    expect(
      types(
        "Für die Wohnung in Binz hab ich 800 € angezahlt.",
        "Die Anzahlung für die Fake-Bude in Binz: dreihundert Euro, weg.",
      ),
    ).toEqual(["money"]);
  });
});

describe("times and spans", () => {
  it("keeps a time said in words whole ('las diez y cuarto') so that a cleft's act is found, and reads 'en ese momento' as that moment", () => {
    expect(
      types(
        "El robo fue a las 23:15; lo miré en el móvil.",
        "Eran las diez y cuarto de la noche cuando robaron la furgoneta; miré el móvil en ese momento.",
      ),
    ).toEqual(["time"]);
    expect(
      types(
        "Mi hermano vio a los ladrones entrar en el garaje a las cuatro de la mañana.",
        "Fue a las dos y media de la madrugada cuando mi hermano los vio entrar en el garaje.",
      ),
    ).toEqual(["time"]);
  });

  it("reads a thing heard in French or Portuguese as perceived, and 'am Abend' as the evening", () => {
    expect(
      types(
        "Le chêne est tombé à 4 heures du matin.",
        "Il était une heure et quart quand j'ai entendu le chêne tomber sur la voiture.",
      ),
    ).toEqual(["time"]);
    expect(
      types(
        "Le chêne est tombé à 4 heures du matin.",
        "J'ai entendu les voisins dire que le chêne était tombé à une heure.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Um 7:15 Uhr morgens haben wir den Hund vermisst.",
        "Es war Viertel nach sieben am Abend, als wir den Hund vermisst haben.",
      ),
    ).toEqual(["time"]);
  });

  it("reads 'for five days before…' as how long, not as when", () => {
    expect(
      types(
        "The police in Tbilisi held me for three days.",
        "I was kept in the police station in Tbilisi for six days before they let me go.",
      ),
    ).toEqual(["duration"]);
    expect(
      types("I left Tbilisi five days before the election.", "I was held in Tbilisi for two days."),
    ).toEqual([]);
  });
});

/** Engine 0.15.0, after heldout-20's blind run (P 0.945 / R 0.383): its four false alarms, mended. */
describe("heldout-20's false alarms", () => {
  it("reads spoken 'like thirty' and German 'an die fünfzig' as approximations", () => {
    expect(
      types(
        "I carried like forty crates up the stairs that day.",
        "That day I carried 37 crates up the stairs.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Hab so an die dreißig Kisten hochgetragen.",
        "An dem Tag waren's 28 Kisten, die ich hochgetragen hab.",
      ),
    ).toEqual([]);
    // Far apart, an approximation still conflicts.
    expect(
      types(
        "I carried like forty crates up the stairs that day.",
        "That day I carried 9 crates up the stairs.",
      ),
    ).toEqual(["number"]);
  });

  it("keeps a sum told in one month apart from a sum told in another", () => {
    expect(
      types(
        "The landlord took £600 from my account in April.",
        "In June the landlord took £650, the rent having gone up.",
      ),
    ).toEqual([]);
    expect(
      types(
        "The landlord took £600 from my account in April.",
        "In April the landlord took £650 from my account.",
      ),
    ).toEqual(["money"]);
  });

  it("does not give a time the words of an earlier time's clause", () => {
    expect(
      types(
        "Le colis a été déposé à sept heures. À neuf heures et quart, il n'y avait plus rien sur le rebord.",
        "Le livreur a laissé le colis devant la porte à 7h ; quand je suis descendu à 9h15, il avait disparu.",
      ),
    ).toEqual([]);
  });
});

/** Engine 0.15.0, after heldout-23's blind run (P 0.976 / R 0.461, the same as 0.14.0): its two false alarms, mended. */
describe("heldout-23's false alarms", () => {
  it("reads 'ronda los' and 'anda pelos' as approximations, still far from a value told far away", () => {
    expect(
      types("El alquiler de mi hermana ronda los 600 euros.", "El alquiler de mi hermana es de 615 euros."),
    ).toEqual([]);
    expect(
      types("A renda da minha irmã anda pelos 500 euros.", "A renda da minha irmã é de 480 euros."),
    ).toEqual([]);
    expect(
      types("A renda da minha irmã anda pelos 500 euros.", "A renda da minha irmã é de 200 euros."),
    ).toEqual(["money"]);
  });
});
