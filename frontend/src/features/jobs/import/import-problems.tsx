import type { ImportProblem } from '@job-intake/contracts/jobs/job-import-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { SETTINGS_LOCATION_SEARCH } from '../settings-edit-request';
import { scrollToField } from './scroll-to-field';

/** The pre-send check: what the provider would refuse, each with the way to fix it, or Ready. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  if (problems.length === 0)
    return (
      <p className="text-success fw-semibold mb-0 d-flex align-items-center gap-2">
        <CircleCheckIcon aria-hidden="true" className="flex-shrink-0" /> Ready to send: the check
        found no problems.
      </p>
    );
  return (
    <div>
      <p className="text-danger fw-semibold mb-2 d-flex align-items-center gap-2">
        <CircleAlertIcon aria-hidden="true" className="flex-shrink-0" />
        {problems.length === 1
          ? '1 problem to fix before sending'
          : `${problems.length} problems to fix before sending`}
      </p>
      <ul className="mb-0 ps-3" aria-label="Problems to fix before sending">
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.field_id ?? index}`} className="mb-1">
            {problem.message} <ProblemFix problem={problem} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProblemFix({ problem }: { problem: ImportProblem }) {
  const [missing, setMissing] = useState(false);
  if (problem.code === 'contact_location')
    return (
      <Link to={{ search: SETTINGS_LOCATION_SEARCH }} className="text-nowrap">
        Open the Settings
      </Link>
    );
  const fieldId = problem.field_id;
  if (!fieldId) return null;
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="p-0 align-baseline text-nowrap"
        onClick={() => setMissing(!scrollToField(fieldId))}
      >
        Go to the field
      </Button>
      {missing && (
        <span className="text-body-secondary small">
          {' '}
          (not shown: check the section&apos;s rules)
        </span>
      )}
    </>
  );
}
