import Spinner from 'react-bootstrap/Spinner';

export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="d-flex align-items-center justify-content-center gap-2 py-5 text-body-secondary"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {label}
    </div>
  );
}
