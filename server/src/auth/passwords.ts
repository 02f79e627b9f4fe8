import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 runs it on libuv's thread pool,
// off the event loop.
// `Algorithm` is a const enum, which type stripping cannot inline: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a hash that cannot be read; never throws. */
export const verifyPassword = async (encoded: string, password: string): Promise<boolean> => {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
};

let dummy: Promise<string> | undefined;

const timingDummy = (): Promise<string> =>
  (dummy ??= hashPassword("no account has this password: it only makes timing uniform"));

/** Computes the dummy hash ahead of the first sign-in, so the first unknown email is not slower either. */
export const prepareTimingDummy = (): void => {
  void timingDummy();
};

/**
 * Spends the same time as a real check when there is no account (or no password) to check against, so
 * that "no such email" and "wrong password" cannot be told apart by timing.
 */
export const verifyAgainstNothing = async (password: string): Promise<false> => {
  await verifyPassword(await timingDummy(), password);
  return false;
};
