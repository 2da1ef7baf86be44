import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { CreateShareLinkForm } from './create-share-link-form';
import { useListShareLinksQuery } from './share-links-api';

/** The Settings panel's Custom job links: Create Custom Job Link, and how many links there are. */
export function CustomJobLinks({ job }: { job: JobDetail }) {
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const { data } = useListShareLinksQuery(job.id);
  const count = data?.links.length;

  return (
    <section
      aria-label="Custom job links"
      className="border-top px-3 py-3 d-flex flex-wrap align-items-center gap-3"
    >
      <h3 className="h6 mb-0">Custom job links</h3>
      {count !== undefined && (
        <Link to="?tab=share" className="small">
          {count === 1 ? '1 link' : `${count} links`} on the Share tab
        </Link>
      )}
      <Button
        size="sm"
        variant="outline-primary"
        className="ms-auto"
        onClick={() => setCreating(true)}
      >
        Create Custom Job Link
      </Button>
      <Modal show={creating} onHide={() => setCreating(false)} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Create Custom Job Link</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CreateShareLinkForm job={job} />
        </Modal.Body>
      </Modal>
    </section>
  );
}
