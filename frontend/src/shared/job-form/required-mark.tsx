import { REQUIRED_BADGE } from '@job-intake/contracts/job-form/messages';
import Badge from 'react-bootstrap/Badge';
import { CheckIcon } from './icons';

export const REQUIRED_FILLED_LABEL = 'Required field filled';

/** A required field's 'Required' badge, which turns into a check once the field is filled. */
export function RequiredMark({ filled }: { filled: boolean }) {
  return filled ? (
    <span className="text-success ms-2 align-text-bottom" data-required="filled">
      <CheckIcon label={REQUIRED_FILLED_LABEL} />
    </span>
  ) : (
    <Badge bg="danger" className="ms-2 fw-semibold align-middle" data-required="missing">
      {REQUIRED_BADGE}
    </Badge>
  );
}
