import type { ConfigField } from '@job-intake/contracts/forms/forms-api';
import { CircleCheckIcon } from 'lucide-react';
import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { CreatedPublicJob } from './public-job-form';

export const JOB_CREATED_TITLE = 'Job Created';
export const JOB_CREATED_THANKS =
  'Thank you! Your job has been submitted and will be reviewed shortly.';

interface PublicJobCreatedProps {
  job: CreatedPublicJob;
  /** The form's own fields, for their labels. */
  configFields: readonly ConfigField[];
  onAnother: () => void;
}

/** The result of the public new-job form, under the page's 'Job Created' title. */
export function PublicJobCreated({ job, configFields, onAnother }: PublicJobCreatedProps) {
  const shown = configFields.filter((field) => job[field.name] !== '');
  return (
    <Card className="border-0 shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body className="p-4 text-center">
        <CircleCheckIcon className="text-success mb-3 fs-1" aria-hidden="true" />
        <p className="fs-5">{JOB_CREATED_THANKS}</p>
        {shown.length > 0 && (
          <dl className="row text-start mb-4">
            {shown.map((field) => (
              <Fragment key={field.name}>
                <dt className="col-6 text-end">{field.label}</dt>
                <dd className="col-6 mb-1">{job[field.name]}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <div>
          <Button variant="outline-primary" onClick={onAnother}>
            Submit another job
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
