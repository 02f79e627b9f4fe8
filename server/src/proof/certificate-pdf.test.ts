import { createRequire } from "node:module";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfAttachment, readCertificate } from "../../../bin/certificate-file.ts";
import type { ProofCertificate } from "../../../contracts/schema/proof.ts";
import { exampleCertificate } from "../../test/support/example-certificate.ts";
import { CERTIFICATE_ATTACHMENT, certificatePdf, encodableText, wrapText } from "./certificate-pdf.ts";

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const A4 = { width: 595.28, height: 841.89 };

interface Placed {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** Every piece of text pdfjs finds, page by page, with where it sits. */
const textOf = async (pdf: Uint8Array): Promise<Placed[][]> => {
  const task = getDocument({
    data: Uint8Array.from(pdf),
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: Placed[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          "str" in item && item.str !== ""
            ? [{ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, width: item.width }]
            : [],
        ),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
};

/** All the text of a PDF in reading order, one string; `compact` drops every space and line break. */
const allText = async (pdf: Uint8Array, compact = false): Promise<string> => {
  const text = (await textOf(pdf))
    .flat()
    .map((p) => p.text)
    .join("\n");
  return compact ? text.replace(/\s+/g, "") : text;
};

const WITH_TOKEN = {
  authority: "https://freetsa.example/tsr",
  token: "MIIBaz==",
  time: "2026-11-22T08:00:31Z",
} as const;

let certificate: ProofCertificate;
let pdf: Uint8Array;

beforeAll(async () => {
  certificate = (await exampleCertificate({ treeSize: 300, leafIndex: 17 })).certificate;
  pdf = await certificatePdf(certificate);
});

describe("certificatePdf", () => {
  it("makes one A4 page titled for the file, produced by Avow, created when the certificate was issued", async () => {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo(A4.width);
    expect(size.height).toBeCloseTo(A4.height);
    expect(doc.getTitle()).toBe("Certificate of record: tenancy-agreement.pdf");
    expect(doc.getProducer()).toBe("Avow");
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-22T09:15:00.000Z");
  });

  it("attaches the certificate's JSON, which reads back as the same certificate", async () => {
    const attached = await pdfAttachment(pdf, CERTIFICATE_ATTACHMENT);
    expect(attached).not.toBeNull();
    expect(JSON.parse(new TextDecoder().decode(attached ?? new Uint8Array()))).toEqual(certificate);
    expect(await readCertificate(pdf)).toEqual(certificate);
    expect(await pdfAttachment(pdf, "other.json")).toBeNull();
  });

  it("prints every value a verifier needs", async () => {
    const text = await allText(pdf);
    const compact = await allText(pdf, true);
    expect(text).toContain("Certificate of record");
    expect(text).toContain("tenancy-agreement.pdf");
    expect(text).toContain(`${certificate.size} bytes`);
    expect(text).toContain(certificate.entry.sha256);
    expect(text).toContain("Document (document)");
    expect(text).toContain(`${certificate.entry.recordedAt} (22 November 2026 at 08:00:17 UTC)`);
    expect(text).toContain(certificate.entry.reference);
    expect(text).toContain(certificate.treeHead.rootHash);
    expect(text).toContain(certificate.treeHead.keyId);
    expect(text).toContain(certificate.publicKey.publicKey);
    expect(text).toMatch(/Leaf index\s+17/);
    expect(text).toMatch(/Tree size\s+300/);
    // The signature (88 base64 characters) is wrapped: whole once the line breaks are taken out.
    expect(compact).toContain(certificate.treeHead.signature);
    expect(certificate.auditPath.length).toBe(9);
    for (const hash of certificate.auditPath) expect(text).toContain(hash);
    expect(text).toContain(certificate.verifyUrl);
    expect(text).toContain("npx avow-verify FILE CERTIFICATE.json");
    expect(text).not.toContain("RFC 3161");
  });

  it("prints the RFC 3161 timestamp's authority and time when the tree head has one", async () => {
    const withToken = { ...certificate, treeHead: { ...certificate.treeHead, timestampToken: WITH_TOKEN } };
    const text = await allText(await certificatePdf(withToken));
    expect(text).toContain("Independent timestamp (RFC 3161)");
    expect(text).toContain(WITH_TOKEN.authority);
    expect(text).toContain("2026-11-22T08:00:31Z (22 November 2026 at 08:00:31 UTC)");
  });

  it.each([
    ["es", "Certificado de registro", "Tamaño", "22 de noviembre de 2026"],
    ["pt", "Certificado de registo", "Tamanho", "22 de novembro de 2026"],
    ["de", "Eintragungsnachweis", "Größe", "22. November 2026"],
    ["fr", "Certificat d'enregistrement", "Taille", "22 novembre 2026"],
  ])("speaks %s", async (language, title, sizeLabel, date) => {
    const translated = await certificatePdf(certificate, { language });
    const text = await allText(translated);
    expect(text).toContain(title);
    expect(text).toContain(sizeLabel);
    expect(text).toContain(date);
    expect(text).not.toContain("Certificate of record");
    expect((await PDFDocument.load(translated)).getTitle()).toBe(`${title}: tenancy-agreement.pdf`);
  });

  it("falls back to English for a language Avow does not speak", async () => {
    expect(await allText(await certificatePdf(certificate, { language: "it" }))).toContain(
      "Certificate of record",
    );
  });

  it("prints a name the standard fonts cannot encode with '?', keeping it exact in the metadata and the JSON", async () => {
    const fileName = "Договор 📄 — ünïcödé.pdf";
    const named = await certificatePdf({ ...certificate, fileName });
    expect(await allText(named)).toContain("??????? ? — ünïcödé.pdf");
    expect((await PDFDocument.load(named)).getTitle()).toBe(`Certificate of record: ${fileName}`);
    expect((await readCertificate(named)).fileName).toBe(fileName);
  });

  it("goes on to a second page for a long audit path, with nothing outside the page", async () => {
    const auditPath = Array.from({ length: 40 }, (_, i) => i.toString(16).padStart(2, "0").repeat(32));
    const long = await certificatePdf({
      ...certificate,
      auditPath,
      treeHead: { ...certificate.treeHead, timestampToken: WITH_TOKEN },
      verifyUrl: `https://avow.example/${"very-long-path/".repeat(12)}verify`,
    });
    const pages = await textOf(long);
    expect(pages.length).toBe(2);
    const text = pages.flat().map((p) => p.text);
    for (const hash of auditPath) expect(text).toContain(hash);
    for (const placed of pages.flat()) {
      expect(placed.x, placed.text).toBeGreaterThanOrEqual(30);
      expect(placed.x + placed.width, placed.text).toBeLessThanOrEqual(A4.width - 30);
      expect(placed.y, placed.text).toBeGreaterThanOrEqual(20);
      expect(placed.y, placed.text).toBeLessThanOrEqual(A4.height - 30);
    }
    expect(text.join("\n")).toContain("Page 2 / 2");
    expect(await readCertificate(long)).toMatchObject({ auditPath });
  });

  it("keeps a verify URL with other characters readable by the QR code and printable", async () => {
    const text = await allText(
      await certificatePdf({ ...certificate, verifyUrl: "https://avów.example/verify" }),
    );
    expect(text).toContain("https://av%C3%B3w.example/verify");
  });
});

describe("encodableText and wrapText", () => {
  let font: Awaited<ReturnType<PDFDocument["embedFont"]>>;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Courier);
  });

  it("replace what Windows-1252 lacks, one '?' a character, and keep what it has", () => {
    expect(encodableText(font, "Ünïcödé € œ — “quoted”")).toBe("Ünïcödé € œ — “quoted”");
    expect(encodableText(font, "Жё 📄 中")).toBe("?? ? ?");
    // Unusual spaces (a French narrow no-break space, a no-break space) become plain ones.
    expect(encodableText(font, "1\u202f234\u00a0octets")).toBe("1 234 octets");
    expect(() => font.encodeText(encodableText(font, "Жё 📄 \u0000 \n"))).not.toThrow();
  });

  it("break text into lines that fit, at spaces, and inside words longer than a line", () => {
    const hex = "0123456789abcdef".repeat(8);
    const lines = wrapText(`short ${hex} end`, font, 10, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines[0]).toBe("short");
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join("").replace(/ /g, "")).toBe(`short${hex}end`);
    expect(wrapText("a b c", font, 10, 500)).toEqual(["a b c"]);
    expect(wrapText("one\ntwo", font, 10, 500)).toEqual(["one", "two"]);
  });
});
