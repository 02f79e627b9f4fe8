/**
 * Counts attempts per key in fixed windows, in memory. Used before any password hashing, so that a flood of
 * guesses costs the server almost nothing. One process only: a cluster would need a shared store.
 */
export interface Throttle {
  /** Records an attempt; answers how many seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number;
  /** Forgets a key (after a successful sign-in, say). */
  reset(key: string): void;
}

export const createThrottle = (options: {
  readonly limit: number;
  readonly windowMs: number;
  readonly now: () => number;
  /** Upper bound on remembered keys, so that random keys cannot exhaust memory. */
  readonly maxKeys?: number;
}): Throttle => {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 100_000;

  const prune = (now: number) => {
    for (const [key, window] of windows) {
      if (now - window.start >= options.windowMs) windows.delete(key);
    }
  };

  return {
    hit(key) {
      const now = options.now();
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        if (windows.size >= maxKeys) prune(now);
        // Still full of live windows: forget the oldest (a Map keeps insertion order).
        while (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (oldest.done) break;
          windows.delete(oldest.value);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.limit) return 0;
      return Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
  };
};
