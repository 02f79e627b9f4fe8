import { execFile } from "node:child_process";
import fs from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";

/**
 * A real RFC 3161 time-stamping authority on 127.0.0.1 for tests: each POST is answered by Debian's
 * `openssl ts -reply`, with a throwaway CA and a TSA certificate (extendedKeyUsage critical timeStamping)
 * made in a temporary folder. Needs the `openssl` command; without it, startLocalTsa fails saying so.
 */

export interface OpensslRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `openssl args…`; answers its exit status and output (never throws for a non-zero status). */
export const openssl = (args: ReadonlyArray<string>, cwd?: string): Promise<OpensslRun> =>
  new Promise((resolve, reject) => {
    execFile("openssl", [...args], { cwd, timeout: 30_000 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(
          new Error(
            "the `openssl` command is missing: the RFC 3161 tests run a local authority with it " +
              "(Debian: apt-get install openssl)",
          ),
        );
        return;
      }
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

const mustSucceed = async (args: ReadonlyArray<string>, cwd: string): Promise<void> => {
  const run = await openssl(args, cwd);
  if (run.code !== 0) throw new Error(`openssl ${args.join(" ")} failed (${run.code}): ${run.stderr}`);
};

/** What the authority answers instead of a real reply, for tests of a misbehaving one. */
export type Misbehaviour = (request: Uint8Array, response: ServerResponse) => void;

export interface LocalTsa {
  /** The authority's URL (POST time-stamp queries here). */
  readonly url: string;
  readonly dir: string;
  /** The CA certificate (PEM), the trust anchor for `openssl ts -verify -CAfile`. */
  readonly caFile: string;
  /** The TSA's own certificate (PEM). */
  readonly tsaCertFile: string;
  /** Answers the next requests with `misbehaviour` instead (null: back to real replies). */
  readonly misbehave: (misbehaviour: Misbehaviour | null) => void;
  /** `openssl ts -verify` of a DER token against the data it should cover; answers openssl's run. */
  readonly verify: (data: Uint8Array, token: Uint8Array) => Promise<OpensslRun>;
  readonly close: () => Promise<void>;
}

/** `openssl ts` configuration, its paths relative to the authority's folder (openssl runs there). */
const TS_CONFIG = `
[ tsa ]
default_tsa = tsa_config

[ tsa_config ]
dir = .
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
other_policies = 1.2.3.4.5
digests = sha256, sha384, sha512
accuracy = secs:1
clock_precision_digits = 0
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

/** An openssl command line of words without spaces (run in the authority's folder, on relative names). */
export const words = (line: string): string[] => line.trim().split(/\s+/);

/** Makes the CA, the TSA key and certificate, and the `openssl ts` configuration in `dir`. */
const makeAuthority = async (dir: string): Promise<void> => {
  const ec = "-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes";
  await mustSucceed(
    words(`req -x509 ${ec} -keyout ca.key -out ca.pem -days 2 -subj /CN=avow-test-ca
      -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign`),
    dir,
  );
  await mustSucceed(words(`req -new ${ec} -keyout tsa.key -out tsa.csr -subj /CN=avow-test-tsa`), dir);
  fs.writeFileSync(
    path.join(dir, "tsa-ext.cnf"),
    "basicConstraints = CA:FALSE\nkeyUsage = critical, digitalSignature\nextendedKeyUsage = critical, timeStamping\n",
  );
  await mustSucceed(
    words(
      "x509 -req -in tsa.csr -CA ca.pem -CAkey ca.key -set_serial 2 -days 2 -extfile tsa-ext.cnf -out tsa.pem",
    ),
    dir,
  );
  fs.writeFileSync(path.join(dir, "serial"), "01\n");
  fs.writeFileSync(path.join(dir, "ts.cnf"), TS_CONFIG);
};

const bodyOf = (request: IncomingMessage): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.on("error", reject);
  });

export const startLocalTsa = async (): Promise<LocalTsa> => {
  await openssl(["version"]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-tsa-"));
  await makeAuthority(dir);
  let misbehaviour: Misbehaviour | null = null;
  let answered = 0;
  let queue: Promise<void> = Promise.resolve();

  /** One `openssl ts -reply` at a time: it updates the serial file. */
  const reply = (query: Uint8Array): Promise<Uint8Array | null> => {
    const run = queue.then(async () => {
      const n = answered + 1;
      fs.writeFileSync(path.join(dir, `query-${n}.tsq`), query);
      const result = await openssl(
        words(
          `ts -reply -queryfile query-${n}.tsq -config ts.cnf -inkey tsa.key -signer tsa.pem -out reply-${n}.tsr`,
        ),
        dir,
      );
      const replyFile = path.join(dir, `reply-${n}.tsr`);
      if (result.code !== 0 || !fs.existsSync(replyFile)) return null;
      answered = n;
      return new Uint8Array(fs.readFileSync(replyFile));
    });
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const query = await bodyOf(request);
      if (misbehaviour) {
        misbehaviour(query, response);
        return;
      }
      if (request.method !== "POST" || request.headers["content-type"] !== "application/timestamp-query") {
        response.writeHead(415).end();
        return;
      }
      const answer = await reply(query);
      if (!answer) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(answer);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the local TSA has no port");

  return {
    url: `http://127.0.0.1:${address.port}/tsr`,
    dir,
    caFile: path.join(dir, "ca.pem"),
    tsaCertFile: path.join(dir, "tsa.pem"),
    misbehave: (next) => {
      misbehaviour = next;
    },
    verify: async (data, token) => {
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      fs.writeFileSync(path.join(dir, `data-${stamp}`), data);
      fs.writeFileSync(path.join(dir, `token-${stamp}.der`), token);
      return openssl(
        words(
          `ts -verify -data data-${stamp} -in token-${stamp}.der -token_in -CAfile ca.pem -untrusted tsa.pem`,
        ),
        dir,
      );
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
