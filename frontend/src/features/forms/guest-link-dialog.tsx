import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../shared/ui/dialog-footer';

interface GuestLinkDialogProps {
  show: boolean;
  onHide: () => void;
  origin: string;
}

/** Explains the guest link format (spec section 2, "Forms list"). */
export function GuestLinkDialog({ show, onHide, origin }: GuestLinkDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          Guest Form Link
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          A guest link opens the form as a public new-job form. Your customers fill it in without
          signing in, and the job appears in your Open list once they submit it.
        </p>
        <p className="mb-2">Each logo of a form has its own link:</p>
        <pre className="bg-body-tertiary border rounded px-3 py-2 small mb-3 text-wrap text-break">
          <code>{origin}/new/&#123;uuid&#125;</code>
        </pre>
        <p className="mb-2">
          With <strong>Include Your Contact ID</strong> checked, your contact ID is added to the
          end:
        </p>
        <pre className="bg-body-tertiary border rounded px-3 py-2 small mb-3 text-wrap text-break">
          <code>{origin}/new/&#123;uuid&#125;/&#123;cntid&#125;</code>
        </pre>
        <p className="mb-0 text-body-secondary small">
          Jobs created through a link with your contact ID list you as their creator, and you are
          notified of their updates. Without it, the company&apos;s default contact is the creator.
        </p>
      </Modal.Body>
      <DialogFooter onCancel={onHide} cancelLabel="Close" />
    </Modal>
  );
}
