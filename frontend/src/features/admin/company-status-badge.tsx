import {
  COMPANY_STATUS_LABELS,
  type CompanyStatus,
} from '@job-intake/contracts/identity/company-api';
import Badge from 'react-bootstrap/Badge';

const VARIANTS: Record<CompanyStatus, { bg: string; text?: 'dark' }> = {
  demo: { bg: 'info', text: 'dark' },
  setup: { bg: 'primary' },
  beta: { bg: 'warning', text: 'dark' },
  active: { bg: 'success' },
  inactive: { bg: 'secondary' },
  hold: { bg: 'danger' },
  closed: { bg: 'dark' },
};

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  const { bg, text } = VARIANTS[status];
  return (
    <Badge bg={bg} text={text}>
      {COMPANY_STATUS_LABELS[status]}
    </Badge>
  );
}
