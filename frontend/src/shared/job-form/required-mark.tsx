import { REQUIRED_BADGE } from '@job-intake/contracts/job-form/messages';
import Badge from 'react-bootstrap/Badge';
import { CircleCheckIcon } from 'lucide-react';

export const REQUIRED_FILLED_LABEL = 'Required field filled';

/**
 * A required field's 'Required' badge, which turns into a check once the field is filled. It
 * sits beside the label, not in it: the input names it in aria-describedby, by this id.
 */
export function RequiredMark({ id, filled }: { id?: string; filled: boolean }) {
  return filled ? (
    <span id={id} className="text-success ms-2 align-text-bottom" data-required="filled">
      <CircleCheckIcon role="img" aria-label={REQUIRED_FILLED_LABEL}>
        <title>{REQUIRED_FILLED_LABEL}</title>
      </CircleCheckIcon>
    </span>
  ) : (
    <Badge id={id} bg="danger" className="ms-2 fw-semibold align-middle" data-required="missing">
      {REQUIRED_BADGE}
    </Badge>
  );
}
