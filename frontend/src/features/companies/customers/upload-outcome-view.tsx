import { UPLOAD_SUCCESS_MESSAGE } from '@job-intake/contracts/identity/users-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { UploadOutcome } from './upload-outcome';
import { UploadProblems } from './upload-problems';

interface UploadOutcomeViewProps {
  outcome: UploadOutcome;
  busy: boolean;
  onSkip: () => void;
}

const customers = (count: number) => (count === 1 ? '1 customer' : `${count} customers`);
const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/**
 * How the last upload went: the customers added (and the lines skipped), or the refused file's
 * problems with the choice to store its good lines only.
 */
export function UploadOutcomeView({ outcome, busy, onSkip }: UploadOutcomeViewProps) {
  if (outcome.ok) {
    const { upload_count, skipped } = outcome.result;
    return (
      <div className="mt-3">
        <Alert variant="success" className="mb-2">
          {UPLOAD_SUCCESS_MESSAGE} {customers(upload_count)} added
          {skipped.length > 0 && `; ${lines(new Set(skipped.map((e) => e.line)).size)} skipped`}.
        </Alert>
        {skipped.length > 0 && <UploadProblems label="Skipped lines" errors={skipped} />}
      </div>
    );
  }
  return (
    <div className="mt-3">
      <Alert variant="danger" className="mb-2">
        Error: {outcome.message} Nothing was stored.
      </Alert>
      {outcome.errors.length > 0 && (
        <UploadProblems label="Problems in the file" errors={outcome.errors} />
      )}
      {outcome.validCount > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          <Button variant="warning" onClick={onSkip} disabled={busy}>
            Skip rows with errors
          </Button>
          <span className="small text-body-secondary">
            stores the other {customers(outcome.validCount)} of the file.
          </span>
        </div>
      )}
    </div>
  );
}
