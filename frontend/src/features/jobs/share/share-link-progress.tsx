import ProgressBar from 'react-bootstrap/ProgressBar';

/** How much of the link's required fields the guest has answered. */
export function ShareLinkProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="d-flex align-items-center gap-2" style={{ minWidth: '7rem' }}>
      {/* The inner bar is the one with role=progressbar, so it carries the name. */}
      <ProgressBar className="flex-grow-1">
        <ProgressBar
          now={percent}
          variant={percent === 100 ? 'success' : undefined}
          aria-label={`Progress of ${label}`}
        />
      </ProgressBar>
      <span className="small text-body-secondary">{percent}%</span>
    </div>
  );
}
