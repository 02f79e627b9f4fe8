import { describe, expect, it } from "vitest";
import { detect, ENGINE_VERSION } from "./index.ts";
import { splitSentences } from "./segment.ts";
import { doc } from "./test-support.ts";

const check = (focus: string, other: string) => detect(doc("focus", focus), [doc("other", other)]);

describe("sentence splitting", () => {
  it("does not end sentences after abbreviations, initials and ordinals", () => {
    expect(
      splitSentences("Ich bin am 3. März 1980 geboren. Das war z. B. gut. Dr. Müller kam.", "de").map(
        (s) => s.text,
      ),
    ).toEqual(["Ich bin am 3. März 1980 geboren.", "Das war z. B. gut.", "Dr. Müller kam."]);
    expect(
      splitSentences("El Sr. García llegó. Vivo en la calle 5. Tengo 3 hijos.", "es").map((s) => s.text),
    ).toEqual(["El Sr. García llegó.", "Vivo en la calle 5.", "Tengo 3 hijos."]);
    expect(splitSentences("M. Dupont est venu. Je suis né le 1er mars.", "fr")).toHaveLength(2);
    expect(splitSentences("A Dra. Silva chegou. Eu fiquei.", "pt")).toHaveLength(2);
    expect(splitSentences("Dr. Smith came at 5 p.m. on Monday. I left.", "en").map((s) => s.text)[1]).toBe(
      "I left.",
    );
  });

  it("ends a sentence at the end of a line, and reads 'me.' as a word outside French", () => {
    expect(
      splitSentences("I have two children, who live with me.\nMy sister met me.", "en").map((s) => s.text),
    ).toEqual(["I have two children, who live with me.", "My sister met me."]);
    expect(splitSentences("He stayed with me. My sister left.", "en")).toHaveLength(2);
    expect(splitSentences("J'ai consulté Me. Dupont hier.", "fr")).toHaveLength(1);
  });

  it("gives offsets into the document", () => {
    const text = "  Hello there.  I was born in 1980. ";
    for (const sentence of splitSentences(text, "en"))
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });
});

describe("date conflicts", () => {
  it.each([
    [
      "en",
      "I was born on 3 March 1980 in Madrid.",
      "I was born on 5 March 1980.",
      "1980-03-03",
      "1980-03-05",
    ],
    [
      "es",
      "Nací el 3 de marzo de 1980 en Madrid.",
      "Yo nací el 3 de abril de 1981.",
      "1980-03-03",
      "1981-04-03",
    ],
    ["pt", "Eu nasci em 3 de março de 1980.", "Eu nasci em 1982.", "1980-03-03", "1982"],
    [
      "de",
      "Ich bin am 3. März 1980 in Berlin geboren.",
      "Ich bin im März 1981 geboren.",
      "1980-03-03",
      "1981-03",
    ],
    ["fr", "Je suis né le 3 mars 1980 à Paris.", "Je suis née en 1983.", "1980-03-03", "1983"],
  ])("finds a birth date conflict in %s", (language, focus, other, left, right) => {
    const { findings, coverage } = check(focus, other);
    expect(coverage.languages).toContain(language);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding?.type).toBe("date");
    expect(finding?.attribute).toBe("birth.date");
    expect(finding?.explanation).toEqual({
      code: "date_mismatch",
      params: { subject: "I", attribute: "birth.date", left, right },
    });
    expect(finding?.left.language).toBe(language);
    const passage = finding?.left;
    if (passage) {
      expect(focus.slice(passage.sentenceStart, passage.sentenceEnd)).toBe(passage.sentence);
      expect(passage.sentence.slice(passage.valueStart, passage.valueEnd)).toBe(passage.value);
    }
  });

  it.each([
    ["containment", "I was born in March 1980.", "I was born on 3 March 1980."],
    ["date formats", "Nací el 03/03/1980.", "Nací el 3 de marzo de 1980."],
    ["another subject", "My brother was born in 1980.", "I was born in 1982."],
    ["reported speech", "My neighbour said I was born in 1980.", "I was born in 1982."],
    ["approximation", "Je suis né vers 1980.", "Je suis né en 1982."],
    ["a condition", "Wenn ich 1980 geboren wäre, hätte ich gedient.", "Ich bin 1982 geboren."],
    ["a state, not an event", "In 2015 I lived in Madrid.", "In 2019 I lived in Madrid."],
  ])("does not report %s", (_trap, focus, other) => {
    expect(check(focus, other).findings).toEqual([]);
  });

  it("finds a time conflict on the same day, not across days", () => {
    const same = check(
      "The accident happened on 3 March 2019 at 5 pm.",
      "The accident happened on 3 March 2019 at 9 pm.",
    );
    expect(same.findings.map((f) => [f.type, f.left.normalised, f.right.normalised])).toEqual([
      ["time", "17:00", "21:00"],
    ]);
    expect(
      check(
        "O acidente aconteceu no dia 3 de março de 2019 às 17h.",
        "O acidente aconteceu no dia 4 de março de 2019 às 21h.",
      ).findings.map((f) => f.type),
    ).toEqual(["date"]);
  });

  it("checks the focus document against itself, never the others among themselves", () => {
    const result = detect(doc("f", "I was born in 1980. Later I said I was born in 1980."), [
      doc("a", "I was born in 1981."),
      doc("b", "I was born in 1982."),
    ]);
    expect(result.findings).toHaveLength(2);
    for (const finding of result.findings) expect(finding.left.documentUuid).toBe("f");
    expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("is deterministic", () => {
    const a = check(
      "Nací el 3 de marzo de 1980. Mi hermano nació en 1975.",
      "Nací en 1981. Mi hermano nació en 1976.",
    );
    const b = check(
      "Nací el 3 de marzo de 1980. Mi hermano nació en 1975.",
      "Nací en 1981. Mi hermano nació en 1976.",
    );
    expect(a).toEqual(b);
    expect(a.findings.map((f) => f.subject)).toEqual(["I", "Mi hermano"]);
  });
});
