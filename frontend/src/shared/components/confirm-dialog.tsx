import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../ui/dialog-footer';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: 'danger' | 'primary';
  busy?: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a destructive action or one that cannot be taken back. */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <Alert variant="danger">{error}</Alert>}
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <DialogFooter
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        variant={variant}
        busy={busy}
      />
    </Modal>
  );
}
