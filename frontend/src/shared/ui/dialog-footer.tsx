import type { ReactNode } from 'react';
import type { ButtonVariant } from 'react-bootstrap/types';
import Modal from 'react-bootstrap/Modal';
import { Button } from './button';

interface DialogFooterProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** The confirming button's label; without it the footer holds only the cancel button. */
  confirmLabel?: string;
  /** Without onConfirm the confirming button submits the dialog's form. */
  onConfirm?: () => void;
  variant?: ButtonVariant;
  busy?: boolean;
  /** The confirming button cannot be pressed (besides while busy). */
  disabled?: boolean;
  /** Further actions, between Cancel and the confirming button. */
  children?: ReactNode;
}

/** A dialog's footer: Cancel, then the button that confirms, busy while its action runs. */
export function DialogFooter({
  onCancel,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  variant = 'primary',
  busy = false,
  disabled = false,
  children,
}: DialogFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
      {confirmLabel && (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          variant={variant}
          onClick={onConfirm}
          busy={busy}
          disabled={disabled}
        >
          {confirmLabel}
        </Button>
      )}
    </Modal.Footer>
  );
}
