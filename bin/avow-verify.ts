#!/usr/bin/env node
/**
 * avow-verify FILE CERTIFICATE(.json|.pdf) [--key-id HEX] [--json]
 *
 * Checks, offline, that FILE is the one an Avow certificate describes: its SHA-256 is the recorded one,
 * the log entry is in the signed tree (the audit path leads to the root), the tree head is signed by the
 * log's Ed25519 key, and that key is the expected one. No network. Exit 0 verified, 1 not verified,
 * 2 usage error or unreadable input. Runs under Node's type stripping: erasable TypeScript only.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import type { ProofCertificate } from "../contracts/schema/proof.ts";
import { verifyCertificate, type Verification } from "../contracts/proof/verify.ts";

const USAGE = `Usage: avow-verify FILE CERTIFICATE [--key-id HEX] [--json]

Checks, without any network, that FILE was recorded in an Avow log as CERTIFICATE says.
CERTIFICATE is the certificate's JSON (….avow-certificate.json) or its PDF, which carries the JSON.

Options:
  --key-id HEX  the log key's fingerprint (64 hex digits) you expect, obtained elsewhere (the log's
                /.well-known/avow-log-key.json, a printed certificate); without it, the key the
                certificate carries is taken as given
  --json        print the result as JSON
  -h, --help    show this help

Exit status: 0 verified; 1 not verified (the file or the certificate does not match); 2 usage error or
unreadable input.`;

const EXIT_VERIFIED = 0;
const EXIT_NOT_VERIFIED = 1;
const EXIT_USAGE = 2;

/** A wrong command line: reported on stderr, with a pointer to --help, and exit status 2. */
class UsageError extends Error {
  override readonly name = "UsageError";
}

/** An input that cannot be read (missing file, malformed certificate): stderr and exit status 2. */
class InputError extends Error {
  override readonly name = "InputError";
}

interface Options {
  readonly file: string;
  readonly certificate: string;
  readonly keyId: string | undefined;
  readonly json: boolean;
}

const parse = (args: ReadonlyArray<string>): Options | "help" => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        "key-id": { type: "string" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return "help";
  const [file, certificate, ...extra] = parsed.positionals;
  if (file === undefined || certificate === undefined || extra.length > 0) {
    throw new UsageError("expected two arguments: FILE CERTIFICATE");
  }
  const keyId = parsed.values["key-id"];
  if (keyId !== undefined && !/^[0-9a-fA-F]{64}$/.test(keyId)) {
    throw new UsageError("--key-id must be 64 hex digits (the SHA-256 fingerprint of the log key)");
  }
  return { file, certificate, keyId: keyId?.toLowerCase(), json: parsed.values.json };
};

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Hex SHA-256 of a file, read as a stream: a large file never sits in memory whole. */
const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash("sha256");
  try {
    await pipeline(createReadStream(file), hash);
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${reason(error)}`);
  }
  return hash.digest("hex");
};

const loadCertificate = async (file: string): Promise<ProofCertificate> => {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${reason(error)}`);
  }
  // Loaded only now: the certificate's Schema (effect) and the PDF reader take a while to load, which a
  // wrong command line need not wait for.
  const { CertificateFileError, readCertificate } = await import("./certificate-file.ts");
  try {
    return await readCertificate(bytes);
  } catch (error) {
    if (error instanceof CertificateFileError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
};

const report = (
  options: Options,
  sha256: string,
  certificate: ProofCertificate,
  result: Verification,
): string => {
  const { entry, leafIndex, treeHead } = certificate;
  const name = basename(options.file);
  const lines = result.checks.map(
    (check) => `${check.ok ? "✓" : "✗"} ${check.name.padEnd(9)} ${check.detail}`,
  );
  const token = treeHead.timestampToken;
  if (token) {
    lines.push(
      `  The tree head also carries an RFC 3161 timestamp by ${token.authority} at ${token.time}` +
        " (not checked here: see docs/proof-certificates.md for openssl ts -verify).",
    );
  }
  lines.push(
    result.ok
      ? `VERIFIED: ${name} was recorded at ${entry.recordedAt} as leaf ${leafIndex} of the log signed by key ${treeHead.keyId}`
      : `NOT VERIFIED: ${name} (SHA-256 ${sha256}) does not match ${basename(options.certificate)}: ` +
          `failed ${result.checks
            .filter((c) => !c.ok)
            .map((c) => c.name)
            .join(", ")}`,
  );
  return lines.join("\n");
};

/** Runs the verifier; answers the exit status. Output goes through `out` and `err`. */
const main = async (
  args: ReadonlyArray<string>,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> => {
  let options: Options | "help";
  try {
    options = parse(args);
    if (options === "help") {
      out(USAGE);
      return EXIT_VERIFIED;
    }
    const certificate = await loadCertificate(options.certificate);
    const sha256 = await sha256OfFile(options.file);
    const result = await verifyCertificate(sha256, certificate, options.keyId);
    if (options.json) {
      out(
        JSON.stringify(
          {
            ok: result.ok,
            file: options.file,
            sha256,
            certificate: options.certificate,
            leafIndex: certificate.leafIndex,
            recordedAt: certificate.entry.recordedAt,
            keyId: certificate.treeHead.keyId,
            checks: result.checks,
          },
          null,
          2,
        ),
      );
    } else {
      out(report(options, sha256, certificate, result));
    }
    return result.ok ? EXIT_VERIFIED : EXIT_NOT_VERIFIED;
  } catch (error) {
    if (error instanceof UsageError) err(`avow-verify: ${error.message}\nTry avow-verify --help.`);
    else if (error instanceof InputError) err(`avow-verify: ${error.message}`);
    else throw error;
    return EXIT_USAGE;
  }
};

process.exitCode = await main(
  process.argv.slice(2),
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
).catch((error: unknown) => {
  process.stderr.write(`avow-verify: ${reason(error)}\n`);
  return EXIT_USAGE;
});
