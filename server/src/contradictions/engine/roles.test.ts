import { describe, expect, it } from "vitest";
import { detect } from "./index.ts";
import { doc } from "./test-support.ts";

/** Who did an act (roles.ts): our own sentences, in the five languages. */
const codes = (focus: string, other: string) =>
  detect(doc("focus", focus), [doc("other", other)]).findings.map((finding) => finding.explanation.code);

describe("the doer of an act", () => {
  it.each([
    [
      "en",
      "The man who stabbed me was my uncle, Mr Barlow.",
      "The man who stabbed me was a total stranger; I had never seen him before.",
    ],
    [
      "en",
      "It was my stepdad who locked me in the shed.",
      "The one who locked me in the shed was my cousin.",
    ],
    ["es", "El hombre que me robó la bolsa era mi vecino.", "Quien me robó la bolsa fue mi cuñado."],
    [
      "es",
      "La mujer que me denunció era mi suegra.",
      "A mí me denunció una desconocida; nunca la había visto.",
    ],
    ["pt", "O homem que me assaltou era o meu primo.", "Quem me assaltou foi o meu sobrinho."],
    ["pt", "Quem me vendeu o passaporte foi o meu padrinho.", "O passaporte foi-me vendido por um estranho."],
    [
      "de",
      "Der Mann, der mich verfolgt hat, war mein Nachbar.",
      "Es war mein Schwager, der mich verfolgt hat.",
    ],
    [
      "de",
      "Die Fahrerin des Busses war meine Tante.",
      "Am Steuer des Busses saß eine Frau, die ich nie gesehen hatte.",
    ],
    ["fr", "L'homme qui m'a volé mon sac était mon collègue.", "C'est mon beau-frère qui m'a volé mon sac."],
    ["fr", "C'est ma cousine qui a prévenu la police.", "La police a été prévenue par un inconnu."],
  ])("finds different doers of one act (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("role_mismatch");
  });

  it("reads a relation of a relation and a stranger who is no family", () => {
    expect(
      codes(
        "La persona que me prestó el dinero era la hermana de mi marido.",
        "El dinero me lo prestó un hombre del mercado que no tiene ningún parentesco con nosotros.",
      ),
    ).toContain("role_mismatch");
  });

  it.each([
    ["en", "The man who stabbed me was my uncle.", "It was my father's brother who stabbed me."],
    ["es", "El que me robó la bolsa era mi cuñado Pedro.", "Quien me robó la bolsa fue Pedro, mi cuñado."],
    ["pt", "O homem que me assaltou era o meu primo.", "Foi o meu primo que me assaltou."],
    [
      "de",
      "Der Mann, der mich verfolgt hat, war mein Nachbar.",
      "Es war mein Nachbar, der mich verfolgt hat.",
    ],
    ["fr", "L'homme qui m'a volé mon sac était mon collègue.", "C'est mon collègue qui m'a volé mon sac."],
  ])("leaves the same doer worded differently (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it.each([
    ["en", "The man who stabbed me was my uncle.", "The man who stabbed me was called Barlow."],
    ["es", "Quien me robó la bolsa fue mi vecino.", "El que me robó la bolsa se llamaba Andrés."],
    ["pt", "Quem me assaltou foi o meu primo.", "O homem que me assaltou chamava-se Tiago."],
    [
      "de",
      "Der Mann, der mich verfolgt hat, war mein Nachbar.",
      "Der Mann, der mich verfolgt hat, hieß Jonas.",
    ],
    [
      "fr",
      "L'homme qui m'a volé mon sac était mon collègue.",
      "L'homme qui m'a volé mon sac s'appelait Marc.",
    ],
  ])("leaves a name on one side and a relation on the other (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it.each([
    ["en", "The man who stabbed me was my uncle.", "The man who drove me home was my cousin."],
    [
      "es",
      "El hombre que me robó la bolsa era mi vecino.",
      "El hombre que me llevó al hospital era mi cuñado.",
    ],
    ["pt", "Quem me assaltou foi o meu primo.", "Quem me levou ao hospital foi o meu sobrinho."],
    [
      "de",
      "Der Mann, der mich verfolgt hat, war mein Nachbar.",
      "Der Mann, der mich gerettet hat, war mein Schwager.",
    ],
    ["fr", "C'est mon collègue qui m'a volé mon sac.", "C'est mon beau-frère qui m'a conduit à l'hôpital."],
  ])("keeps different acts apart (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it.each([
    [
      "en",
      "The man who stabbed me was my uncle.",
      "My aunt told the police the man who stabbed me was a stranger.",
    ],
    ["en", "The man who stabbed me was my uncle.", "My aunt keeps saying it was my cousin who stabbed me."],
    [
      "es",
      "Quien me robó la bolsa fue mi vecino.",
      "Mi madre dice que quien me robó la bolsa fue mi cuñado.",
    ],
    ["pt", "Quem me assaltou foi o meu primo.", "A minha mãe disse que quem me assaltou foi o meu sobrinho."],
    [
      "de",
      "Es war mein Nachbar, der mich verfolgt hat.",
      "Meine Mutter sagt, es war mein Schwager, der mich verfolgt hat.",
    ],
    [
      "fr",
      "C'est mon collègue qui m'a volé mon sac.",
      "Ma sœur dit que c'est mon beau-frère qui m'a volé mon sac.",
    ],
  ])("leaves someone else's telling (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it.each([
    [
      "en",
      "The man who stabbed me was my uncle.",
      "If the man who stabbed me was my cousin, I would have known.",
    ],
    [
      "es",
      "Quien me robó la bolsa fue mi vecino.",
      "Si quien me robó la bolsa fue mi cuñado, lo sabré pronto.",
    ],
    [
      "de",
      "Es war mein Nachbar, der mich verfolgt hat.",
      "Vielleicht war es mein Schwager, der mich verfolgt hat.",
    ],
    [
      "fr",
      "C'est mon collègue qui m'a volé mon sac.",
      "Si c'est mon beau-frère qui m'a volé mon sac, je porterai plainte.",
    ],
  ])("leaves conditions and guesses (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it.each([
    ["en", "The man who stabbed me was my uncle.", "It wasn't my cousin who stabbed me."],
    ["es", "Quien me robó la bolsa fue mi vecino.", "No fue mi cuñado quien me robó la bolsa."],
    ["pt", "Quem me assaltou foi o meu primo.", "Não foi o meu sobrinho que me assaltou."],
    [
      "de",
      "Es war mein Nachbar, der mich verfolgt hat.",
      "Es war nicht mein Schwager, der mich verfolgt hat.",
    ],
    ["fr", "C'est mon collègue qui m'a volé mon sac.", "Ce n'est pas mon beau-frère qui m'a volé mon sac."],
    ["en", "The man who stabbed me was my uncle.", "The man who stabbed me was not my cousin."],
  ])("never reads a denied doer as the doer (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it("keeps two acts done by people without 'the one who' apart", () => {
    expect(codes("Me empujó mi hermano.", "Me empujó mi primo.")).toEqual([]);
  });

  it("keeps a man's act and a woman's apart", () => {
    expect(
      codes("The man who helped me was my neighbour.", "The woman who helped me was my cousin."),
    ).toEqual([]);
  });

  it("keeps two acts that share only their verb apart", () => {
    expect(
      codes("It was my brother who drove me to the station.", "It was my uncle who drove me to school."),
    ).toEqual([]);
  });

  it("meets a German compound and its last part, and another tense or the passive", () => {
    expect(
      codes(
        "Die Person, die die Kellertür aufgebrochen hat, war mein Nachbar.",
        "Die Tür hat mein Schwager aufgebrochen.",
      ),
    ).toContain("role_mismatch");
    expect(
      codes("Quien me vendió el coche fue mi tío.", "El coche me fue vendido por un desconocido."),
    ).toContain("role_mismatch");
  });

  it("leaves two doers said together", () => {
    expect(codes("Quem me ajudou foi o meu primo e a minha tia.", "Quem me ajudou foi a minha tia.")).toEqual(
      [],
    );
  });

  it("keeps acts done to different relatives apart", () => {
    expect(codes("The man who hit my son was my neighbour.", "The man who hit me was my cousin.")).toEqual(
      [],
    );
  });
});

describe("a named person's relation", () => {
  it.each([
    ["en", "Nadia is my cousin; we shared a room as girls.", "Nadia is my sister, we have the same parents."],
    ["es", "Lucía, mi cuñada, me acompañó a la oficina.", "Mi prima Lucía me acompañó a la oficina."],
    [
      "pt",
      "A Dona Alice, a minha tia, ficou com as crianças.",
      "As crianças ficaram com a Dona Alice, uma vizinha.",
    ],
    ["de", "Ahmet ist mein Halbbruder.", "Ahmet ist mein Cousin, der Sohn meines Onkels."],
    ["fr", "Aminata est ma demi-sœur.", "Aminata est ma nièce, la fille de mon frère."],
  ])("finds two relations for one name (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("relation_mismatch");
  });

  it("finds one name said to be family and no family", () => {
    expect(
      codes(
        "O Rui, o meu primo, atravessou a fronteira comigo.",
        "O Rui, que atravessou comigo, não é da família.",
      ),
    ).toContain("relation_mismatch");
  });

  it.each([
    ["en", "Nadia is my cousin.", "My cousin Nadia came with me."],
    ["es", "El hermano de mi marido, Ernesto, conducía.", "Mi cuñado Ernesto iba al volante."],
    ["fr", "C'est le frère de mon mari, Omar, qui conduisait.", "Mon beau-frère Omar était au volant."],
  ])("leaves one relation said two ways (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toEqual([]);
  });

  it("leaves two relations one person can have at once", () => {
    expect(codes("Maria is my friend.", "Maria is my colleague.")).toEqual([]);
    expect(codes("Mi jefe, el Sr. Gómez, me despidió.", "El Sr. Gómez, mi vecino, me despidió.")).toEqual([]);
  });

  it("does not read a date before an apposition as a name", () => {
    expect(codes("On Monday, my brother came to see me.", "On Monday, my cousin came to see me.")).toEqual(
      [],
    );
  });
});

describe("the one holder of a role", () => {
  it.each([
    ["en", "My landlady is Mrs Okafor.", "The landlady, a Mrs Bell, lives upstairs."],
    ["pt", "O senhorio chama-se Sr. Matos.", "O meu senhorio, o Sr. Vieira, mora em baixo."],
    ["de", "Meine Vermieterin heißt Frau Brandt.", "Die Vermieterin, Frau Lorenz, wohnt im Erdgeschoss."],
    ["fr", "Mon propriétaire s'appelle M. Roux.", "Le propriétaire, M. Faure, habite en bas."],
  ])("finds two names for one landlord (%s)", (_language, focus, other) => {
    expect(codes(focus, other)).toContain("name_mismatch");
  });

  it("leaves a landlord who was someone else before", () => {
    expect(codes("My landlord is Mr Stone.", "My previous landlord was Mr Hale.")).toEqual([]);
  });
});
