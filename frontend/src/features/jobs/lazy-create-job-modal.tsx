import { lazy, Suspense, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';

const CreateJobModal = lazy(() =>
  import('./create-job-modal').then((module) => ({ default: module.CreateJobModal })),
);

interface LazyCreateJobModalProps {
  show: boolean;
  onHide: () => void;
}

/**
 * The Create Job modal, its code (react-hook-form, zod) fetched the first time it opens so that
 * the job lists load without it; it stays mounted afterwards to close and reopen as before.
 */
export function LazyCreateJobModal({ show, onHide }: LazyCreateJobModalProps) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense
      fallback={
        <Spinner
          animation="border"
          role="status"
          className="position-fixed top-50 start-50"
          aria-label="Loading…"
        />
      }
    >
      <CreateJobModal show={show} onHide={onHide} />
    </Suspense>
  );
}
