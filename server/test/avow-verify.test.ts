import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toBase64 } from "../../contracts/proof/bytes.ts";
import type { ProofCertificate } from "../../contracts/schema/proof.ts";
import { certificatePdf } from "../src/proof/certificate-pdf.ts";
import { pdfWith } from "./support/documents.ts";
import { exampleCertificate, exampleLogKey } from "./support/example-certificate.ts";

// The offline verifier as a user runs it: `node bin/avow-verify.ts FILE CERTIFICATE`, a separate process
// with Node's type stripping, on files in a temporary folder. Exit 0 verified, 1 not, 2 unusable input.

const BIN = fileURLToPath(new URL("../../bin/avow-verify.ts", import.meta.url));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const verify = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

let dir: string;
let certificate: ProofCertificate;
const at = (name: string) => path.join(dir, name);

/** Writes a variant of the certificate and answers its path. */
const certificateFile = (name: string, value: unknown): string => {
  fs.writeFileSync(at(name), JSON.stringify(value, null, 2));
  return at(name);
};

const flipHex = (hex: string): string => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-verify-test-"));
  const example = await exampleCertificate({ treeSize: 11, leafIndex: 6 });
  certificate = example.certificate;
  fs.writeFileSync(at("tenancy-agreement.pdf"), example.content);
  certificateFile("certificate.json", certificate);
  fs.writeFileSync(at("certificate.pdf"), await certificatePdf(certificate, { language: "de" }));
  const changed = Buffer.from(example.content);
  changed[changed.length - 2] = (changed[changed.length - 2] ?? 0) ^ 0x01;
  fs.writeFileSync(at("changed.pdf"), changed);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("avow-verify", () => {
  it("verifies the recorded file against its JSON certificate: every check, then VERIFIED, exit 0", async () => {
    const run = await verify(at("tenancy-agreement.pdf"), at("certificate.json"));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    for (const check of ["content", "inclusion", "signature", "key"]) {
      expect(run.stdout).toMatch(new RegExp(`^✓ ${check} `, "m"));
    }
    expect(run.stdout).toContain(
      `VERIFIED: tenancy-agreement.pdf was recorded at ${certificate.entry.recordedAt} as leaf 6 of the log ` +
        `signed by key ${certificate.treeHead.keyId}`,
    );
  });

  it("reads the PDF certificate too, through its attached JSON", async () => {
    const run = await verify(at("tenancy-agreement.pdf"), at("certificate.pdf"));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("VERIFIED: tenancy-agreement.pdf");
  });

  it("refuses a copy with one byte changed: exit 1, content and inclusion fail", async () => {
    for (const certificateFile of [at("certificate.json"), at("certificate.pdf")]) {
      const run = await verify(at("changed.pdf"), certificateFile);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^✗ content /m);
      expect(run.stdout).toMatch(/^✗ inclusion /m);
      expect(run.stdout).toMatch(/^✓ signature /m);
      expect(run.stdout).toMatch(/^NOT VERIFIED: changed\.pdf .* failed content, inclusion$/m);
    }
  });

  const TAMPERED: ReadonlyArray<
    readonly [string, (c: ProofCertificate, other: ProofCertificate["publicKey"]) => unknown, string]
  > = [
    [
      "root hash",
      (c) => ({ ...c, treeHead: { ...c.treeHead, rootHash: flipHex(c.treeHead.rootHash) } }),
      "inclusion, signature",
    ],
    [
      "signature",
      (c) => ({ ...c, treeHead: { ...c.treeHead, signature: toBase64(new Uint8Array(64).fill(7)) } }),
      "signature",
    ],
    [
      "audit path",
      (c) => ({ ...c, auditPath: c.auditPath.map((h, i) => (i === 0 ? flipHex(h) : h)) }),
      "inclusion",
    ],
    [
      "recording time",
      (c) => ({ ...c, entry: { ...c.entry, recordedAt: "2026-11-21T08:00:06.125Z" } }),
      "inclusion",
    ],
    ["leaf index", (c) => ({ ...c, leafIndex: c.leafIndex - 1 }), "inclusion"],
    ["log key (another key)", (c, other) => ({ ...c, publicKey: other }), "signature, key"],
  ];

  it.each(TAMPERED)("refuses a certificate with a changed %s: exit 1", async (what, tamper, failed) => {
    const other = (await exampleLogKey()).published;
    const file = certificateFile(`tampered-${what.replace(/\W+/g, "-")}.json`, tamper(certificate, other));
    const run = await verify(at("tenancy-agreement.pdf"), file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`^NOT VERIFIED: .* failed ${failed}$`, "m"));
  });

  it("pins the log key with --key-id: the certificate's own key passes, another fails with exit 1", async () => {
    const right = await verify(
      at("tenancy-agreement.pdf"),
      at("certificate.json"),
      "--key-id",
      certificate.publicKey.keyId.toUpperCase(),
    );
    expect(right.code).toBe(0);
    expect(right.stdout).toMatch(/^✓ key .* is the expected one$/m);
    const otherKeyId = (await exampleLogKey()).published.keyId;
    const wrong = await verify(at("tenancy-agreement.pdf"), at("certificate.json"), "--key-id", otherKeyId);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/^✗ key /m);
    expect(wrong.stdout).toMatch(/failed key$/m);
  });

  it("prints the result as JSON with --json", async () => {
    const good = await verify(at("tenancy-agreement.pdf"), at("certificate.pdf"), "--json");
    expect(good.code).toBe(0);
    const result = JSON.parse(good.stdout) as {
      ok: boolean;
      sha256: string;
      leafIndex: number;
      checks: Array<{ name: string; ok: boolean }>;
    };
    expect(result.ok).toBe(true);
    expect(result.sha256).toBe(certificate.entry.sha256);
    expect(result.leafIndex).toBe(6);
    expect(result.checks.map((c) => [c.name, c.ok])).toEqual([
      ["content", true],
      ["inclusion", true],
      ["signature", true],
      ["key", true],
    ]);
    const bad = await verify(at("changed.pdf"), at("certificate.json"), "--json");
    expect(bad.code).toBe(1);
    expect((JSON.parse(bad.stdout) as { ok: boolean }).ok).toBe(false);
  });

  it("mentions an RFC 3161 timestamp the certificate carries, without claiming to have checked it", async () => {
    const withToken = {
      ...certificate,
      treeHead: {
        ...certificate.treeHead,
        timestampToken: { authority: "https://tsa.example/", token: "MAA=", time: "2026-11-22T08:00:31Z" },
      },
    };
    const run = await verify(at("tenancy-agreement.pdf"), certificateFile("with-token.json", withToken));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "RFC 3161 timestamp by https://tsa.example/ at 2026-11-22T08:00:31Z (not checked here",
    );
  });

  it("answers exit 2 with a message on stderr for unreadable input", async () => {
    const notJson = at("not.json");
    fs.writeFileSync(notJson, "{ not json");
    const notCertificate = certificateFile("not-certificate.json", {
      ...certificate,
      format: "avow-certificate/2",
    });
    const plainPdf = at("plain.pdf");
    fs.writeFileSync(plainPdf, pdfWith("Not a certificate"));
    const cases: ReadonlyArray<readonly [string[], RegExp]> = [
      [[at("missing.pdf"), at("certificate.json")], /cannot read .*missing\.pdf: .*no such file/],
      [[at("tenancy-agreement.pdf"), at("missing.json")], /cannot read .*missing\.json/],
      [[dir, at("certificate.json")], /cannot read /],
      [[at("tenancy-agreement.pdf"), notJson], /not\.json: not JSON/],
      [[at("tenancy-agreement.pdf"), notCertificate], /not an Avow certificate .*format/],
      [[at("tenancy-agreement.pdf"), plainPdf], /plain\.pdf: the PDF has no certificate\.json attached/],
    ];
    for (const [args, message] of cases) {
      const run = await verify(...args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe("");
    }
  });

  it("answers exit 2 for a wrong command line, and 0 with the usage for --help", async () => {
    for (const args of [
      [],
      [at("tenancy-agreement.pdf")],
      ["a", "b", "c"],
      ["a", "b", "--colour"],
      ["a", "b", "--key-id", "abc"],
    ]) {
      const run = await verify(...args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^avow-verify: .*\nTry avow-verify --help\./);
    }
    const help = await verify("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: avow-verify FILE CERTIFICATE/);
    expect(help.stdout).toContain("Exit status: 0 verified; 1 not verified");
  });
});
