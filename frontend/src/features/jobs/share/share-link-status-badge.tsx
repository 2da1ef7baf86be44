import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import { CircleCheckIcon } from 'lucide-react';
import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<ShareLinkStatus, { label: string; bg: string }> = {
  open: { label: 'Open', bg: 'primary' },
  closed: { label: 'Closed', bg: 'secondary' },
  complete: { label: 'Complete', bg: 'success' },
};

/** A link's status; a complete link (the guest submitted it) carries the finalized check. */
export function ShareLinkStatusBadge({ status }: { status: ShareLinkStatus }) {
  const { label, bg } = LOOKS[status];
  return (
    <Badge bg={bg} className="d-inline-flex align-items-center gap-1">
      {status === 'complete' && <CircleCheckIcon role="img" aria-label="Finalized" size={14} />}
      {label}
    </Badge>
  );
}
