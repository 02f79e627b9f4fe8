/**
 * A failure code as a screen words it: the code itself when the screen has a sentence for it, otherwise
 * "unexpected" (so a code the server adds later still reads as a plain apology, never as a raw key).
 */
export const knownCode = <K extends string>(known: ReadonlyArray<K>, code: string): K | "unexpected" =>
  (known as ReadonlyArray<string>).includes(code) ? (code as K) : "unexpected";
