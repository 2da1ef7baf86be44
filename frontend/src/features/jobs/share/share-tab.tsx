import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import Card from 'react-bootstrap/Card';
import { ShareTabEmails } from '../emails/share-tab-emails';
import { CreateShareLinkForm } from './create-share-link-form';
import { ShareLinksList } from './share-links-list';

/** The Share tab (spec section 2): create a link for some of the form's sections, and the links. */
export function ShareTab({ job }: { job: JobDetail }) {
  return (
    <div className="d-grid gap-4">
      <Card as="section" aria-label="Create Share Link" className="shadow-sm border-0">
        <Card.Header className="bg-body py-3">
          <h2 className="h5 mb-0">Create Share Link</h2>
        </Card.Header>
        <Card.Body>
          <CreateShareLinkForm job={job} />
        </Card.Body>
      </Card>
      <Card as="section" aria-label="Share Links" className="shadow-sm border-0 overflow-hidden">
        <Card.Header className="bg-body py-3">
          <h2 className="h5 mb-0">Share Links</h2>
        </Card.Header>
        <ShareLinksList job={job} />
      </Card>
      <ShareTabEmails job={job} />
    </div>
  );
}
