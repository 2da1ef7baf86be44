import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { CreateJobForm } from './create-job-form';
import styles from './create-job-modal.module.css';
import touch from '../../shared/job-form/touch-targets.module.css';
import { JobCreatedView } from './job-created-view';

interface CreateJobModalProps {
  show: boolean;
  onHide: () => void;
}

/** The new-job modal (spec section 2, Jobs page), 650px wide. */
export function CreateJobModal({ show, onHide }: CreateJobModalProps) {
  const titleId = useId();
  const [created, setCreated] = useState<CreateJobResponse | null>(null);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setCreated(null)}
      dialogClassName={styles.dialog}
      contentClassName={touch.touch}
      aria-labelledby={titleId}
      backdrop={created ? true : 'static'}
    >
      {created?.history_record ? (
        <JobCreatedView titleId={titleId} jobId={created.id} link={created.history_record} />
      ) : (
        // The form mounts with the modal, so every opening starts afresh.
        <CreateJobForm titleId={titleId} onCancel={onHide} onCreated={setCreated} />
      )}
    </Modal>
  );
}
