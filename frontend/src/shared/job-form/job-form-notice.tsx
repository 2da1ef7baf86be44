import Alert from 'react-bootstrap/Alert';

/** The outcome of the last action: saved, or refused with the problems found. */
export interface JobFormNoticeValue {
  variant: 'danger' | 'success';
  text: string;
  lines?: string[];
}

interface JobFormNoticeProps {
  notice: JobFormNoticeValue;
  onClose: () => void;
}

/** The notice shown where the buttons are, with the list of problems if any. */
export function JobFormNotice({ notice, onClose }: JobFormNoticeProps) {
  return (
    <Alert
      variant={notice.variant}
      className="mx-3 mb-3 mt-0 d-print-none"
      dismissible
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
