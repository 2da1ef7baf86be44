import Alert from 'react-bootstrap/Alert';

/** The outcome of the last action: saved, or refused with the problems found. */
export interface JobFormNoticeValue {
  variant: 'danger' | 'success';
  text: string;
  lines?: string[];
}

interface JobFormNoticeProps {
  notice: JobFormNoticeValue | null;
  onClose: () => void;
}

/**
 * The notice shown where the buttons are, with the list of problems if any. A refusal is an
 * alert (announced at once); a success is told politely through a status region that is always
 * there, since screen readers announce changes of a live region, not its arrival.
 */
export function JobFormNotice({ notice, onClose }: JobFormNoticeProps) {
  const success = notice?.variant === 'success';
  return (
    <>
      {notice && !success && <NoticeAlert notice={notice} onClose={onClose} alert />}
      <div role="status" aria-label="Form status">
        {notice && success && (
          // Not an alert itself: the status region around it announces it.
          <NoticeAlert notice={notice} onClose={onClose} alert={false} />
        )}
      </div>
    </>
  );
}

function NoticeAlert({
  notice,
  onClose,
  alert,
}: {
  notice: JobFormNoticeValue;
  onClose: () => void;
  alert: boolean;
}) {
  return (
    <Alert
      variant={notice.variant}
      className="mx-3 mb-3 mt-0 d-print-none"
      dismissible
      transition={false}
      role={alert ? 'alert' : undefined}
      onClose={onClose}
    >
      <div className={notice.lines?.length ? 'fw-semibold' : undefined}>{notice.text}</div>
      {notice.lines && notice.lines.length > 0 && (
        <ul className="mb-0 mt-1 small">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
