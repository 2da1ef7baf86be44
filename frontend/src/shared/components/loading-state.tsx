import Spinner from 'react-bootstrap/Spinner';

/** A page's or a card's content while it loads (`data-loading`: guest-layout.module.css). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-loading
      className="d-flex align-items-center justify-content-center gap-2 py-5 text-body-secondary"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {label}
    </div>
  );
}
