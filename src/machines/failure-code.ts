/**
 * The code a failed call carries, for the UI to explain: the services' tagged errors have `_tag` and, when
 * the server answered, its `code`; no answer at all is "offline"; anything else is "unexpected".
 */
export const failureCode = (error: unknown): string => {
  if (typeof error !== "object" || error === null) return "unexpected";
  const failure = error as { readonly _tag?: unknown; readonly code?: unknown };
  if (failure._tag === "Offline") return "offline";
  return typeof failure.code === "string" ? failure.code : "unexpected";
};
