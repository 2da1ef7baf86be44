import Badge from 'react-bootstrap/Badge';
import Modal from 'react-bootstrap/Modal';
import { COMPOSE_MODE_LABELS, type ComposeMode, composeModeVariant } from './compose-mode';

/** The dialog's title with its mode as a badge (the title names the dialog for assistive tech). */
export function ComposeEmailHeader({ mode, titleId }: { mode: ComposeMode; titleId: string }) {
  return (
    <Modal.Header closeButton>
      <Modal.Title id={titleId} className="h5">
        {mode === 'view' ? 'View Email' : 'Compose Email'}
      </Modal.Title>
      <Badge
        bg={composeModeVariant(mode)}
        text={mode === 'edit' ? 'dark' : undefined}
        className="ms-3"
        data-testid="compose-mode"
      >
        {COMPOSE_MODE_LABELS[mode]}
      </Badge>
    </Modal.Header>
  );
}
