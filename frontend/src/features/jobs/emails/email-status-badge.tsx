import type { EmailStatus } from '@job-intake/contracts/emails/emails-api';
import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<EmailStatus, { label: string; bg: string }> = {
  pending: { label: 'Pending', bg: 'secondary' },
  sent: { label: 'Sent', bg: 'success' },
  error: { label: 'Error', bg: 'danger' },
  expired: { label: 'Expired', bg: 'dark' },
};

/** An e-mail's status as the server gives it. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { label, bg } = LOOKS[status];
  return <Badge bg={bg}>{label}</Badge>;
}
