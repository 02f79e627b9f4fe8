import { Data } from "effect";

/**
 * The failures every API service can end with. Machines branch on `_tag`; the UI maps `code` (the
 * server's error code, or a client-side one) to a translated message. No prose crosses from here.
 */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{ readonly code: string }> {}
export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly code: string }> {}
export class NotFound extends Data.TaggedError("NotFound")<{ readonly code: string }> {}
/** The server refused the request as it was (400, 409, 413, 415, 422, 429). */
export class Invalid extends Data.TaggedError("Invalid")<{
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** The fields the server named as wrong (a 400 for a form's body); empty otherwise. */
  readonly fields?: Readonly<Record<string, string>>;
}> {}
/** No answer: the network is down, the server unreachable, or the request timed out. */
export class Offline extends Data.TaggedError("Offline")<{ readonly code: "offline" | "timeout" }> {}
/** An answer we cannot use: a 5xx, or a body that does not match the contract. */
export class Unexpected extends Data.TaggedError("Unexpected")<{
  readonly code: string;
  readonly status: number;
  readonly detail: string;
}> {}

export type ApiFailure = Unauthorized | Forbidden | NotFound | Invalid | Offline | Unexpected;
