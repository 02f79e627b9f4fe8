import { useEffect, useRef } from "react";

const focusField = (idPrefix: string, field: string | undefined) => {
  if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
};

/**
 * Focus goes to a form's first wrong field (its element's id is `${idPrefix}-${field}`): at once when the
 * form's own checks stop a send (call the function returned with the problems right after sending), and when
 * the server's answer names fields (once `submitting` is over).
 */
export const useFirstProblemFocus = <F extends string>(
  idPrefix: string,
  fields: ReadonlyArray<F>,
  problems: Partial<Record<F, unknown>>,
  submitting: boolean,
): ((problems: Partial<Record<F, unknown>>) => void) => {
  const wasSubmitting = useRef(false);
  const firstProblem = fields.find((field) => problems[field] !== undefined);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) focusField(idPrefix, firstProblem);
    wasSubmitting.current = submitting;
  }, [idPrefix, submitting, firstProblem]);
  return (found) =>
    focusField(
      idPrefix,
      fields.find((field) => found[field] !== undefined),
    );
};
