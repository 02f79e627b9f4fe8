import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** The explanation codes of the findings for two statements. */
const codes = (focus: string, other: string): string[] =>
  detect(doc("a", focus), [doc("b", other)]).findings.map((finding) => finding.explanation.code);

/** Engine 0.26.0. The sentences here are our own, not the sets'. */
describe("another's act denied in other words", () => {
  it("meets the telling of a named doer when the denial says nobody of that kind did it", () => {
    expect(
      codes(
        "The nurse on the ward checked my blood pressure before the jab.",
        "No nurse checked my blood pressure.",
      ),
    ).toContain("negated_statement");
    expect(
      codes("El mecánico del taller comprobó los frenos con la máquina.", "Ningún mecánico miró los frenos."),
    ).toContain("negated_statement");
    expect(
      codes(
        "Der Hausmeister hat den Keller am Montag abgeschlossen.",
        "Kein Hausmeister hat den Keller abgeschlossen.",
      ),
    ).toContain("negated_statement");
  });

  it("does not let a date's day set the two tellings apart", () => {
    expect(
      codes(
        "Le plombier est venu chez moi le 9 mai.",
        "Aucun plombier n'a mis les pieds chez moi, tout s'est réglé par courriel.",
      ),
    ).toContain("negated_statement");
  });

  it("keeps an older and a younger brother or sister apart", () => {
    expect(
      codes("My older sister was fined for speeding.", "My younger sister has never been fined."),
    ).not.toContain("negated_statement");
    expect(
      codes("Mi hermana mayor fue multada por exceso de velocidad.", "Mi hermana menor nunca fue multada."),
    ).not.toContain("negated_statement");
  });

  it("does not take keeping back, or taking, for giving back", () => {
    expect(codes("The club kept back my deposit.", "The club never gave me back the deposit.")).not.toContain(
      "negated_statement",
    );
    expect(codes("The club took my deposit.", "The club never gave me back the deposit.")).not.toContain(
      "negated_statement",
    );
  });

  it("does not read a thing gone without as the whole clause denied", () => {
    expect(codes("El reloj es de acero.", "Es un reloj de acero sin ninguna marca.")).not.toContain(
      "negated_statement",
    );
  });

  it("keeps last season apart from this one", () => {
    expect(
      codes(
        "La temporada pasada no nos robaron nada del almacén.",
        "Esta temporada ya nos han robado dos veces del almacén.",
      ),
    ).not.toContain("negated_statement");
  });

  it("keeps the first of a kind apart from the kind", () => {
    expect(
      codes("Los primeros inquilinos nunca pagaron la comunidad.", "Los inquilinos pagaron la comunidad."),
    ).not.toContain("negated_statement");
  });

  it("does not take what someone else reckoned for the speaker's own telling", () => {
    expect(
      codes(
        "The porter reckoned the van left the yard at six.",
        "No one saw the van leave the yard, that's the truth.",
      ),
    ).not.toContain("negated_statement");
  });
});

describe("another's denial in two words", () => {
  it("meets a telling of the same two words", () => {
    expect(codes("The bus did not stop.", "The bus stopped and the driver got out.")).toContain(
      "negated_statement",
    );
    expect(codes("Le chauffeur a freiné.", "Le conducteur n'a pas freiné.")).toContain("negated_statement");
    expect(codes("O motorista travou a tempo.", "O condutor não travou.")).toContain("negated_statement");
  });

  it("does not meet a sentence that denies something itself", () => {
    expect(codes("The bus did not stop.", "The bus stopped, but nobody got off.")).not.toContain(
      "negated_statement",
    );
  });
});

describe("denials read more widely", () => {
  it("reads German 'gab es … keine' as there being none", () => {
    expect(
      codes("In der Hütte hatten wir eine Heizung.", "Eine Heizung gab es in der Hütte keine."),
    ).toContain("negated_statement");
  });

  it("reads 'no llegué a' and 'não cheguei a' as the act itself denied", () => {
    expect(codes("Firmé el contrato en la notaría.", "No llegué a firmar el contrato.")).toContain(
      "negated_statement",
    );
    expect(codes("No llegué a tocar la caja.", "Toqué la caja con las manos.")).toContain(
      "negated_statement",
    );
    expect(codes("Assinei o contrato no cartório.", "Não cheguei a assinar o contrato.")).toContain(
      "negated_statement",
    );
  });

  it("takes warning or notifying someone for calling them", () => {
    expect(
      codes("Avisé a los bomberos en cuanto vi el humo.", "No llamé a los bomberos, lo apagué yo."),
    ).toContain("negated_statement");
    expect(
      codes("Ich habe die Feuerwehr sofort verständigt.", "Die Feuerwehr habe ich nicht angerufen."),
    ).toContain("negated_statement");
  });

  it("reads French 'non' before a word of kind as no denial, and after a verb of being as one", () => {
    expect(
      codes("Les enfants non vaccinés ont été renvoyés chez eux.", "Les enfants ont été renvoyés chez eux."),
    ).toEqual([]);
    expect(
      codes("La facture du garage a été payée.", "La facture du garage est restée non payée."),
    ).toContain("negated_statement");
  });

  it("does not take a denial of all for a denial of any", () => {
    expect(
      codes("Not all the windows were locked that night.", "The windows were locked that night."),
    ).toEqual([]);
    expect(
      codes(
        "Toutes les portes n'étaient pas fermées à clé ce soir-là.",
        "Les portes étaient fermées à clé ce soir-là.",
      ),
    ).toEqual([]);
  });
});

describe("counts of things whose French plural ends in x", () => {
  it("meets the singular", () => {
    expect(codes("Nous avions loué trois bateaux pour la journée.", "Nous avions un seul bateau.")).toContain(
      "number_mismatch",
    );
  });
});

describe("one act told of a man and of a woman", () => {
  it("is two accounts of who did it", () => {
    expect(
      codes(
        "A woman in a red coat grabbed my bag outside the bank.",
        "A young man grabbed my bag outside the bank and ran.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes("Me atendió una chica muy joven en el mostrador.", "En el mostrador me atendió un señor mayor."),
    ).toContain("role_mismatch");
    expect(
      codes("Quem trocou o pneu foi uma senhora do posto.", "O pneu foi trocado por um rapaz do posto."),
    ).toContain("role_mismatch");
  });

  it("leaves a sentence that names a man and a woman, another act, and a habit", () => {
    expect(codes("A woman screamed and a man grabbed my bag.", "A woman grabbed my bag.")).not.toContain(
      "role_mismatch",
    );
    expect(
      codes("A woman grabbed my bag outside the bank.", "A man held the door of the bank for me."),
    ).not.toContain("role_mismatch");
    expect(
      codes(
        "Usually a woman serves me at the counter of the bakery.",
        "That morning a man served me at the counter of the bakery.",
      ),
    ).not.toContain("role_mismatch");
  });
});

describe("a denial in the passive that names no doer", () => {
  it("meets anyone's telling of the act", () => {
    expect(
      codes("I rang the police from the shop.", "The police were never called, we sorted it out ourselves."),
    ).toContain("negated_statement");
    expect(
      codes(
        "Mostrámos ao inquilino as fotografias da vistoria no mesmo dia.",
        "As fotografias da vistoria não foram mostradas ao inquilino.",
      ),
    ).toContain("negated_statement");
  });

  it("is a person's own when said of a person, and the doer's when it names one", () => {
    expect(codes("My brother was arrested in 2017 for shoplifting.", "I have never been arrested.")).toEqual(
      [],
    );
    expect(
      codes("I rang the police from the shop.", "The police were never called by the manager of the shop."),
    ).not.toContain("negated_statement");
  });

  it("does not take what someone assured the speaker for the speaker's telling", () => {
    expect(
      codes(
        "The agent assured me that the deposit had been lodged with a scheme.",
        "The deposit was never lodged with any scheme.",
      ),
    ).not.toContain("negated_statement");
  });
});

describe("what should have been, still owed, or gone without for want of being able", () => {
  it("does not take what should or would have been done for its telling", () => {
    expect(
      codes("No cerré la cuenta del banco.", "Tendría que haber cerrado la cuenta del banco aquel día."),
    ).toEqual([]);
    expect(codes("Eu não tranquei o portão.", "Devia ter trancado o portão nessa noite.")).toEqual([]);
    expect(codes("I didn't lock the shed.", "I should have locked the shed that night.")).toEqual([]);
  });

  it("does not take still owing or still waiting for the giving", () => {
    expect(
      codes(
        "My sister has not yet paid me back the loan.",
        "I am still waiting for the loan from my sister.",
      ),
    ).toEqual([]);
    expect(
      codes(
        "L'association ne m'a pas payé les trois dernières factures.",
        "Mes trois dernières factures, l'association me les doit encore.",
      ),
    ).toEqual([]);
  });

  it("reads 'sin poder' and 'sans pouvoir' as going without the act after them", () => {
    expect(
      codes("Estuve doce días sin trabajar.", "Estuve unos doce días sin poder trabajar."),
    ).not.toContain("negated_statement");
    expect(
      codes("J'ai passé dix jours sans conduire.", "J'ai passé une dizaine de jours sans pouvoir conduire."),
    ).not.toContain("negated_statement");
  });
});
