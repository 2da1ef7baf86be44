import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  GUEST_CONFLICT_KEEP_MINE,
  GUEST_CONFLICT_TITLE,
  GUEST_CONFLICT_USE_THEIRS,
  type GuestAnswerConflict,
} from '@job-intake/contracts/guests/guest-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { useEffect, useId, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { answerText } from '../../../../shared/job-form/answer-text';
import { Button } from '../../../../shared/ui/button';

export interface ConflictPanelProps {
  form: FormSnapshot;
  conflicts: readonly GuestAnswerConflict[];
  onKeepMine: (conflict: GuestAnswerConflict) => void;
  onUseTheirs: (conflict: GuestAnswerConflict) => void;
}

const NO_ANSWER = '(no answer)';

/**
 * The fields a save did not overwrite because someone else changed them meanwhile: both values
 * side by side and the guest's choice for each. Focus moves here when it appears.
 */
export function ConflictPanel({ form, conflicts, onKeepMine, onUseTheirs }: ConflictPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const shown = conflicts.length > 0;
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  if (!shown) return null;

  const fields = form.sections.flatMap((section) => section.fields);
  const text = (fieldId: string, value: AnswerValue | null) => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    return (field ? answerText(field, value ?? undefined) : '') || NO_ANSWER;
  };

  return (
    <section ref={panel} tabIndex={-1} aria-labelledby={titleId} data-testid="guest-conflicts">
      <Alert variant="warning" transition={false}>
        <h2 id={titleId} className="h5">
          {GUEST_CONFLICT_TITLE}
        </h2>
        <ul className="list-unstyled mb-0">
          {conflicts.map((conflict) => {
            const title =
              fields.find((f) => f.id === conflict.field_id)?.title ?? conflict.field_id;
            return (
              <li key={conflict.field_id} className="border-top pt-2 mt-2">
                <h3 className="h6 mb-1">{title}</h3>
                <dl className="row mb-2">
                  <dt className="col-4">Yours</dt>
                  <dd className="col-8 mb-1">{text(conflict.field_id, conflict.yours)}</dd>
                  <dt className="col-4">Theirs</dt>
                  <dd className="col-8 mb-1">{text(conflict.field_id, conflict.theirs)}</dd>
                </dl>
                <div className="d-flex flex-wrap gap-2">
                  <Button
                    variant="primary"
                    onClick={() => onKeepMine(conflict)}
                    aria-label={`${GUEST_CONFLICT_KEEP_MINE}: ${title}`}
                  >
                    {GUEST_CONFLICT_KEEP_MINE}
                  </Button>
                  <Button
                    variant="outline-secondary"
                    onClick={() => onUseTheirs(conflict)}
                    aria-label={`${GUEST_CONFLICT_USE_THEIRS}: ${title}`}
                  >
                    {GUEST_CONFLICT_USE_THEIRS}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Alert>
    </section>
  );
}
