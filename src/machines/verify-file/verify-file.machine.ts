import { assign, fromPromise, setup } from "xstate";
import type { Verification } from "../../../contracts/proof/verify.ts";
import type { HashLookup, InclusionProof, LogPublicKey } from "../../../contracts/schema/proof.ts";
import { failureCode } from "../failure-code.ts";
import { MAX_UPLOAD_BYTES } from "../upload/upload-rules.ts";

/** What the log said of the file's hash when it had recorded it. */
export type RecordedLookup = Extract<HashLookup, { recorded: true }>;

/** The steps that talk to something and can fail for a reason a retry may cure. */
export type VerifyStep = "hashing" | "lookingUp" | "fetchingProof" | "verifying";

/** What `fetchProof` answers: the inclusion proof at the latest signed size, and the log's key. */
export interface FetchedProof {
  readonly proof: InclusionProof;
  readonly publicKey: LogPublicKey;
}

/** What `checkProof` is given: everything verifyInclusionAnswer needs. */
export interface ProofToCheck extends FetchedProof {
  readonly sha256: string;
}

export interface VerifyFileContext {
  /** The largest file worth hashing: Avow accepts nothing larger, so it cannot have recorded it. */
  readonly maxBytes: number;
  /** The file being checked; it never leaves the browser (only its SHA-256 is sent). */
  readonly file: File | null;
  /** Lower-case hex SHA-256 of the file's bytes, once computed. */
  readonly sha256: string | null;
  readonly lookup: RecordedLookup | null;
  readonly proof: InclusionProof | null;
  readonly publicKey: LogPublicKey | null;
  readonly verification: Verification | null;
  /** Why the last step failed (`offline`, `rate_limited`, the server's code…), or null. */
  readonly errorCode: string | null;
  /** Which step failed, for `verify.retry` to run it again. */
  readonly failedStep: VerifyStep | null;
}

export type VerifyFileEvent =
  { type: "file.chosen"; file: File } | { type: "verify.retry" } | { type: "verify.reset" };

const CLEARED = {
  file: null,
  sha256: null,
  lookup: null,
  proof: null,
  publicKey: null,
  verification: null,
  errorCode: null,
  failedStep: null,
} as const;

/** Goes to `error`, remembering which step to run again. */
const failAt = (step: VerifyStep) =>
  ({
    target: "error",
    actions: {
      type: "assignFailure",
      params: ({ event }: { event: { error: unknown } }) => ({ step, error: event.error }),
    },
  }) as const;

/**
 * Checks a file against Avow's proof log on the public /verify page (issue 9): the file's SHA-256 is computed
 * in the browser (`hashFile`), looked up in the log (`lookUp`); when the log recorded it, the inclusion proof
 * at the latest signed size and the log's key are fetched (`fetchProof`) and checked in the browser
 * (`checkProof`: content, inclusion, signature, key). A new file restarts from hashing whatever is under way
 * (the running call is stopped); `verify.reset` goes back to waiting for a file from anywhere.
 */
export const verifyFileMachine = setup({
  types: {
    input: {} as { readonly maxBytes?: number },
    context: {} as VerifyFileContext,
    events: {} as VerifyFileEvent,
  },
  actors: {
    // Supplied at the edge: SHA-256 of the file's bytes with Web Crypto.
    hashFile: fromPromise<string, { file: File }>(() => Promise.reject(new Error("hashFile not provided"))),
    // Supplied at the edge: GET /api/proof/lookup/{sha256}.
    lookUp: fromPromise<HashLookup, { sha256: string }>(() =>
      Promise.reject(new Error("lookUp not provided")),
    ),
    // Supplied at the edge: GET /api/proof/inclusion?leafIndex= and /.well-known/avow-log-key.json.
    fetchProof: fromPromise<FetchedProof, { leafIndex: number }>(() =>
      Promise.reject(new Error("fetchProof not provided")),
    ),
    // Supplied at the edge: verifyInclusionAnswer (contracts/proof/verify.ts) with Web Crypto.
    checkProof: fromPromise<Verification, ProofToCheck>(() =>
      Promise.reject(new Error("checkProof not provided")),
    ),
  },
  guards: {
    isTooLarge: ({ context }, params: { file: File }) => params.file.size > context.maxBytes,
    isRecorded: (_, params: { lookup: HashLookup }) => params.lookup.recorded,
    isVerified: (_, params: { verification: Verification }) => params.verification.ok,
    failedAt: ({ context }, params: { step: VerifyStep }) => context.failedStep === params.step,
  },
  actions: {
    assignFile: assign((_, params: { file: File }) => ({ ...CLEARED, file: params.file })),
    clearFile: assign(CLEARED),
    assignHash: assign((_, params: { sha256: string }) => ({ sha256: params.sha256 })),
    assignLookup: assign((_, params: { lookup: HashLookup }) => ({
      lookup: params.lookup.recorded ? params.lookup : null,
    })),
    assignProof: assign((_, params: FetchedProof) => ({ proof: params.proof, publicKey: params.publicKey })),
    assignVerification: assign((_, params: { verification: Verification }) => ({
      verification: params.verification,
    })),
    assignFailure: assign((_, params: { step: VerifyStep; error: unknown }) => ({
      failedStep: params.step,
      errorCode: failureCode(params.error),
    })),
    clearFailure: assign({ failedStep: null, errorCode: null }),
  },
}).createMachine({
  id: "verifyFile",
  context: ({ input }) => ({ maxBytes: input.maxBytes ?? MAX_UPLOAD_BYTES, ...CLEARED }),
  initial: "idle",
  on: {
    // From any state: the running step (if any) is left, which stops its actor, and the new file starts.
    "file.chosen": [
      {
        guard: { type: "isTooLarge", params: ({ event }) => ({ file: event.file }) },
        target: ".tooLarge",
        actions: { type: "assignFile", params: ({ event }) => ({ file: event.file }) },
      },
      {
        target: ".hashing",
        reenter: true,
        actions: { type: "assignFile", params: ({ event }) => ({ file: event.file }) },
      },
    ],
    "verify.reset": { target: ".idle", actions: "clearFile" },
  },
  states: {
    idle: {},
    hashing: {
      invoke: {
        id: "hashFile",
        src: "hashFile",
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: "lookingUp",
          actions: { type: "assignHash", params: ({ event }) => ({ sha256: event.output }) },
        },
        onError: failAt("hashing"),
      },
    },
    lookingUp: {
      invoke: {
        id: "lookUp",
        src: "lookUp",
        input: ({ context }) => ({ sha256: context.sha256 ?? "" }),
        onDone: [
          {
            guard: { type: "isRecorded", params: ({ event }) => ({ lookup: event.output }) },
            target: "fetchingProof",
            actions: { type: "assignLookup", params: ({ event }) => ({ lookup: event.output }) },
          },
          { target: "notRecorded" },
        ],
        onError: failAt("lookingUp"),
      },
    },
    fetchingProof: {
      invoke: {
        id: "fetchProof",
        src: "fetchProof",
        input: ({ context }) => ({ leafIndex: context.lookup?.leafIndex ?? 0 }),
        onDone: {
          target: "verifying",
          actions: { type: "assignProof", params: ({ event }) => event.output },
        },
        onError: failAt("fetchingProof"),
      },
    },
    verifying: {
      invoke: {
        id: "checkProof",
        src: "checkProof",
        input: ({ context }) => ({
          sha256: context.sha256 ?? "",
          proof: context.proof as InclusionProof,
          publicKey: context.publicKey as LogPublicKey,
        }),
        onDone: [
          {
            guard: { type: "isVerified", params: ({ event }) => ({ verification: event.output }) },
            target: "recorded",
            actions: { type: "assignVerification", params: ({ event }) => ({ verification: event.output }) },
          },
          {
            target: "failed",
            actions: { type: "assignVerification", params: ({ event }) => ({ verification: event.output }) },
          },
        ],
        onError: failAt("verifying"),
      },
    },
    /** The log recorded the file and every check passed. */
    recorded: {},
    /** The log never recorded this exact content (or not inside a signed head yet). */
    notRecorded: {},
    /** The log answered with a proof that does not verify: a serious warning, not "not recorded". */
    failed: {},
    /** Larger than any upload Avow accepts: not hashed, not looked up. */
    tooLarge: {},
    /** A step could not be done (no connection, rate limited, unreadable file…); it can be retried. */
    error: {
      on: {
        "verify.retry": [
          {
            guard: { type: "failedAt", params: { step: "hashing" } },
            target: "hashing",
            actions: "clearFailure",
          },
          {
            guard: { type: "failedAt", params: { step: "lookingUp" } },
            target: "lookingUp",
            actions: "clearFailure",
          },
          {
            guard: { type: "failedAt", params: { step: "fetchingProof" } },
            target: "fetchingProof",
            actions: "clearFailure",
          },
          { target: "verifying", actions: "clearFailure" },
        ],
      },
    },
  },
});

export type VerifyFileSnapshot = ReturnType<typeof verifyFileMachine.getInitialSnapshot>;

/** What the page shows: waiting, one of the working steps, or an outcome. */
export type VerifyScreen = "idle" | VerifyStep | "recorded" | "notRecorded" | "failed" | "tooLarge" | "error";

const SCREENS: ReadonlyArray<VerifyScreen> = [
  "idle",
  "hashing",
  "lookingUp",
  "fetchingProof",
  "verifying",
  "recorded",
  "notRecorded",
  "failed",
  "tooLarge",
  "error",
];

export const screenOf = (snapshot: VerifyFileSnapshot): VerifyScreen =>
  SCREENS.find((screen) => snapshot.matches(screen)) ?? "idle";

/** Whether a step is under way (the page says so, and a new file may still replace the one being checked). */
export const isWorking = (snapshot: VerifyFileSnapshot): boolean =>
  ["hashing", "lookingUp", "fetchingProof", "verifying"].includes(screenOf(snapshot));
