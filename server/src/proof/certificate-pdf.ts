import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import qrcode from "qrcode-generator";
import type { LogEntryKind } from "../../../contracts/proof/log-format.ts";
import { isLanguage, type Language } from "../../../contracts/schema/language.ts";
import type { ProofCertificate } from "../../../contracts/schema/proof.ts";

/**
 * The printable certificate of a recorded document: one A4 page (more when the audit path is long) with
 * every value a verifier needs, a QR code to the /verify page, and the certificate's JSON attached as
 * `certificate.json`, so that the PDF alone is enough for `npx avow-verify FILE CERTIFICATE.pdf`.
 * Standard PDF fonts only (nothing to embed): they encode Windows-1252, so anything else in a file name
 * prints as "?"; the attached JSON keeps the name exactly.
 */

/** The name of the attached JSON, which the offline verifier looks for. */
export const CERTIFICATE_ATTACHMENT = "certificate.json";

interface Texts {
  readonly locale: string;
  readonly title: string;
  readonly intro: string;
  readonly fileSection: string;
  readonly fileName: string;
  readonly size: string;
  readonly bytes: string;
  readonly kind: string;
  readonly kinds: Readonly<Record<LogEntryKind, string>>;
  readonly recorded: string;
  readonly reference: string;
  readonly logSection: string;
  readonly leafIndex: string;
  readonly treeSize: string;
  readonly rootHash: string;
  readonly treeHeadTime: string;
  readonly signature: string;
  readonly keyId: string;
  readonly publicKey: string;
  readonly proofSection: string;
  readonly proofEmpty: string;
  readonly timestampSection: string;
  readonly authority: string;
  readonly time: string;
  readonly verifySection: string;
  readonly howTo: string;
  readonly issued: string;
  readonly page: string;
}

const TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    locale: "en-GB",
    title: "Certificate of record",
    intro:
      "This certificate shows that a file with the SHA-256 fingerprint below was entered in Avow's append-only log at the time stated, and that a tree head signed with the log's key contains that entry.",
    fileSection: "The file",
    fileName: "File name",
    size: "Size",
    bytes: "bytes",
    kind: "Kind",
    kinds: {
      document: "Document",
      statement: "Statement",
      interview: "Interview",
      "contradiction-report": "Contradiction report",
    },
    recorded: "Recorded",
    reference: "Reference",
    logSection: "The log",
    leafIndex: "Leaf index",
    treeSize: "Tree size",
    rootHash: "Root hash",
    treeHeadTime: "Tree head signed",
    signature: "Signature (Ed25519)",
    keyId: "Key fingerprint",
    publicKey: "Public key",
    proofSection: "Inclusion proof (audit path, leaf to root)",
    proofEmpty: "None: the log held this entry alone.",
    timestampSection: "Independent timestamp (RFC 3161)",
    authority: "Authority",
    time: "Time",
    verifySection: "How to verify",
    howTo:
      "Keep this certificate with the file. In a copy of Avow, run npx avow-verify FILE CERTIFICATE.json (this PDF works too: it carries the JSON as an attachment), or open the page of the QR code (/verify) and drop the file on it. The check recomputes the file's SHA-256, the path to the root hash and the signature; it needs no network.",
    issued: "Issued",
    page: "Page",
  },
  es: {
    locale: "es-ES",
    title: "Certificado de registro",
    intro:
      "Este certificado muestra que un archivo con la huella SHA-256 indicada se anotó en el registro de solo adición de Avow en la fecha indicada, y que una cabeza de árbol firmada con la clave del registro contiene esa entrada.",
    fileSection: "El archivo",
    fileName: "Nombre",
    size: "Tamaño",
    bytes: "bytes",
    kind: "Tipo",
    kinds: {
      document: "Documento",
      statement: "Declaración",
      interview: "Entrevista",
      "contradiction-report": "Informe de contradicciones",
    },
    recorded: "Registrado",
    reference: "Referencia",
    logSection: "El registro",
    leafIndex: "Índice de hoja",
    treeSize: "Tamaño del árbol",
    rootHash: "Hash raíz",
    treeHeadTime: "Cabeza firmada",
    signature: "Firma (Ed25519)",
    keyId: "Huella de la clave",
    publicKey: "Clave pública",
    proofSection: "Prueba de inclusión (ruta de auditoría, de la hoja a la raíz)",
    proofEmpty: "Ninguna: el registro solo contenía esta entrada.",
    timestampSection: "Sello de tiempo independiente (RFC 3161)",
    authority: "Autoridad",
    time: "Hora",
    verifySection: "Cómo verificarlo",
    howTo:
      "Guarde este certificado con el archivo. En una copia de Avow, ejecute npx avow-verify ARCHIVO CERTIFICADO.json (también sirve este PDF: lleva el JSON adjunto), o abra la página del código QR (/verify) y suelte en ella el archivo. La comprobación recalcula el SHA-256 del archivo, la ruta hasta el hash raíz y la firma; no necesita red.",
    issued: "Emitido",
    page: "Página",
  },
  pt: {
    locale: "pt-PT",
    title: "Certificado de registo",
    intro:
      "Este certificado mostra que um ficheiro com a impressão digital SHA-256 abaixo foi inscrito no registo só de acréscimo da Avow na data indicada, e que uma cabeça de árvore assinada com a chave do registo contém essa entrada.",
    fileSection: "O ficheiro",
    fileName: "Nome",
    size: "Tamanho",
    bytes: "bytes",
    kind: "Tipo",
    kinds: {
      document: "Documento",
      statement: "Declaração",
      interview: "Entrevista",
      "contradiction-report": "Relatório de contradições",
    },
    recorded: "Registado",
    reference: "Referência",
    logSection: "O registo",
    leafIndex: "Índice da folha",
    treeSize: "Tamanho da árvore",
    rootHash: "Hash raiz",
    treeHeadTime: "Cabeça assinada",
    signature: "Assinatura (Ed25519)",
    keyId: "Impressão da chave",
    publicKey: "Chave pública",
    proofSection: "Prova de inclusão (caminho de auditoria, da folha à raiz)",
    proofEmpty: "Nenhuma: o registo continha só esta entrada.",
    timestampSection: "Carimbo temporal independente (RFC 3161)",
    authority: "Autoridade",
    time: "Hora",
    verifySection: "Como verificar",
    howTo:
      "Guarde este certificado com o ficheiro. Numa cópia da Avow, execute npx avow-verify FICHEIRO CERTIFICADO.json (este PDF também serve: leva o JSON em anexo), ou abra a página do código QR (/verify) e largue nela o ficheiro. A verificação recalcula o SHA-256 do ficheiro, o caminho até ao hash raiz e a assinatura; não precisa de rede.",
    issued: "Emitido",
    page: "Página",
  },
  de: {
    locale: "de-DE",
    title: "Eintragungsnachweis",
    intro:
      "Dieser Nachweis zeigt, dass eine Datei mit dem unten stehenden SHA-256-Fingerabdruck zum angegebenen Zeitpunkt in Avows nur erweiterbares Protokoll eingetragen wurde und dass ein mit dem Schlüssel des Protokolls signierter Baumkopf diesen Eintrag enthält.",
    fileSection: "Die Datei",
    fileName: "Dateiname",
    size: "Größe",
    bytes: "Byte",
    kind: "Art",
    kinds: {
      document: "Dokument",
      statement: "Aussage",
      interview: "Befragung",
      "contradiction-report": "Widerspruchsbericht",
    },
    recorded: "Eingetragen",
    reference: "Referenz",
    logSection: "Das Protokoll",
    leafIndex: "Blattindex",
    treeSize: "Baumgröße",
    rootHash: "Wurzel-Hash",
    treeHeadTime: "Baumkopf signiert",
    signature: "Signatur (Ed25519)",
    keyId: "Schlüssel-Fingerabdruck",
    publicKey: "Öffentlicher Schlüssel",
    proofSection: "Einschlussnachweis (Prüfpfad, vom Blatt zur Wurzel)",
    proofEmpty: "Keiner: Das Protokoll enthielt nur diesen Eintrag.",
    timestampSection: "Unabhängiger Zeitstempel (RFC 3161)",
    authority: "Zeitstempeldienst",
    time: "Zeit",
    verifySection: "So prüfen Sie ihn",
    howTo:
      "Bewahren Sie diesen Nachweis mit der Datei auf. Führen Sie in einer Kopie von Avow npx avow-verify DATEI NACHWEIS.json aus (dieses PDF geht auch: Es trägt das JSON als Anhang), oder öffnen Sie die Seite des QR-Codes (/verify) und legen Sie die Datei dort ab. Die Prüfung berechnet den SHA-256 der Datei, den Pfad zum Wurzel-Hash und die Signatur neu; sie braucht kein Netz.",
    issued: "Ausgestellt",
    page: "Seite",
  },
  fr: {
    locale: "fr-FR",
    title: "Certificat d'enregistrement",
    intro:
      "Ce certificat montre qu'un fichier ayant l'empreinte SHA-256 ci-dessous a été inscrit dans le journal en ajout seul d'Avow à la date indiquée, et qu'une tête d'arbre signée avec la clé du journal contient cette entrée.",
    fileSection: "Le fichier",
    fileName: "Nom du fichier",
    size: "Taille",
    bytes: "octets",
    kind: "Type",
    kinds: {
      document: "Document",
      statement: "Déclaration",
      interview: "Entretien",
      "contradiction-report": "Rapport de contradictions",
    },
    recorded: "Enregistré",
    reference: "Référence",
    logSection: "Le journal",
    leafIndex: "Indice de feuille",
    treeSize: "Taille de l'arbre",
    rootHash: "Hash racine",
    treeHeadTime: "Tête signée",
    signature: "Signature (Ed25519)",
    keyId: "Empreinte de la clé",
    publicKey: "Clé publique",
    proofSection: "Preuve d'inclusion (chemin d'audit, de la feuille à la racine)",
    proofEmpty: "Aucune : le journal ne contenait que cette entrée.",
    timestampSection: "Horodatage indépendant (RFC 3161)",
    authority: "Autorité",
    time: "Heure",
    verifySection: "Comment le vérifier",
    howTo:
      "Conservez ce certificat avec le fichier. Dans une copie d'Avow, lancez npx avow-verify FICHIER CERTIFICAT.json (ce PDF convient aussi : il porte le JSON en pièce jointe), ou ouvrez la page du code QR (/verify) et déposez-y le fichier. La vérification recalcule le SHA-256 du fichier, le chemin jusqu'au hash racine et la signature ; aucun réseau n'est nécessaire.",
    issued: "Émis le",
    page: "Page",
  },
};

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
const FOOTER = 24;
const LABEL_WIDTH = 125;
const VALUE_X = MARGIN + LABEL_WIDTH + 12;
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const QR_SIDE = 96;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** A text style: font, size and the distance from one line to the next. */
interface Style {
  readonly font: PDFFont;
  readonly size: number;
  readonly line: number;
}

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The text with every character the font cannot encode replaced by "?" (and any space by a plain one). */
export const encodableText = (font: PDFFont, text: string): string => {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  let out = "";
  for (const char of text.replace(/\p{Zs}/gu, " ")) {
    out += set.has(char.codePointAt(0) ?? -1) ? char : "?";
  }
  return out;
};

/** Breaks text into lines no wider than `width`: at spaces, and inside words (hashes, URLs) that are wider. */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const joined = line === "" ? word : `${line} ${word}`;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line !== "") lines.push(line);
      let rest = word;
      while (rest.length > 1 && !fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
};

/** Lays text out top to bottom, starting a new page when the next block would cross the footer. */
class Layout {
  readonly pages: PDFPage[] = [];
  private readonly doc: PDFDocument;
  private y = 0;

  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.newPage();
  }

  get page(): PDFPage {
    const page = this.pages[this.pages.length - 1];
    if (!page) throw new Error("no page");
    return page;
  }

  get top(): number {
    return this.y;
  }

  private newPage(): void {
    this.pages.push(this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Makes room for `height` on this page, or goes on to a new one (unless this one is still empty). */
  room(height: number): void {
    const free = this.y - MARGIN - FOOTER;
    if (height > free && this.y < PAGE_HEIGHT - MARGIN) this.newPage();
  }

  moveTo(y: number): void {
    this.y = y;
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** One line at the cursor, which then moves down a line. */
  line(text: string, x: number, style: Style, color = INK): void {
    this.page.drawText(encodableText(style.font, text), {
      x,
      y: this.y - style.size,
      font: style.font,
      size: style.size,
      color,
    });
    this.y -= style.line;
  }

  paragraph(text: string, style: Style, width = PAGE_WIDTH - 2 * MARGIN, x = MARGIN): void {
    for (const line of wrapText(encodableText(style.font, text), style.font, style.size, width)) {
      this.room(style.line);
      this.line(line, x, style);
    }
  }

  /** A section title over a rule, kept on the same page as at least `keepWith` of what follows. */
  heading(text: string, style: Style, keepWith: number): void {
    this.room(style.line + 9 + keepWith);
    this.gap(5);
    this.line(text, MARGIN, style);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 1 },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y - 1 },
      thickness: 0.5,
      color: MUTED,
    });
    this.gap(4);
  }

  /** A label and its value side by side; each wraps in its column, and a long value goes on over pages. */
  field(label: string, value: string, labelStyle: Style, valueStyle: Style): void {
    const labels = wrapText(
      encodableText(labelStyle.font, label),
      labelStyle.font,
      labelStyle.size,
      LABEL_WIDTH,
    );
    const values = wrapText(
      encodableText(valueStyle.font, value),
      valueStyle.font,
      valueStyle.size,
      VALUE_WIDTH,
    );
    const line = Math.max(labelStyle.line, valueStyle.line);
    const rows = Math.max(labels.length, values.length);
    this.room(Math.min(rows, 4) * line);
    for (let i = 0; i < rows; i++) {
      this.room(line);
      const top = this.y;
      const labelLine = labels[i];
      const valueLine = values[i];
      if (labelLine) this.line(labelLine, MARGIN, labelStyle);
      this.y = top;
      if (valueLine) this.line(valueLine, VALUE_X, valueStyle);
      this.y = top - line;
    }
    this.gap(1);
  }

  /** "Page n / N" and `left` at the foot of every page, once all pages exist. */
  footers(left: string, pageWord: string, style: Style): void {
    const { font, size } = style;
    this.pages.forEach((page, i) => {
      const right = `${pageWord} ${i + 1} / ${this.pages.length}`;
      const y = MARGIN - FOOTER / 2;
      page.drawText(encodableText(font, left), { x: MARGIN, y, font, size, color: MUTED });
      page.drawText(encodableText(font, right), {
        x: PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(encodableText(font, right), size),
        y,
        font,
        size,
        color: MUTED,
      });
    });
  }
}

/**
 * The QR code of `url` in the square of side `side` whose top-left corner is (x, top), quiet zone
 * included: dark modules as filled rectangles, one per horizontal run (no seams between modules).
 */
const drawQrCode = (page: PDFPage, url: string, x: number, top: number, side: number): void => {
  const qr = qrcode(0, "M");
  qr.addData(url, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const cell = side / (count + 8);
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      page.drawRectangle({
        x: x + (4 + start) * cell,
        y: top - (4 + row + 1) * cell,
        width: (col - start) * cell,
        // A hair taller, so that rows meet without a visible line between them.
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
};

/** An ISO time and, after it, its readable UTC form in the certificate's language (ISO alone if unreadable). */
const timeText = (iso: string, texts: Texts): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const readable = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: "UTC",
    hourCycle: "h23",
  }).format(date);
  return `${iso} (${readable})`;
};

/** The PDF certificate, in `language` (one of Avow's five; English for anything else). */
export const certificatePdf = async (
  certificate: ProofCertificate,
  options: { readonly language?: string } = {},
): Promise<Uint8Array> => {
  const texts = TEXTS[isLanguage(options.language) ? options.language : "en"];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const title: Style = { font: bold, size: 22, line: 32 };
  const heading: Style = { font: bold, size: 11, line: 15 };
  const body: Style = { font: regular, size: 9.5, line: 13 };
  const label: Style = { font: bold, size: 9, line: 12 };
  const value: Style = { font: regular, size: 9, line: 12 };
  const hex: Style = { font: mono, size: 8.5, line: 12 };
  const path: Style = { font: mono, size: 8.5, line: 10 };
  const small: Style = { font: regular, size: 7.5, line: 9.5 };

  const issued = new Date(certificate.issuedAt);
  const issuedDate = Number.isNaN(issued.getTime()) ? null : issued;
  const { entry, treeHead } = certificate;
  // A QR code in byte mode carries the URL's characters as they are: keep them printable ASCII.
  const verifyUrl = certificate.verifyUrl.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

  doc.setTitle(`${texts.title}: ${certificate.fileName}`);
  doc.setSubject(`SHA-256 ${entry.sha256}`);
  doc.setLanguage(texts.locale);
  doc.setProducer("Avow");
  doc.setCreator("Avow");
  if (issuedDate) {
    doc.setCreationDate(issuedDate);
    doc.setModificationDate(issuedDate);
  }

  const layout = new Layout(doc);
  // The QR code to the /verify page at the top right, its URL under it; the title and introduction beside.
  const qrX = PAGE_WIDTH - MARGIN - QR_SIDE;
  const qrTop = layout.top + 8;
  drawQrCode(layout.page, verifyUrl, qrX, qrTop, QR_SIDE);
  layout.moveTo(qrTop - QR_SIDE);
  for (const line of wrapText(verifyUrl, small.font, small.size, QR_SIDE + 60)) {
    layout.line(line, PAGE_WIDTH - MARGIN - small.font.widthOfTextAtSize(line, small.size), small, MUTED);
  }
  const underQr = layout.top;
  layout.moveTo(qrTop - 8);
  layout.line(texts.title, MARGIN, title);
  layout.paragraph(texts.intro, body, qrX - MARGIN - 18);
  layout.moveTo(Math.min(layout.top, underQr));

  const field = (name: string, text: string, style: Style = value) => layout.field(name, text, label, style);

  layout.heading(texts.fileSection, heading, label.line * 3);
  field(texts.fileName, certificate.fileName);
  field(texts.size, `${new Intl.NumberFormat(texts.locale).format(certificate.size)} ${texts.bytes}`);
  field("SHA-256", entry.sha256, hex);
  field(texts.kind, `${texts.kinds[entry.kind]} (${entry.kind})`);
  field(texts.recorded, timeText(entry.recordedAt, texts));
  field(texts.reference, entry.reference, hex);

  layout.heading(texts.logSection, heading, label.line * 3);
  field(texts.leafIndex, String(certificate.leafIndex));
  field(texts.treeSize, String(treeHead.treeSize));
  field(texts.rootHash, treeHead.rootHash, hex);
  field(texts.treeHeadTime, timeText(treeHead.timestamp, texts));
  field(texts.signature, treeHead.signature, hex);
  field(texts.keyId, treeHead.keyId, hex);
  field(texts.publicKey, certificate.publicKey.publicKey, hex);

  layout.heading(texts.proofSection, heading, path.line * 3);
  if (certificate.auditPath.length === 0) layout.paragraph(texts.proofEmpty, body);
  certificate.auditPath.forEach((hash, i) =>
    layout.field(String(i + 1), hash, { ...label, line: path.line }, path),
  );

  const token = treeHead.timestampToken;
  if (token) {
    layout.heading(texts.timestampSection, heading, label.line * 2);
    field(texts.authority, token.authority);
    field(texts.time, timeText(token.time, texts));
  }

  const howTo = wrapText(
    encodableText(body.font, texts.howTo),
    body.font,
    body.size,
    PAGE_WIDTH - 2 * MARGIN,
  );
  layout.heading(texts.verifySection, heading, howTo.length * body.line);
  layout.paragraph(texts.howTo, body);
  layout.footers(`Avow · ${texts.title} · ${texts.issued} ${certificate.issuedAt}`, texts.page, small);

  await doc.attach(new TextEncoder().encode(JSON.stringify(certificate, null, 2)), CERTIFICATE_ATTACHMENT, {
    mimeType: "application/json",
    description: `${texts.title} (avow-certificate/1)`,
    ...(issuedDate ? { creationDate: issuedDate, modificationDate: issuedDate } : {}),
  });
  return doc.save();
};
