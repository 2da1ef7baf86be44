import Form from 'react-bootstrap/Form';
import { DateInput } from '../../shared/job-form/date-input';

interface DateWithEstimateProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or empty. */
  date: string;
  estimate: boolean;
  onDate: (date: string) => void;
  onEstimate: (estimate: boolean) => void;
  /** Hides the label (a table row already names the date). */
  hideLabel?: boolean;
}

/** A furnishing date (typed MM/DD/YYYY) with its estimate flag (ff_est, lf_est). */
export function DateWithEstimate({
  id,
  label,
  date,
  estimate,
  onDate,
  onEstimate,
  hideLabel = false,
}: DateWithEstimateProps) {
  return (
    <Form.Group>
      <Form.Label htmlFor={id} visuallyHidden={hideLabel}>
        {label}
      </Form.Label>
      {/* Furnishing dates may lie ahead (the default last one is a week away). */}
      <DateInput id={id} value={date} onChange={onDate} allowFuture />
      <Form.Check
        id={`${id}-estimate`}
        className="mt-1 small"
        label="Estimate"
        aria-label={`${label} is an estimate`}
        checked={estimate}
        onChange={(event) => onEstimate(event.target.checked)}
      />
    </Form.Group>
  );
}
