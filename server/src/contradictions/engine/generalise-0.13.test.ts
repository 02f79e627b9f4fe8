import { describe, expect, it } from "vitest";
import { findDates, isoDate } from "./dates.ts";
import { types } from "./test-support.ts";

/**
 * Engine 0.13.0: general changes made after reading heldout-13.tsv's misses (a development set since its
 * blind run). The sentences here are our own, not the sets'.
 */
describe("who did an act", () => {
  it("reads a job the lexicon did not know, and its apposed name, in a cleft", () => {
    expect(
      types(
        "C'est mon chef d'équipe, Olivier, qui a fermé le hangar.",
        "C'est Bastien qui a fermé le hangar ce soir-là.",
      ),
    ).toEqual(["identity"]);
    expect(
      types("C'est la gérante, Sandrine, qui a prévenu la police.", "C'est Lucas qui a prévenu la police."),
    ).toEqual(["identity"]);
  });

  it("reads a description it does not know when a name follows it after a comma", () => {
    expect(
      types(
        "Quien cerró la nave fue el vigilante, Tomás.",
        "Quien cerró la nave fue un muchacho del turno de tarde, el Iván.",
      ),
    ).toEqual(["identity"]);
  });

  it("reads the speaker as the doer, against anyone named", () => {
    expect(
      types("C'est ma collègue, Inès, qui a appelé le SAMU.", "Le SAMU, c'est moi qui l'ai appelé."),
    ).toEqual(["identity"]);
    expect(types("Quem fechou o portão foi a Rita.", "Fui eu que fechei o portão.")).toEqual(["identity"]);
    expect(
      types(
        "It was my neighbour, Gary, who called the fire brigade.",
        "It was me who called the fire brigade.",
      ),
    ).toEqual(["identity"]);
  });

  it("does not read the speaker against the same speaker", () => {
    expect(types("C'est moi qui ai appelé le SAMU.", "Le SAMU, c'est moi qui l'ai appelé.")).toEqual([]);
  });

  it("reads a Spanish object told first and taken up by a clitic", () => {
    expect(
      types("La puerta la abrió mi cuñado, el Paco.", "Quien abrió la puerta fue el portero, Anselmo."),
    ).toEqual(["identity"]);
    expect(types("Al médico lo llamé yo.", "Al médico lo llamó mi hermana, la Lucía.")).toEqual(["identity"]);
  });

  it("reads irregular participles in the passive and Brazilian 'seu' before a name", () => {
    expect(
      types("La denuncia fue hecha por mi vecina, Rosa.", "Quien hizo la denuncia fue el portero, Anselmo."),
    ).toEqual(["identity"]);
    expect(types("A porta foi aberta pelo Wellington.", "Quem abriu a porta foi o seu Edmilson.")).toEqual([
      "identity",
    ]);
    expect(types("O seu irmão foi preso em 2019.", "O seu irmão foi preso em 2019.")).toEqual([]);
  });
});

describe("how many people were there", () => {
  it("reads 'they were N' and colloquial people nouns as one count of people", () => {
    expect(
      types("Dans la camionnette, ils étaient trois.", "Il y avait cinq mecs dans la camionnette."),
    ).toEqual(["number"]);
    expect(types("En la moto iban dos chicos.", "En aquella moto iban cuatro muchachos.")).toEqual([
      "number",
    ]);
    expect(types("Im Boot saßen drei Burschen.", "Im Boot waren fünf Jungs.")).toEqual(["number"]);
  });

  it("reads Brazilian 'a gente era N' and 'just N' as the speaker's group", () => {
    expect(
      types("No churrasco a gente era oito.", "No churrasco a gente tava em quatro, só a família."),
    ).toEqual(["number"]);
    expect(types("Au resto on était juste deux.", "On était six au resto, avec les cousins.")).toEqual([
      "number",
    ]);
  });

  it("does not let 'a gente' or 'ils étaient' align two groups at different places", () => {
    expect(types("No bar a gente era cinco.", "No carro a gente era três.")).toEqual([]);
    expect(types("Au café ils étaient quatre.", "Dans la voiture ils étaient deux.")).toEqual([]);
  });
});

describe("a day of the month written in words", () => {
  const dates = (text: string, language: "en" | "es" | "pt" | "de" | "fr") =>
    findDates(text, language).map((date) => isoDate(date));

  it("is read before its month in every language", () => {
    expect(dates("He went missing on the ninth of February.", "en")).toEqual(["--02-09"]);
    expect(dates("It was signed on February ninth, 2020.", "en")).toEqual(["2020-02-09"]);
    expect(dates("Salí de allí el veinticinco de marzo de 2019.", "es")).toEqual(["2019-03-25"]);
    expect(dates("A audiência foi no dia vinte e cinco de abril.", "pt")).toEqual(["--04-25"]);
    expect(dates("Das war am dritten Februar.", "de")).toEqual(["--02-03"]);
    expect(dates("Il est parti le dix-sept décembre.", "fr")).toEqual(["--12-17"]);
    expect(dates("On a signé le vingt et un juin 2020.", "fr")).toEqual(["2020-06-21"]);
  });

  it("is not read from a cardinal before an English month, nor from a month in lower case", () => {
    expect(dates("One May morning we left.", "en")).toEqual([]);
    expect(dates("That was the first march I ever joined.", "en")).toEqual([]);
  });

  it("meets the same date in digits, and another date", () => {
    expect(
      types("We signed the loan on the twelfth of June 2020.", "We signed the loan on 12 June 2020."),
    ).toEqual([]);
    expect(
      types("On a signé le prêt le 12 juin 2020.", "Nous avons signé ce prêt le douze octobre 2020."),
    ).toEqual(["date"]);
  });
});

describe("a date that points back at the sentence before", () => {
  it("dates the act told in the sentence before ('That was on…', 'Eso fue el…', 'Cela se passait le…')", () => {
    expect(
      types(
        "I left Tripoli on 4 March 2021.",
        "I left Tripoli at night with my cousin. That was on 19 March 2021, I remember the rain.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Nos fuimos de Tegucigalpa el 3 de mayo de 2019.",
        "Nos fuimos de Tegucigalpa sin avisar a nadie. Eso fue el 30 de mayo de 2019, un jueves.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "L'audience pour le divorce a eu lieu le 6 mars.",
        "J'étais seule à l'audience pour le divorce. Cela se passait le 13 mars, un lundi.",
      ),
    ).toEqual(["date"]);
  });

  it("does not date the sentence before when a cleft names its own act", () => {
    expect(
      types(
        "I left Tripoli on 4 March 2021.",
        "I left Tripoli at night. That was on 19 March 2021 that my cousin arrived.",
      ),
    ).toEqual([]);
  });

  it("does not point back at a sentence that someone else told", () => {
    expect(
      types(
        "I left Tripoli on 4 March 2021.",
        "My uncle says I left Tripoli at night. That was on 19 March 2021, I remember the rain.",
      ),
    ).toEqual([]);
  });
});

/** Engine 0.13.0, after heldout-14's blind run (P 0.971 / R 0.367): its two false alarms, mended. */
describe("heldout-14's false alarms", () => {
  it("reads a hedge that closes the value's clause ('…across, near enough')", () => {
    expect(types("The hole was two metres wide, near enough.", "The hole measured 1.9 metres wide.")).toEqual(
      [],
    );
    expect(types("Eran unos tres kilómetros, más o menos.", "Eran 3,2 kilómetros.")).toEqual([]);
  });

  it("reads what a document states as the document's telling", () => {
    expect(
      types(
        "My aunt died on 4 May 2021.",
        "The letter from the council states that my aunt died in April 2021.",
      ),
    ).toEqual([]);
    expect(
      types("Ma tante est morte le 4 mai 2021.", "Le courrier indique que ma tante est morte en avril 2021."),
    ).toEqual([]);
  });
});

describe("an age told after the event, or with an adverb", () => {
  it("reads 'When…, X was still only N', 'tenía solo N añitos', 'avait déjà N ans', 'war damals N'", () => {
    expect(
      types(
        "My son Amir was ten when we reached the border.",
        "When we reached the border, Amir was still only six.",
      ),
    ).toEqual(["age"]);
    expect(
      types(
        "Mi hijo Dani tenía nueve años cuando nos echaron.",
        "Cuando nos echaron, Dani tenía solo cuatro añitos.",
      ),
    ).toEqual(["age"]);
    expect(
      types(
        "Ma fille avait trois ans quand on est partis.",
        "Au moment du départ, ma fille avait déjà huit ans.",
      ),
    ).toEqual(["age"]);
  });

  it("reads an imperfect after a relative's name or 'ele' as the relative's, not the speaker's", () => {
    expect(
      types(
        "O meu filho Tiago tinha onze anos quando o levaram.",
        "Quando levaram o Tiago, ele tinha só oito anos.",
      ),
    ).toEqual(["age"]);
    expect(
      types(
        "Yo tenía treinta años cuando nos echaron.",
        "Cuando nos echaron, mi hijo Dani tenía cuatro años.",
      ),
    ).toEqual([]);
  });
});

describe("times of day and the acts they belong to", () => {
  const clock = (text: string, language: "en" | "pt" | "de") =>
    findDates(text, language).map((date) => `${date.hour}:${date.minute}`);

  it("reads British 'half six', 'eram cinco da tarde' and 'war's drei Uhr fünf'", () => {
    expect(clock("I slipped at half six in the morning.", "en")).toEqual(["6:30"]);
    expect(clock("Half an hour later the ambulance came.", "en")).toEqual([]);
    expect(clock("Eram cinco da tarde quando o cão fugiu.", "pt")).toEqual(["17:0"]);
    expect(clock("Da war's drei Uhr fünf.", "de")).toEqual(["3:5"]);
  });

  it("aligns a slip with a fall, and running someone over in other words", () => {
    expect(
      types(
        "Me resbalé a las nueve y media de la mañana.",
        "La caída fue por la tarde, a las 17:15, cuando entré a por el pan.",
      ),
    ).toEqual(["time"]);
    expect(
      types("Le cycliste a été renversé à 22h10.", "Il était une heure du matin quand le camion l'a fauché."),
    ).toEqual(["time"]);
  });
});

describe("a single day in one telling sets no period for the other", () => {
  it("compares a sum paid on a given day with the same sum told with no date", () => {
    expect(
      types(
        "L'acompte pour la salle s'élevait à 2 800 €, payés par virement le 3 mars.",
        "Pour la salle, nous avons versé un acompte de mille deux cents euros.",
      ),
    ).toEqual(["money"]);
  });

  it("still keeps a year or a month apart from a telling with no date", () => {
    expect(types("In 2019 the rent for the flat was £650.", "The rent for the flat is £900.")).toEqual([]);
    expect(
      types(
        "En mars 2020, le loyer de l'appartement était de 600 €.",
        "Le loyer de l'appartement est de 750 €.",
      ),
    ).toEqual([]);
  });

  it("does not read Brazilian 'a gente' as a word of the fact", () => {
    expect(types("A gente pagou R$ 4 mil pelo carro.", "Do banco, a gente recebeu R$ 9 mil.")).toEqual([]);
  });
});

describe("counts out of a whole, and 'ne… que'", () => {
  it("reads the noun after 'of the' ('three of the staff', 'solo uno de los vecinos')", () => {
    expect(
      types(
        "Three of the nurses came to help me.",
        "Only one of the nurses came to help me, the others stayed put.",
      ),
    ).toEqual(["number"]);
    expect(
      types("Dos de los vecinos me ayudaron a salir.", "Solo uno de los vecinos me ayudó a salir."),
    ).toEqual(["number"]);
  });

  it("reads 'on n'était que quatre' as the group's size, not as a denial", () => {
    expect(
      types(
        "On était sept sur le chantier quand le mur est tombé.",
        "Quand le mur est tombé, on n'était que trois sur le chantier.",
      ),
    ).toEqual(["number"]);
  });
});

describe("who did an act, after heldout-14's misses", () => {
  it("reads 'quem ligou fui eu mesma' and Portuguese ', o ajudante' as an apposition, not a second doer", () => {
    expect(
      types(
        "Quem fechou a loja naquela noite foi o Diego, o ajudante.",
        "A loja, quem fechou fui eu mesma; o Diego estava de folga.",
      ),
    ).toEqual(["identity"]);
  });

  it("reads a Spanish object with its complement before the clitic ('El aceite al fuego lo dejé yo')", () => {
    expect(
      types("La que dejó la sartén al fuego fue Maribel.", "La sartén al fuego la dejé yo, lo reconozco."),
    ).toEqual(["identity"]);
  });

  it("reads the clauses before a later guard ('…, y eso me dijo el juez')", () => {
    expect(
      types(
        "Quien me amenazó fue el primo de mi expareja.",
        "Quien me amenazó fue mi cuñado, Wilber, el hermano de mi expareja, aunque la policía dice otra cosa.",
      ),
    ).toEqual(["identity"]);
  });
});

describe("a birthplace named as such", () => {
  it("reads 'my place of birth is', 'mein Geburtsort ist', 'mon lieu de naissance est'", () => {
    expect(types("My husband was born in Leeds.", "My husband's birthplace is Cardiff.")).toEqual([
      "location",
    ]);
    expect(types("Ich bin in Dresden geboren.", "Mein Geburtsort ist Leipzig.")).toEqual(["location"]);
    expect(types("Je suis né à Lyon.", "Mon lieu de naissance est Marseille.")).toEqual(["location"]);
  });
});

describe("acts named with synonyms", () => {
  it("reads cancelling and photographing under one concept each", () => {
    expect(
      types(
        "Nous avons résilié le contrat du traiteur en mars.",
        "Nous n'avons jamais annulé le contrat du traiteur.",
      ),
    ).toEqual(["negation"]);
    expect(
      types("Ich habe die Reservierung im Januar storniert.", "Die Reservierung haben wir nie abgesagt."),
    ).toEqual(["negation"]);
    expect(
      types("I took photos of the damp in the bedroom.", "I never photographed the damp in the bedroom."),
    ).toEqual(["negation"]);
  });
});

/** Engine 0.13.0, after heldout-15's blind run (P 0.918 / R 0.311): its five false alarms, mended. */
describe("heldout-15's false alarms", () => {
  it("keeps two named brothers apart: their ages and their names are two people's", () => {
    expect(types("Mi hermano Julio tiene cuarenta años.", "Mi hermano Rafa tiene treinta y dos.")).toEqual(
      [],
    );
    expect(types("Minha irmã Kátia tem 29 anos.", "Minha irmã Lúcia tem 33.")).toEqual([]);
    expect(types("Mein Bruder Jens ist 61.", "Mein Bruder Uwe ist 58.")).toEqual([]);
  });

  it("still meets a name told outright, and one brother's age told twice", () => {
    expect(types("My brother is called Tomasz.", "My brother Piotr stayed in Gdańsk.")).toEqual(["identity"]);
    expect(
      types("Mi hermano Julio tiene cuarenta años.", "Mi hermano Julio tiene cuarenta y cinco años."),
    ).toEqual(["age"]);
  });

  it("keeps two departures from different places apart", () => {
    expect(
      types("Em 2015 saímos de Aleppo para Damasco.", "Em 2019 saímos de Damasco para a Turquia."),
    ).toEqual([]);
    expect(types("In 2015 we left Homs for Beirut.", "In 2016 we left Homs with my uncle.")).toEqual([
      "date",
    ]);
  });
});

describe("a modal inside a relative or causal clause", () => {
  it("guards that clause, not the one it hangs on", () => {
    expect(
      types(
        "Registé a queixa no mesmo dia do assalto.",
        "Não registei a queixa, porque o gerente me disse que não seria preciso.",
      ),
    ).toEqual(["negation"]);
    expect(
      types(
        "Im Keller standen vier Kisten, die wir später holen wollten.",
        "Im Keller standen sieben Kisten.",
      ),
    ).toEqual(["number"]);
  });

  it("still guards a value inside the clause with the modal", () => {
    expect(types("Wir hatten vier Kisten.", "Wir hatten Kisten, die sieben Kilo wiegen sollten.")).toEqual(
      [],
    );
    expect(
      types("Im Keller standen vier Kisten.", "Ich glaube, dass im Keller sieben Kisten stehen könnten."),
    ).toEqual([]);
  });
});

describe("a parent called familiarly", () => {
  it("reads 'el viejo', 'o pai', 'le père', 'Vadder', 'me father' as the speaker's parent", () => {
    expect(types("Mi padre tiene ochenta años.", "El viejo tiene setenta y dos, pero está fuerte.")).toEqual([
      "age",
    ]);
    expect(types("O pai tem 78 anos.", "O meu pai tem 70 anos.")).toEqual(["age"]);
    expect(types("Le père a quatre-vingts ans.", "Mon père a soixante-dix ans.")).toEqual(["age"]);
    expect(types("Vadder ist 83.", "Mein Vater ist siebenundsiebzig.")).toEqual(["age"]);
    expect(
      types("My father is 84, he lives with us.", "Me father is seventy-nine, he lives with us."),
    ).toEqual(["age"]);
  });

  it("does not read someone else's father ('le père de Julie', 'o pai do Rui')", () => {
    expect(types("Le père de Julie a quatre-vingts ans.", "Mon père a soixante-dix ans.")).toEqual([]);
    expect(types("O pai do Rui tem 78 anos.", "O meu pai tem 70 anos.")).toEqual([]);
  });
});

describe("a stay's own start", () => {
  it("is no time frame of the stay ('for four years, since my divorce in 2019')", () => {
    expect(
      types(
        "I have lived at 3 Mill Lane for ten years.",
        "I have rented 3 Mill Lane for two years, since my separation in 2022.",
      ),
    ).toEqual(["duration"]);
  });

  it("still keeps stays in other years apart ('In 2015 I stayed…')", () => {
    expect(
      types(
        "In 2015 I stayed at 3 Mill Lane for ten months.",
        "In 2019 I stayed at 3 Mill Lane for two months.",
      ),
    ).toEqual([]);
  });
});

/** Engine 0.13.0, after heldout-16's blind run (P 0.905 / R 0.317): its six false alarms, mended. */
describe("heldout-16's false alarms", () => {
  it("reads bounds before an article and a scale word ('just over a thousand')", () => {
    expect(types("The bill was just over a thousand pounds.", "The bill was £1,060.")).toEqual([]);
  });

  it("reads 'pasaban de', 'passavam de', 'dépassaient', 'überstieg', 'exceeded' as more than", () => {
    expect(types("Los daños pasaban de mil euros.", "Los daños fueron de 1.250 euros.")).toEqual([]);
    expect(types("Les dégâts dépassaient mille euros.", "Les dégâts s'élevaient à 1 300 €.")).toEqual([]);
    expect(types("The repairs exceeded £2,000.", "The repairs came to £2,400.")).toEqual([]);
  });

  it("reads spoken French 'dans les trois cents' as about three hundred", () => {
    expect(types("Y avait dans les deux cents cartons.", "On avait 214 cartons.")).toEqual([]);
  });

  it("reads French 'nulle part' as a denial", () => {
    expect(
      types(
        "Le gérant, je l'ai pas vu dans le magasin.",
        "Dans le magasin, le gérant était nulle part en vue.",
      ),
    ).toEqual([]);
  });
});
