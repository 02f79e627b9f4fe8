import { describe, expect, it } from "vitest";
import { datesConflict, findDates, isoDate } from "./dates.ts";
import { types } from "./test-support.ts";

/**
 * Engine 0.12.0: general changes made after reading heldout-10.tsv's misses (a development set since its
 * blind run). The sentences here are our own, not the sets'.
 */
describe("a count of named things is one fact whatever verbs tell it", () => {
  it("meets a count of the same things told with other words", () => {
    expect(
      types("We carried down nine crates of books.", "The books, that came to six crates, no more."),
    ).toEqual(["number"]);
    expect(
      types("Sie haben mir drei Kisten Werkzeug weggenommen.", "Fünf Kisten Werkzeug waren danach weg."),
    ).toEqual(["number"]);
    expect(types("Levaram-me doze garrafas de azeite.", "Foram sete garrafas, contei-as eu.")).toEqual([
      "number",
    ]);
  });

  it("keeps two holders' counts apart ('the flat has three rooms', 'the cottage has five rooms')", () => {
    expect(types("The flat has three rooms.", "The cottage has five rooms.")).toEqual([]);
    expect(types("Das Büro hat zwei Fenster.", "Die Küche hat vier Fenster.")).toEqual([]);
    expect(types("La maison compte six pièces.", "Le garage compte deux pièces.")).toEqual([]);
  });

  it("still reads a holder's count against the same holder", () => {
    expect(types("The cottage has three rooms.", "It was a cottage with five rooms.")).toEqual(["number"]);
  });

  it("does not relax counts of people or of times, which many facts share", () => {
    expect(types("Three men were waiting at the bus stop.", "Five men attacked me in the car park.")).toEqual(
      [],
    );
  });
});

describe("a Spanish or Portuguese conditional before a number is a guess", () => {
  it("reads 'serían cuarenta' as about forty", () => {
    expect(types("Serían cuarenta cajas en total.", "Fueron cuarenta y tres cajas.")).toEqual([]);
    expect(types("Seriam umas trinta pessoas na sala.", "Na sala estavam trinta e duas pessoas.")).toEqual(
      [],
    );
  });
});

describe("a day of the month told without its month", () => {
  const days = (text: string, language: "en" | "es" | "pt" | "de" | "fr") =>
    findDates(text, language).map((date) => isoDate(date));

  it("is read after 'on the', 'dia', a weekday or German 'am'", () => {
    expect(days("The bike went missing on the 22nd, I think.", "en")).toEqual(["---22"]);
    expect(days("Me lo robaron el martes 4, por la tarde.", "es")).toEqual(["---04"]);
    expect(days("Levaram a bicicleta no dia 9, uma quinta-feira.", "pt")).toEqual(["---09"]);
    expect(days("Es ist am 14. passiert, kurz nach dem Frühstück.", "de")).toEqual(["---14"]);
    expect(days("On me l'a volé le jeudi 7, au marché.", "fr")).toEqual(["---07"]);
  });

  it("is no hour: 'no dia 16, quinta' names a Thursday, not four in the afternoon", () => {
    expect(findDates("A bicicleta sumiu no dia 16, quinta, de manhã.", "pt").map((d) => d.hour)).toEqual([
      undefined,
    ]);
  });

  it("is not read where the number counts or ranks something", () => {
    expect(days("He lives on the 22nd floor.", "en")).toEqual([]);
    expect(days("Am 22. Geburtstag meiner Tochter war ich nicht da.", "de")).toEqual([]);
    expect(days("J'ai pris le 22 pour rentrer.", "fr")).toEqual([]);
  });

  it("conflicts with another day, and with a day of a named month, but holds inside a month", () => {
    const [the22] = findDates("on the 22nd.", "en");
    const [the29] = findDates("on the 29th.", "en");
    const [march29] = findDates("on 29 March.", "en");
    const [march] = findDates("in March 2019.", "en");
    expect(the22 && the29 && datesConflict(the22, the29)).toBe(true);
    expect(the22 && march29 && datesConflict(the22, march29)).toBe(true);
    expect(the29 && march29 && datesConflict(the29, march29)).toBe(false);
    expect(the22 && march && datesConflict(the22, march)).toBe(false);
  });

  it("dates an act against another telling of it", () => {
    expect(types("My bike was stolen on the 22nd.", "My bike was stolen on the 29th.")).toEqual(["date"]);
    expect(types("A bicicleta foi roubada no dia 3.", "Roubaram a bicicleta no dia 10, domingo.")).toEqual([
      "date",
    ]);
    expect(types("My bike was stolen on the 22nd.", "My bike was stolen in March.")).toEqual([]);
  });
});

describe("the speaker's own records are the speaker's telling", () => {
  it("reads 'según consta en mi parte', 'laut meinem Dienstbuch' as the speaker's own", () => {
    expect(
      types(
        "El aviso por la fuga de agua llegó el lunes 6 de marzo.",
        "Según consta en mi parte, el aviso por la fuga de agua llegó el lunes 13 de marzo.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Die Meldung über den Wasserschaden ging am 5. Dezember ein.",
        "Laut meinem Dienstbuch ging die Meldung über den Wasserschaden am 12. Dezember ein.",
      ),
    ).toEqual(["date"]);
  });

  it("still reads 'according to my neighbour' as someone else's telling", () => {
    expect(
      types(
        "The water came through the ceiling on 6 March.",
        "According to my neighbour, the water came through the ceiling on 13 March.",
      ),
    ).toEqual([]);
  });
});

describe("a relative named in apposition", () => {
  it("keeps two brothers named in apposition apart when they tell different things", () => {
    expect(types("My brother Steve runs the garage.", "My brother Paul drives the tractor.")).toEqual([]);
  });

  it("still meets a name told outright, or one told of the same act", () => {
    expect(types("My brother is called Steve.", "My brother Paul drives the tractor.")).toEqual(["identity"]);
    expect(
      types("My brother Steve drove the tractor.", "My brother Paul drove the tractor that day."),
    ).toEqual(["identity"]);
  });
});

describe("looser alignment where it is safe", () => {
  it("times one act told by an unnamed doer and by the speaker with one shared word", () => {
    expect(
      types("Entraron a robar en casa a las tres de la tarde.", "El robo en casa ocurrió a las 23:00."),
    ).toEqual(["time"]);
  });

  it("dates a telling with no words of its own against the subject's other telling", () => {
    expect(
      types(
        "El accidente fue el 3 de octubre, un lunes, en la A-4.",
        "Me dieron el golpe en la A-4, en Bailén, el 24 de octubre.",
      ),
    ).toEqual(["date"]);
  });

  it("still keeps sums of news text apart on one shared word", () => {
    expect(
      types(
        "Avec un diamètre de 1.430 miles, Pluton est moins de la moitié de la taille de toute autre planète.",
        "La lune terrestre a un diamètre de 3.746 kilomètres.",
      ),
    ).toEqual([]);
  });
});

describe("hours and minutes in words past noon", () => {
  it("reads 'dix-neuf heures trente' and 'neunzehn Uhr dreißig' as 19:30, not nine", () => {
    const clock = (text: string, language: "de" | "fr") =>
      findDates(text, language).map((d) => [d.hour, d.minute, d.twelve ?? false]);
    expect(clock("Je suis arrivé à dix-neuf heures trente.", "fr")).toEqual([[19, 30, false]]);
    expect(clock("Wir kamen um neunzehn Uhr dreißig an.", "de")).toEqual([[19, 30, false]]);
    expect(clock("Wir kamen um 19 Uhr 30 an.", "de")).toEqual([[19, 30, false]]);
    expect(
      types("Je suis arrivé à Roissy à dix-neuf heures trente.", "Mon avion a atterri à Roissy à 19h30."),
    ).toEqual([]);
  });
});

describe("more approximations", () => {
  it("reads 'perto dos', 'andava pelos', 'como un' before a number as about", () => {
    expect(
      types("O orçamento da obra ficou perto dos três mil euros.", "O orçamento final foi de 2.950 €."),
    ).toEqual([]);
    expect(types("A dívida andava pelos 3 mil reais.", "A dívida era de R$ 3.100.")).toEqual([]);
    expect(
      types("El agua subió como un metro dentro de casa.", "El agua subió 1,10 metros dentro de casa."),
    ).toEqual([]);
  });
});

describe("a date set off by commas dates the act around it", () => {
  it("reads a cleft whose act comes after a clause and a bare comma", () => {
    expect(
      types(
        "Je suis tombé de l'échelle le jeudi 2 février.",
        "C'est le jeudi 9 février, en tout début de poste, que j'ai chuté de l'échelle.",
      ),
    ).toEqual(["date"]);
  });

  it("takes the clause after when the clause before says only who and when", () => {
    expect(
      types(
        "Ich bin am Mittwoch, dem 8. März, von der Leiter gefallen.",
        "Ich bin am 15. März von der Leiter gestürzt.",
      ),
    ).toEqual(["date"]);
  });

  it("joins one act told with other words: a fall, a theft, a bite", () => {
    expect(
      types(
        "Caí da escada no dia 7 de novembro.",
        "Foi numa terça-feira, 14 de novembro, que despenquei da escada.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "The theft of my wallet on the tram was on 2 March 2023.",
        "I was pickpocketed on the tram on 9 March 2023.",
      ),
    ).toEqual(["date"]);
  });
});

describe("formal declarations are the speaker's own telling", () => {
  it("reads 'I wish to confirm that…' and 'Je soussignée déclare que…' as assertions", () => {
    expect(
      types(
        "I was pickpocketed on the tram on 2 March 2023.",
        "I wish to confirm that I was pickpocketed on the tram on 9 March 2023.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "Je soussignée déclare que le vol de mon portefeuille a eu lieu le lundi 6 novembre 2023.",
        "Le vol de mon portefeuille a eu lieu le lundi 13 novembre 2023.",
      ),
    ).toEqual(["date"]);
  });

  it("still reads a wish as no assertion", () => {
    expect(types("I left Herat on 3 May.", "I wish I had left Herat on 9 May.")).toEqual([]);
  });
});

describe("relatives counted, and things counted under two names", () => {
  it("counts 'unsere drei Töchter' as the speaker's daughters", () => {
    expect(
      types(
        "Wir haben zwei Töchter; beide sind in Minsk.",
        "Unsere drei Töchter leben bei meiner Schwester in Minsk.",
      ),
    ).toEqual(["number"]);
  });

  it("counts rooms as rooms whatever their name ('Zimmer', 'Räume'; 'rooms', 'bedrooms')", () => {
    expect(
      types(
        "Durch den Rohrbruch sind drei Zimmer im Erdgeschoss nass geworden.",
        "Vom Rohrbruch betroffen waren im Erdgeschoss fünf Räume.",
      ),
    ).toEqual(["number"]);
  });
});

describe("a weekday before a day is part of the date", () => {
  it("does not read Portuguese 'segunda' (Monday) as 'second'", () => {
    expect(
      types(
        "Roubaram a minha loja na segunda, dia 3 de março.",
        "O furto da loja foi no sábado, 22 de março.",
      ),
    ).toEqual(["date"]);
  });

  it("keeps the weekday in the date's span", () => {
    expect(findDates("Es war am Samstag, dem 19. August, spät.", "de").map((d) => d.text)).toEqual([
      "Samstag, dem 19. August",
    ]);
  });
});

describe("a demonstrative says nothing of what happened", () => {
  it("dates 'Aquello pasó el martes 15' against the named accident", () => {
    expect(
      types(
        "El accidente del autobús fue el martes 8 de marzo.",
        "Volvíamos de la granja escuela. Aquello pasó el martes 15 de marzo, lo tengo apuntado.",
      ),
    ).toEqual(["date"]);
  });
});

describe("floods, cellars and power cuts are concepts", () => {
  it("joins a blackout and a power outage, a basement and a cellar", () => {
    expect(types("The blackout was on 3 January.", "The power outage came on 30 December.")).toEqual([
      "date",
    ]);
    expect(types("O porão inundou no dia 3 de maio.", "A cave encheu-se de água a 10 de maio.")).toEqual([
      "date",
    ]);
  });
});

describe("more nationalities, faiths and peoples", () => {
  it("reads nationalities of more countries, in both genders", () => {
    expect(types("Soy peruano, nací en Cusco.", "Yo soy boliviano de nacimiento.")).toEqual(["identity"]);
    expect(types("Je suis de nationalité togolaise.", "Je suis béninoise, née à Cotonou.")).toEqual([
      "identity",
    ]);
    expect(types("Mein Mann ist Belarusse, wie ich.", "Mein Mann ist Ukrainer, aus Tschernihiw.")).toEqual([
      "identity",
    ]);
  });

  it("reads churches inside 'protestant', and faiths named by a phrase", () => {
    expect(
      types("Je suis presbytérien, comme toute ma famille.", "Je suis catholique, comme toute ma famille."),
    ).toEqual(["identity"]);
    expect(types("Soy testigo de Jehová desde joven.", "Soy adventista desde joven.")).toEqual(["identity"]);
    expect(types("I am a Presbyterian.", "I am a Protestant.")).toEqual([]);
  });

  it("reads Chechen and Ingush as peoples", () => {
    expect(
      types("Meine Frau ist Inguschin, aus Nasran.", "Meine Frau ist Tschetschenin, aus Grosny."),
    ).toEqual(["identity"]);
  });
});

describe("relatives' names in more forms", () => {
  it("reads a German genitive ('der Name meines Vaters ist…')", () => {
    expect(types("Mein Vater heißt Giorgi Beridze.", "Der Name meines Vaters ist Levan Beridze.")).toEqual([
      "identity",
    ]);
  });

  it("reads a name after 'to be' ('mi mamá es Caridad Valdés'), never a faith, a people or a job", () => {
    expect(
      types("Mi madre se llama Mercedes Valdés.", "Mi mamá es Caridad Valdés, maestra jubilada."),
    ).toEqual(["identity"]);
    expect(types("My brother is called Karim.", "My brother is Muslim.")).toEqual([]);
    expect(types("Mein Vater heißt Karl.", "Mein Vater ist Lehrer.")).toEqual([]);
  });
});

describe("counted nouns and formal openings", () => {
  it("meets a singular and a plural that differ by a final 'e' ('caisse', 'caisses')", () => {
    expect(
      types(
        "Dans le coffre il y avait trois caisses à outils.",
        "Dans le coffre, j'avais une seule caisse à outils.",
      ),
    ).toEqual(["number"]);
  });

  it("reads Spanish 'cuenta con' as having, not telling", () => {
    expect(types("El piso tiene dos baños completos.", "El piso cuenta con un único baño completo.")).toEqual(
      ["number"],
    );
  });

  it("reads 'quiero dejar claro que', 'je tiens à préciser que' as assertions", () => {
    expect(
      types(
        "El piso tiene dos baños completos.",
        "Quiero dejar claro que el piso tiene un único baño completo.",
      ),
    ).toEqual(["number"]);
    expect(
      types("Je suis arrivé à Lyon le 3 mai.", "Je tiens à préciser que je suis arrivé à Lyon le 9 mai."),
    ).toEqual(["date"]);
    expect(types("Je suis arrivé à Lyon le 3 mai.", "Je voudrais être arrivé à Lyon le 9 mai.")).toEqual([]);
  });
});

describe("sums in pounds, and times of one's own acts", () => {
  it("reads 'pounds' as money ('one hundred and forty pounds in notes')", () => {
    expect(
      types(
        "There was £85 in cash in the wallet.",
        "The wallet contained one hundred and forty pounds in notes.",
      ),
    ).toEqual(["money"]);
  });

  it("times the speaker's act with one word of its own ('I fell at twenty to eleven')", () => {
    expect(
      types(
        "I fell at twenty to eleven in the morning; the foreman logged it.",
        "I fell at ten past nine in the morning.",
      ),
    ).toEqual(["time"]);
  });

  it("gives a thing's time to the speaker ('la alarma del sótano saltó a las cuatro')", () => {
    expect(
      types(
        "La alarma de humedad del sótano saltó a las cuatro de la madrugada.",
        "Me despertó la alarma del sótano a las dos de la mañana.",
      ),
    ).toEqual(["time"]);
  });
});

/** Engine 0.12.0, after heldout-12's blind run (P 0.917 / R 0.244): its four false alarms, mended. */
describe("things ranked first and second are two", () => {
  it("keeps 'en el primer piso' and 'en el segundo' apart", () => {
    expect(
      types(
        "En el primer piso que alquilé en Valencia la fianza fue de un mes.",
        "En el segundo, el de Benimaclet, me pidieron dos meses de fianza.",
      ),
    ).toEqual([]);
  });

  it("keeps a denial about 'my first house' from an assertion about this one", () => {
    expect(
      types(
        "Na minha primeira casa em Lisboa não paguei caução.",
        "Nesta casa de Arroios paguei dois meses de caução.",
      ),
    ).toEqual([]);
  });

  it("still reads 'I went first to Nimroz' as no rank", () => {
    expect(
      types(
        "I left Kabul in 2019, after the second letter.",
        "After the second letter we left. My departure from Kabul was in 2021, and I went first to Nimroz.",
      ),
    ).toEqual(["date"]);
  });
});

describe("more hedges in French", () => {
  it("reads 'un peu plus d'un mètre' as a bound and 'm'a assuré que' as someone else's word", () => {
    expect(
      types("Le tableau mesure 1,12 m de haut.", "Le tableau fait un peu plus d'un mètre de haut."),
    ).toEqual([]);
    expect(
      types(
        "L'agence m'a assuré que le permis de travail était déjà obtenu.",
        "Il n'y a jamais eu de permis de travail.",
      ),
    ).toEqual([]);
  });
});

describe("an age at no named event", () => {
  it("meets an age at an event through a shared word ('Selam was nine' / '… when the soldiers came')", () => {
    expect(
      types(
        "When the soldiers came, my daughter Selam was nine.",
        "Selam was only six years old when the soldiers came to our house.",
      ),
    ).toEqual(["age"]);
    expect(
      types(
        "La niña que se cayó en la excursión, Nerea, tenía seis años.",
        "Nerea tenía ocho años el día de la excursión.",
      ),
    ).toEqual(["age"]);
  });

  it("is not a stay ('Ich war zwei Jahre in der Türkei') nor a present age ('qui a 79 ans')", () => {
    expect(
      types("Ich war zwei Jahre in der Türkei.", "In der Türkei habe ich nur drei Monate verbracht."),
    ).toEqual(["duration"]);
    expect(
      types("Papa a 88 ans.", "Mon père, qui a soixante-dix-neuf ans, n'avait jamais fugué avant."),
    ).toEqual(["age"]);
  });

  it("does not meet an age told of another time", () => {
    expect(types("Mia was six when we moved to Leeds.", "Mia was four when she started nursery.")).toEqual(
      [],
    );
  });
});

/** After heldout-13's blind run (P 0.983 / R 0.322): its one false alarm, mended. */
describe("spoken German 'so' before a number", () => {
  it("reads 'so zwanzig Meter' as about twenty", () => {
    expect(
      types(
        "Der Hund war so zwanzig Meter weg, wie ich ihn gesehen hab.",
        "Der Hund war achtzehn Meter weg.",
      ),
    ).toEqual([]);
  });
});
