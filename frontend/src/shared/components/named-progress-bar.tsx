import ProgressBar from 'react-bootstrap/ProgressBar';

interface NamedProgressBarProps {
  percent: number;
  /** The accessible name, e.g. 'Riverside Clinic progress'. */
  label: string;
  /** Classes of the bar's track (its size). */
  className?: string;
}

/** A progress bar with its name and the percentage written beside it (read once, as the value). */
export function NamedProgressBar({ percent, label, className }: NamedProgressBarProps) {
  return (
    <div className="d-flex align-items-center gap-2">
      {/* react-bootstrap puts role=progressbar on the inner bar, so the inner bar carries the name. */}
      <ProgressBar className={className}>
        <ProgressBar
          now={percent}
          variant={percent === 100 ? 'success' : undefined}
          aria-label={label}
        />
      </ProgressBar>
      <span className="small text-body-secondary" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
