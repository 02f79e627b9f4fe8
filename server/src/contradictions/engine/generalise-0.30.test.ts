import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.30.0. The sentences here are our own, not the sets'. */
describe("spoken hesitations", () => {
  it("reads a value through 'er', 'äh' and 'euh' set off by commas", () => {
    expect(
      codes("I was, er, forty-two when I moved to Leeds.", "I was fifty-five when I moved to Leeds."),
    ).toEqual(["age_mismatch"]);
    expect(
      codes(
        "Ich war, äh, vierundsechzig, als die Firma zugemacht hat.",
        "Ich war einundfünfzig, als die Firma zugemacht hat.",
      ),
    ).toEqual(["age_mismatch"]);
    expect(
      codes(
        "J'avais, euh, trente-deux ans quand j'ai acheté la maison.",
        "J'avais quarante-cinq ans quand j'ai acheté la maison.",
      ),
    ).toEqual(["age_mismatch"]);
  });

  it("reads who did an act through a hesitation", () => {
    expect(
      codes(
        "It was, um, my cousin Dara who locked the shed.",
        "My neighbour Aoife was the one who locked the shed.",
      ),
    ).toEqual(["role_mismatch"]);
  });

  it("shows the passage as it was written", () => {
    const [finding] = detect(doc("a", "I was, er, forty-two when I moved to Leeds."), [
      doc("b", "I was fifty-five when I moved to Leeds."),
    ]).findings;
    expect([finding?.left.sentence, finding?.right.sentence]).toContain(
      "I was, er, forty-two when I moved to Leeds.",
    );
  });

  it("keeps a hesitation after a clause as the clause's end", () => {
    expect(
      codes(
        "I fitted two smoke alarms in the flat, er, the landlord never fitted any.",
        "I fitted two smoke alarms in the flat.",
      ),
    ).toEqual([]);
  });
});

describe("sums in the speaker's own money", () => {
  it("reads 'grand' as thousands of the money the other telling names", () => {
    expect(
      codes(
        "We paid the builder six grand for the extension.",
        "We paid the builder £4,500 for the extension.",
      ),
    ).toEqual(["money_mismatch"]);
    expect(
      codes(
        "We paid the builder five grand for the extension.",
        "We paid the builder £5,000 for the extension.",
      ),
    ).toEqual([]);
  });

  it("reads 'handed over' as a payment, not 'over' a sum", () => {
    expect(codes("I handed over £900 for the sofa.", "I paid £1,400 for the sofa.")).toEqual([
      "money_mismatch",
    ]);
    expect(codes("I paid over £900 for the sofa.", "I paid £1,400 for the sofa.")).toEqual([]);
  });
});

describe("German negation in dialect", () => {
  it("reads 'ned', 'nit' and 'nöd' as 'nicht'", () => {
    expect(
      codes("Den Kellerschlüssel hab ich ned zurückgegeben.", "Den Kellerschlüssel habe ich zurückgegeben."),
    ).toEqual(["negated_statement"]);
    expect(codes("Ich hab den Zähler nit abgelesen.", "Ich habe den Zähler abgelesen.")).toEqual([
      "negated_statement",
    ]);
    expect(codes("Ich habe das Fenster nöd zugemacht.", "Ich habe das Fenster zugemacht.")).toEqual([
      "negated_statement",
    ]);
  });
});

describe("how long, told before what came next", () => {
  it("reads 'for over three hours before…' as how long", () => {
    expect(
      codes(
        "The lift was stuck between floors for ten minutes.",
        "The lift was stuck between floors for over three hours before the engineer came.",
      ),
    ).toEqual(["duration_mismatch"]);
  });

  it("reads a lasting verb's 'nine days before…' as how long, and an arrival's as when", () => {
    expect(
      codes(
        "We stayed at my aunt's in Hull for two months.",
        "We stayed at my aunt's in Hull nine days before the council found us a flat.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "Nous sommes restés chez ma tante deux mois.",
        "Nous sommes restés chez ma tante neuf jours avant que la mairie nous trouve un logement.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "We arrived at my aunt's two months before the funeral.",
        "We arrived at my aunt's nine days before the funeral.",
      ),
    ).toEqual([]);
  });

  it("reads 'then' as the story's next step, not a time of its own", () => {
    expect(
      codes(
        "The bailiffs searched the flat for half an hour, then left.",
        "The bailiffs searched the flat for four hours before my brother came.",
      ),
    ).toEqual(["duration_mismatch"]);
    expect(
      codes(
        "Back then the bailiffs searched the flat for half an hour.",
        "The bailiffs searched the flat for four hours before my brother came.",
      ),
    ).toEqual([]);
  });

  it("reads German 'zweieinhalb', 'dreieinhalb' as numbers", () => {
    expect(
      codes(
        "Die Besprechung beim Bauamt hat vierzig Minuten gedauert.",
        "Beim Bauamt saßen wir dreieinhalb Stunden in der Besprechung.",
      ),
    ).toEqual(["duration_mismatch"]);
  });
});
