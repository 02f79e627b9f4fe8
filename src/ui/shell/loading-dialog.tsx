import { styled } from "@linaria/react";
import { useEffect, useRef } from "react";

const Dialog = styled.dialog`
  border: none;
  border-radius: 12px;
  padding: 1.5rem 2.5rem;
  font-size: 1.25rem;
  color: var(--avow-text);
  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
`;

/**
 * The modal shown while an org skin loads (seed §2). It cannot be dismissed: Escape and clicks outside do
 * nothing. Its text is fixed ('Cargando...'): the skin, and with it the language, is not known yet.
 */
export const LoadingDialog = ({ open }: { open: boolean }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-busy="true"
      aria-live="polite"
      aria-label="Cargando..."
      onCancel={(event) => event.preventDefault()}
    >
      Cargando...
    </Dialog>
  );
};
