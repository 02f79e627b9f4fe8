/**
 * Memoises an async function by a string key: the same key gets the same promise (React's `use()` needs
 * that to suspend only once), and a rejected promise is forgotten so that a later call tries again.
 */
export const cached = <A extends ReadonlyArray<string>, T>(
  fn: (...args: A) => Promise<T>,
): ((...args: A) => Promise<T>) => {
  const promises = new Map<string, Promise<T>>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    const known = promises.get(key);
    if (known) return known;
    const promise = fn(...args);
    promises.set(key, promise);
    promise.catch(() => promises.delete(key));
    return promise;
  };
};
