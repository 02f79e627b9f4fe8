import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";
import { placeDenials } from "./place-denials.ts";
import { analyseSentence } from "./sentence.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/**
 * Engine 0.20.0: a place one statement denies and the other tells. The sentences here are our own, not the
 * sets'.
 */
describe("a place denied and told", () => {
  it("meets the incident denied at the place the other statement tells", () => {
    expect(
      codes(
        "The fight started in the car park behind the pub.",
        "It didn't happen in the car park, it kicked off inside, by the bar.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "Der Streit fing im Treppenhaus an.",
        "Das war nicht im Treppenhaus, sondern unten vor der Haustür.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "Eso pasó en la terraza del bar Sol, ya de noche.",
        "No fue en la terraza; fue dentro, junto a la barra.",
      ),
    ).toContain("negated_statement");
  });

  it("meets a place that opens the denying clause", () => {
    expect(
      codes("O roubo foi na garagem do prédio.", "Foi no elevador, mano. Na garagem não aconteceu nada."),
    ).toContain("negated_statement");
  });

  it("meets an elliptical denial through the act it places", () => {
    expect(
      codes(
        "Dejé la cartera en la taquilla del gimnasio.",
        "La cartera la dejé en el coche, y nunca en la taquilla.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("On m'a volé mon sac à la gare de Nantes.", "Mon sac a disparu dans le tram, pas à la gare."),
    ).toContain("negated_statement");
    // Another act at the same place is not denied: the ring was bought at the market, lost elsewhere.
    expect(codes("I bought the ring at the market.", "I lost it on the bus, not at the market.")).toEqual([]);
  });

  it("meets the speaker's never having been where the other statement puts them", () => {
    expect(
      codes(
        "I stayed two nights at my cousin's flat in Dundee.",
        "I went straight to Perth. I have never been to Dundee.",
      ),
    ).toContain("negated_statement");
    expect(
      codes(
        "J'ai travaillé trois mois dans une ferme en Gascogne.",
        "Je n'ai jamais mis les pieds en Gascogne.",
      ),
    ).toContain("negated_statement");
    // Being somewhere is the speaker's own: a brother living there is no visit.
    expect(codes("My brother lives in Dundee.", "I have never been to Dundee.")).toEqual([]);
  });

  it("leaves places that are not told", () => {
    // Outside the shed is not in it.
    expect(codes("It did not happen in the shed.", "It happened outside the shed, by the gate.")).toEqual([]);
    // What a neighbour says is not the speaker's telling.
    expect(
      codes("My neighbour says it happened in the car park.", "It didn't happen in the car park."),
    ).toEqual([]);
    // "Not at night" says when, not where: no place is denied.
    const night = analyseSentence(1, 0, "It did not happen at night.", 0, "en");
    expect(placeDenials(night, undefined)).toEqual([]);
    const garden = analyseSentence(1, 0, "The dog did not bark in the garden.", 0, "en");
    expect(placeDenials(garden, undefined)).toEqual([]);
    const there = analyseSentence(1, 0, "It did not happen in the garden.", 0, "en");
    expect(placeDenials(there, undefined).map((denial) => denial.kind)).toEqual(["incident"]);
  });
});

describe("a parent's label told through the speaker's", () => {
  it("meets the other parent's label where only one side shares the speaker's", () => {
    expect(
      codes("I am Kalenjin, like both my parents.", "My mother is Luhya; only my father's side is Kalenjin."),
    ).toContain("belonging_mismatch");
    expect(codes("Soy aimara, como mis padres.", "Mi madre es quechua; solo mi padre es aimara.")).toContain(
      "belonging_mismatch",
    );
    expect(
      codes(
        "Sou macua, como toda a minha família.",
        "O meu pai é maconde, de Mueda. Só a minha mãe é macua.",
      ),
    ).toContain("belonging_mismatch");
    expect(
      codes("Ich bin Sorbe, wie meine Eltern.", "Meine Mutter ist Polin, nur mein Vater ist Sorbe."),
    ).toContain("belonging_mismatch");
    expect(
      codes("Je suis bamoun, comme mes parents.", "Mon père est bassa ; seule ma mère est bamoun."),
    ).toContain("belonging_mismatch");
    expect(
      codes(
        "I am Kalenjin, and so was my father.",
        "My father was Luhya; only my mother's family is Kalenjin.",
      ),
    ).toContain("belonging_mismatch");
  });

  it("leaves a label the speaker shares with the parent the other statement names", () => {
    expect(
      codes(
        "I am Kalenjin; my mother is Kalenjin too.",
        "My father is Luhya; only my mother's family is Kalenjin.",
      ),
    ).toEqual([]);
  });
});

describe("what a sentence asserts, and what only looks like a report or a plan", () => {
  const open = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
    analyseSentence(0, 0, text, 0, language).openUntil;

  it("reads nouns and adverbs that look like cues as what they are", () => {
    const plain = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
      expect(open(text, language)).toBe(text.length);
    const guarded = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
      expect(open(text, language)).toBe(0);
    plain("Me vaciaron la cuenta del banco el 3 de mayo de 2024.", "es");
    guarded("Mi vecina cuenta que el robo fue el 3 de mayo de 2024.", "es");
    plain("No segundo dia da viagem, a mala desapareceu do autocarro.", "pt");
    guarded("Segundo o relatório, a mala desapareceu do autocarro.", "pt");
    plain("Der Nachbar hat laut gerufen, das war am 3. Mai 2024.", "de");
    guarded("Laut Polizei war das am 3. Mai 2024.", "de");
    guarded("Laut dem Protokoll war das am 3. Mai 2024.", "de");
    plain("I sent my insurance claim on 3 May 2024.", "en");
    guarded("She claims the van was taken on 3 May 2024.", "en");
    plain("My father died in 2019 and his will leaves the house to me.", "en");
    guarded("I will sell the house in 2025.", "en");
  });

  it("reads the speaker's own telling said again, and an instrument's reading, as asserted", () => {
    const plain = (text: string, language: Parameters<typeof analyseSentence>[4]) =>
      expect(open(text, language)).toBe(text.length);
    plain("Like I told the loss adjuster, the boiler burst on 4 March 2024.", "en");
    plain("As I said, the boiler burst on 4 March 2024.", "en");
    plain("The kitchen clock said twenty past nine when the ceiling came down.", "en");
    plain("The tracking says delivered at 14:02, but nothing came.", "en");
    plain("Como já disse ao perito, a caldeira rebentou no dia 4 de março de 2024.", "pt");
    plain("Wie gesagt, der Kessel ist am 4. März 2024 geplatzt.", "de");
    plain("Comme je l'ai déjà dit à l'expert, la chaudière a lâché le 4 mars 2024.", "fr");
    expect(open("The plumber said the boiler burst on 4 March 2024.", "en")).toBe(0);
    expect(open("O canalizador disse que a caldeira rebentou no dia 4 de março.", "pt")).toBe(0);
  });

  it("guards a plan or a later modal from its own clause on", () => {
    const sentence = "O cão chegou ao canil no dia 2 de março e ia ficar lá uma semana.";
    expect(open(sentence, "pt")).toBeGreaterThan(sentence.indexOf("março"));
    expect(open(sentence, "pt")).toBeLessThan(sentence.length);
    expect(open("Vou vender o carro no dia 2 de março.", "pt")).toBe(0);
    const never = "O assalto foi no dia 2 de março, nunca vou esquecer.";
    expect(open(never, "pt")).toBe(never.length);
    const so = "Both keys were in the drawer all night, so they must have copied the signal.";
    expect(open(so, "en")).toBeGreaterThan(so.indexOf("night"));
  });
});

describe("a denial for every doer told in other words", () => {
  it("meets the act it denies however many more words the other telling has", () => {
    // "Sin decirle a nadie lo del bolso" against a report with its place, its paper and its number.
    expect(
      codes(
        "Antes de salir del hotel denuncié el robo del bolso en la recepción y me dieron un papel con el número.",
        "Salí del hotel sin decirle a nadie lo del bolso; lo denuncié dos días después en la comisaría.",
      ),
    ).toContain("negated_statement");
  });
});
