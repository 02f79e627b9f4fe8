import { describe, expect, it } from "vitest";
import { frameWord } from "./concepts.ts";
import { splitSentences } from "./segment.ts";
import { types } from "./test-support.ts";
import type { Language } from "./text.ts";

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

describe("counts", () => {
  it("reads an article as one when 'only' comes a word or two before it", () => {
    expect(types("El perro mordió a tres personas.", "Solo mordió a una persona.")).toEqual(["number"]);
    expect(types("O cão mordeu duas pessoas.", "Só mordeu uma pessoa, mais ninguém.")).toEqual(["number"]);
    expect(types("Der Hund hat zwei Leute gebissen.", "Er hat nur eine Person gebissen.")).toEqual([
      "number",
    ]);
  });

  it("keeps 'not only' apart from 'only'", () => {
    expect(types("The dog bit three people.", "It did not only bite a person, it bit a horse too.")).toEqual(
      [],
    );
    expect(types("El perro mordió a tres personas.", "No solo mordió a una persona.")).toEqual([]);
  });

  it("reads the speaker's own inventory or list as the speaker's telling", () => {
    expect(
      types(
        "Del trastero se llevaron tres bicicletas y una escalera.",
        "Según mi inventario, del trastero faltan la escalera y dos bicicletas.",
      ),
    ).toEqual(["number"]);
    expect(
      types(
        "Aus der Garage wurden vier Reifen und ein Akkuschrauber gestohlen.",
        "Laut meiner Liste fehlen aus der Garage der Akkuschrauber und zwei Reifen.",
      ),
    ).toEqual(["number"]);
  });
});

describe("that day", () => {
  it("dates an act told on 'that day' of the sentence before", () => {
    expect(
      types(
        "Der Ausflug zum Baggersee, bei dem Jonas sich verletzt hat, war am 14. Juli.",
        "Zum Baggersee sind wir am 4. Juli gefahren. An dem Tag hat sich Jonas am Steg verletzt.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "A minha mãe perdeu o anel no mercado no sábado, dia 3 de maio.",
        "Fomos ao mercado no sábado, dia 10 de maio. Foi nesse dia que a minha mãe perdeu o anel.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "My son broke his wrist at the skate park on Sunday the 2nd of June.",
        "We went to the skate park on Sunday the 9th of June. That day my son broke his wrist.",
      ),
    ).toEqual(["date"]);
  });

  it("leaves 'that day' alone when the sentence before names two days or none, or the sentence has its own", () => {
    expect(
      types(
        "Mi hijo se rompió el brazo en el parque el domingo 2 de junio.",
        "Fuimos al parque el 9 o el 10 de junio, no sé. Ese día mi hijo se rompió el brazo.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Mi hijo se rompió el brazo en el parque el domingo 2 de junio.",
        "Fuimos al parque con los primos. Ese día mi hijo se rompió el brazo.",
      ),
    ).toEqual([]);
  });
});

describe("a day given as one of two", () => {
  it("is no date to compare", () => {
    expect(
      types("Fuimos al parque el 2 de junio.", "Fuimos al parque el 9 o el 10 de junio, no sé."),
    ).toEqual([]);
    expect(types("Wir waren am 2. Juni im Park.", "Wir waren am 9. oder 10. Juni im Park.")).toEqual([]);
    expect(types("Wir waren am 2. Juni im Park.", "Wir waren am 10. Juni im Park.")).toEqual(["date"]);
  });
});

describe("who a nationality, a faith or an ethnic group is told of", () => {
  it("reads a third person after 'my' as that person, not the speaker", () => {
    expect(types("My landlord is Catholic.", "I am Muslim.")).toEqual([]);
    expect(types("My landlord is Hungarian.", "I am Polish.")).toEqual([]);
    expect(types("Our driver was Romanian.", "We are Bulgarian.")).toEqual([]);
    expect(types("My nationality is Syrian.", "I am Iraqi.")).toEqual(["identity"]);
    expect(types("My family is Sunni.", "We are Shia.")).toEqual(["identity"]);
  });

  it("gives a nationality to the person named before it", () => {
    expect(
      types(
        "My landlord, Mr Nowak, is a Czech national and lives in Brno.",
        "Mr Nowak, who owns the house, is Slovak and lives in Bratislava.",
      ),
      // Since 0.16.0 the two towns he lives in are a finding of their own.
    ).toEqual(["location", "identity"]);
    expect(
      types(
        "O senhorio é o seu Armando, que é português, de Viseu.",
        "Quem me aluga a casa é o seu Armando, que é brasileiro, de Recife.",
      ),
    ).toEqual(["identity"]);
    expect(types("Mr Nowak is Czech.", "Mrs Horvat is Croatian.")).toEqual([]);
  });

  it("knows more faiths and ethnic groups", () => {
    expect(types("Meine Familie ist alevitisch.", "Wir sind sunnitische Muslime.")).toEqual(["identity"]);
    expect(types("Sou ndebele, como o meu pai.", "Sou shona, como toda a família.")).toEqual(["identity"]);
  });
});

describe("more counts", () => {
  it("reads 'only' after the article or the noun", () => {
    expect(types("Parti três costelas na queda.", "Na queda parti uma costela só.")).toEqual(["number"]);
    expect(types("Me tomé cuatro pastillas.", "Solo tomé una pastilla, una nada más.")).toEqual(["number"]);
  });

  it("counts children told in familiar words", () => {
    expect(types("Three children were stung at the fete.", "Five kiddies got stung at the fete.")).toEqual([
      "number",
    ]);
    expect(types("Las abejas picaron a cuatro niños.", "Las abejas picaron a seis críos.")).toEqual([
      "number",
    ]);
  });

  it("reads calling and ringing as one act", () => {
    expect(
      types(
        "I rang the garage three times before anyone answered.",
        "I called the garage office eight times.",
      ),
    ).toEqual(["number"]);
  });

  it("reads a flat's kind by its rooms, each convention apart", () => {
    expect(types("O apartamento que aluguei é um T2, em Benfica.", "Aluguei um T3 em Benfica.")).toEqual([
      "number",
    ]);
    expect(types("J'habite un deux-pièces à Lille.", "Mon appartement à Lille fait quatre pièces.")).toEqual([
      "number",
    ]);
    expect(
      types("Wir haben eine Zweizimmerwohnung in Linden.", "Unsere 3-Zimmer-Wohnung in Linden ist zu klein."),
    ).toEqual(["number"]);
    expect(types("We rent a two-bed flat in Leith.", "Our flat in Leith is a three-bedroom flat.")).toEqual([
      "number",
    ]);
  });

  it("keeps identity papers, spare parts and a relative's flat apart", () => {
    expect(types("J'ai montré deux pièces d'identité.", "J'habite un trois-pièces.")).toEqual([]);
    expect(types("Le vase s'est cassé en trois pièces.", "J'habite un deux-pièces.")).toEqual([]);
    expect(types("My brother has a two-bed flat.", "I have a three-bed flat.")).toEqual([]);
  });
});

describe("dates told in other ways", () => {
  it("reads a month told before its day", () => {
    expect(types("A festa foi no dia 10 de abril.", "A festa foi em maio, dia 10, eu lembro bem.")).toEqual([
      "date",
    ]);
    expect(types("La fiesta fue el 10 de abril.", "La fiesta fue en mayo, el día 10.")).toEqual(["date"]);
    expect(types("La fête, c'était le 10 avril.", "La fête, c'était en mai, le 10.")).toEqual(["date"]);
  });

  it("reads no hour inside 'el día 10'", () => {
    expect(types("El accidente fue el día 10.", "El accidente fue a las diez de la noche.")).toEqual([]);
    expect(types("Me caí el día 3, en la obra.", "Me caí a las siete de la tarde, en la obra.")).toEqual([]);
  });

  it("reads writing an invoice as an act and 'the Monday after' as no report", () => {
    expect(
      types(
        "Die Küche hab ich am 12.10. fertig gemacht und die Rechnung am selben Tag geschrieben.",
        "Fertig war ich mit der Küche am 21. Oktober.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "J'ai fini la cuisine le 7 juin.",
        "La cuisine, je l'ai finie le 21 juin, et la facture est partie le lundi d'après.",
      ),
    ).toEqual(["date"]);
    expect(types("D'après mon voisin, je suis parti le 3 juin.", "Je suis parti le 9 juin.")).toEqual([]);
  });
});

/** Engine 0.14.0, after heldout-17's blind run (P 1.000 / R 0.289, the same as 0.13.0 on it). */
describe("two days that differ in one part only", () => {
  it("meet through one shared word when each is its sentence's one day", () => {
    expect(
      types(
        "The neighbours' oak came down on my van on May 3, in that storm.",
        "June 3, that's the day the neighbours' tree landed on my car.",
      ),
    ).toEqual(["date"]);
    expect(
      types(
        "El 4 de octubre de 2022 reventó la tubería de arriba.",
        "El 4 de noviembre de 2022 se nos coló el agua del piso de arriba.",
      ),
    ).toEqual(["date"]);
  });

  it("keep two acts of one sentence, other people's dates and distant days apart", () => {
    expect(
      types(
        "The video was broadcast on 24 February, but it was recorded on 21 February.",
        "The video was recorded on Monday 21 February.",
      ),
    ).toEqual([]);
    expect(
      types(
        "The neighbours' oak came down on my van on May 3, in that storm.",
        "On June 9 the tree surgeon cut back the neighbours' hedge.",
      ),
    ).toEqual([]);
  });

  it("reads 'from' a day as a bound", () => {
    expect(
      types(
        "J'ai quitté Lyon le 25 février 2022.",
        "Je n'ai pu quitter Lyon qu'à partir du 24 février 2022.",
      ),
    ).toEqual([]);
  });
});

describe("heldout-17's other kinds", () => {
  it("ends a sentence after 'dez.' (ten) and 'mar.' (the sea), and keeps 'Dez. 2019' whole", () => {
    const texts = (text: string, language: Language) => splitSentences(text, language).map((s) => s.text);
    expect(texts("Ficámos lá até às dez. A seguir fomos embora.", "pt")).toEqual([
      "Ficámos lá até às dez.",
      "A seguir fomos embora.",
    ]);
    expect(texts("El barco se hundió en el mar. Luego nadamos.", "es")).toHaveLength(2);
    expect(texts("Am 3. Dez. 2019 kam ich an. Dann ging ich.", "de")).toEqual([
      "Am 3. Dez. 2019 kam ich an.",
      "Dann ging ich.",
    ]);
  });

  it("reads a nightclub and a fight under their other names", () => {
    expect(
      types(
        "La pelea en la puerta de la disco empezó a las dos de la mañana.",
        "La bronca a la salida de la discoteca empezó a las once y media de la noche.",
      ),
    ).toEqual(["time"]);
    expect(
      types(
        "A briga à porta da boate começou às duas da manhã.",
        "A porrada à porta da discoteca começou às onze e meia da noite.",
      ),
    ).toEqual(["time"]);
  });
});

describe("a duration in two parts", () => {
  it("is the sum of its parts", () => {
    expect(
      types(
        "The bus was stuck outside Leek for thirty minutes.",
        "The bus was stuck outside Leek for three hours and five minutes.",
      ),
    ).toEqual(["duration"]);
    expect(
      types(
        "Der Bus stand vor Hof fünfzig Minuten.",
        "Wir standen vor Hof drei Stunden und zwanzig Minuten.",
      ),
    ).toEqual(["duration"]);
    expect(
      types(
        "We waited at the border for 90 minutes.",
        "We waited at the border for one hour and thirty minutes.",
      ),
    ).toEqual([]);
  });

  it("agrees with a rounder telling of its first part", () => {
    expect(
      types("Trabalho na oficina faz três anos.", "Faz três anos e dois meses que trabalho na oficina."),
    ).toEqual([]);
  });
});

/** Engine 0.14.0, after heldout-18's blind run (P 0.962 / R 0.283): its two false alarms, mended. */
describe("a first time and a second time", () => {
  it("keep a denial of the one apart from the other", () => {
    expect(
      types(
        "The first time Mum was sent the wrong bill, the company apologised straight away.",
        "The second time it happened, in June, nobody at the company apologised at all.",
      ),
    ).toEqual([]);
    expect(
      types(
        "Na primeira vez que mandaram a conta errada à minha mãe, a empresa pediu desculpa na hora.",
        "Na segunda vez, em junho, ninguém da empresa pediu desculpa.",
      ),
    ).toEqual([]);
  });

  it("still find a denial of the same time", () => {
    expect(
      types(
        "The company apologised straight away when Mum got the wrong bill.",
        "Nobody at the company apologised at all when Mum got the wrong bill.",
      ),
    ).toEqual(["negation"]);
  });
});

describe("how many of us were there", () => {
  it("meets through two shared words, however long the tellings", () => {
    expect(
      types(
        "there was six of us in the garage when the boiler went up me my nephew two lads on the ramp and the courier waiting for his parcel",
        "when the fire started it was only four of us in the garage me my nephew Tariq and Sami",
      ),
    ).toEqual(["number"]);
  });
});

/** Engine 0.14.0, after heldout-19's blind run (P 0.982 / R 0.300): its one false alarm, mended. */
describe("a value hedged after it", () => {
  it("by 'something like that' and its kin is an approximation", () => {
    expect(
      types(
        "The water in the shop was thirty centimetres, something like that.",
        "The water in the shop was twenty-eight centimetres.",
      ),
    ).toEqual([]);
    expect(
      types(
        "El agua en la tienda llegó a treinta centímetros, algo así.",
        "El agua en la tienda llegó a veintiocho centímetros.",
      ),
    ).toEqual([]);
    expect(
      types(
        "L'eau dans la boutique montait à trente centimètres, quelque chose comme ça.",
        "L'eau dans la boutique montait à vingt-huit centimètres.",
      ),
    ).toEqual([]);
    expect(
      types("The water in the shop was thirty centimetres.", "The water in the shop was twenty centimetres."),
    ).toEqual(["distance"]);
  });
});
