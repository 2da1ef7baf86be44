import Alert from 'react-bootstrap/Alert';

interface CreateJobAlertsProps {
  /** The server's message when the job could not be created. */
  createError: string | null;
  formsFailed: boolean;
  noFormOffered: boolean;
}

/** Why the New Job modal cannot (or could not) create the job. */
export function CreateJobAlerts({ createError, formsFailed, noFormOffered }: CreateJobAlertsProps) {
  return (
    <>
      {createError !== null && (
        <Alert variant="danger" className="mb-0">
          {createError}
        </Alert>
      )}
      {formsFailed && (
        <Alert variant="danger" className="mb-0">
          The forms could not be loaded.
        </Alert>
      )}
      {noFormOffered && (
        <Alert variant="warning" className="mb-0">
          No form is available for new jobs yet. A form must be active and mapped before jobs can be
          created on it.
        </Alert>
      )}
    </>
  );
}
