import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { findNamed } from "./named.ts";
import { analyseSentence } from "./sentence.ts";
import { doc } from "./test-support.ts";

const check = (focus: string, other: string) => detect(doc("focus", focus), [doc("other", other)]);
const names = (text: string) => {
  const sentence = analyseSentence(0, 0, text, 0, "fr");
  return findNamed("fr", text, sentence.words, sentence.clauses).map(
    (n) => `${n.key}${n.subjectPosition ? "*" : ""}`,
  );
};

describe("named third parties (French)", () => {
  it("finds names, keyed by their last word, and whether they are the clause's subject", () => {
    expect(names("Le président ivoirien Laurent Gbagbo a promulgué de nouvelles lois.")).toEqual([
      "ne:gbagbo*",
    ]);
    expect(names("M. Lopez Obrador a perdu l'élection.")).toEqual(["ne:obrador*"]);
    expect(names("Le siège social de Boeing est au Canada.")).toEqual(["ne:boeing", "ne:canada"]);
    expect(names("Ailleurs, le Mozambique a décroché une médaille.")).toEqual(["ne:mozambique*"]);
    expect(names("Selon eux, la police a retrouvé les tableaux.")).toEqual([]);
  });

  it("finds a named subject's statement denied on the other side", () => {
    const { findings } = check(
      "Par exemple, le Portugal, comme la plupart des pays, exige un visa, mais n'acceptera pas le permis de conduire brésilien comme pièce d'identité.",
      "Le Portugal accepte le permis de conduire brésilien comme pièce d'identité.",
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.type).toBe("negation");
    expect(findings[0]?.subject).toBe("Portugal");
    expect(findings[0]?.left.value).toContain("n'acceptera pas");
  });

  it("finds opposite verbs about one name, the agent of a passive included", () => {
    const { findings } = check(
      "Le 3 mars, le Sénat a adopté la réforme des retraites.",
      "La réforme des retraites a été rejetée par le Sénat.",
    );
    expect(findings.map((f) => [f.type, f.explanation.params])).toEqual([
      ["antonym", { subject: "Sénat", left: "adopté", right: "rejetée" }],
    ]);
    expect(
      check("Renault a annoncé un bénéfice net de 2 milliards d'euros.", "Renault perd 2 milliards d'euros.")
        .findings[0]?.type,
    ).toBe("antonym");
  });

  it("reads an opening « Elle » as the last sentence's named subject", () => {
    const { findings } = check(
      "Marie Durand habite à Lyon. Elle n'a jamais signé le contrat de location de l'appartement.",
      "Marie Durand a signé le contrat de location de l'appartement.",
    );
    expect(findings.map((f) => f.type)).toEqual(["negation"]);
  });

  it("finds where an organisation has its headquarters, and the size of a named whole", () => {
    const hq = check(
      "Airbus, dont le siège social est à Toulouse, a livré trois avions en 2006.",
      "Le siège social d'Airbus est en Allemagne.",
    ).findings;
    expect(hq.map((f) => [f.type, f.subject, f.left.normalised, f.right.normalised])).toEqual([
      ["location", "Airbus", "Toulouse (FR)", "DE"],
    ]);
    const members = check(
      "La réforme a été approuvée par les 27 membres de l'Union, qui sont maintenant prêts à voter.",
      "L'Union compte 28 membres.",
    ).findings;
    expect(members.map((f) => [f.type, f.left.normalised, f.right.normalised])).toEqual([
      ["number", "27", "28"],
    ]);
  });

  it.each([
    [
      "another name",
      "Le Portugal n'acceptera pas le permis de conduire brésilien comme pièce d'identité.",
      "L'Espagne accepte le permis de conduire brésilien comme pièce d'identité.",
    ],
    [
      "reported speech",
      "Selon Le Monde, le Portugal n'acceptera pas le permis de conduire brésilien comme pièce d'identité.",
      "Le Portugal accepte le permis de conduire brésilien comme pièce d'identité.",
    ],
    [
      "a name as the author's object",
      "Je n'ai pas donné l'argent du loyer à Marie lundi.",
      "Marie a donné l'argent du loyer lundi.",
    ],
    [
      "swapped roles",
      "Lyon a battu Marseille en finale de la coupe nationale.",
      "Marseille n'a pas battu Lyon en finale de la coupe nationale.",
    ],
    [
      "« ne … que » (only), not a negation",
      "L'OTAN n'accepte que les pays européens comme nouveaux membres.",
      "L'OTAN accepte les pays européens comme nouveaux membres.",
    ],
    [
      "too few shared words",
      "Le Brésil n'a pas gagné.",
      "Le Brésil a gagné la coupe du monde de football en 2002.",
    ],
    ["a part, not the whole", "Trois membres de l'OTAN ont voté contre.", "L'OTAN compte 30 membres."],
    [
      "a negation in another clause than the shared words",
      "Le Portugal accepte le permis de conduire brésilien comme pièce d'identité, mais les douaniers ne le savent pas.",
      "Le Portugal accepte le permis de conduire brésilien comme pièce d'identité.",
    ],
    [
      "different headquarters at different times",
      "Le siège social de Boeing était à Seattle en 1990.",
      "Le siège social de Boeing est à Chicago.",
    ],
  ])("does not fire on %s", (_trap, focus, other) => {
    expect(check(focus, other).findings).toEqual([]);
  });
});
