import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage, errorStatus } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';
import { FormSettingsCard } from './form-settings/form-settings-card';
import { useGetFormQuery } from './forms-api';
import { StatusBadge } from './forms-table';
import { LogoVariantsCard } from './logo-variants-card';
import { SectionsBoard } from './sections-board';

/** /form/:id — the form builder (permission forms); without an id it goes to /forms. */
export function FormBuilderPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.forms} replace />;
  // Keyed by id so that another form starts from fresh local state.
  return <FormBuilder key={id} id={id} />;
}

function FormBuilder({ id }: { id: string }) {
  const { data: form, error, isError, refetch } = useGetFormQuery(id);

  if (isError) {
    const missing = errorStatus(error) === 404;
    return (
      <>
        <BackLink />
        <Alert
          variant="danger"
          className="d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          {missing
            ? 'This form could not be found.'
            : errorMessage(error, 'The form could not be loaded.')}
          {!missing && (
            <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </>
    );
  }
  if (!form) return <LoadingState label="Loading Form..." />;
  return <Builder form={form} />;
}

function Builder({ form }: { form: FormDto }) {
  return (
    <>
      <BackLink />
      <header className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 text-break">{form.name}</h1>
        <StatusBadge status={form.status} />
        <Badge
          bg={form.mapped ? 'primary-subtle' : 'light'}
          text={form.mapped ? 'primary-emphasis' : 'secondary'}
          className="border fw-medium"
        >
          {form.mapped ? 'Mapped' : 'Not mapped'}
        </Badge>
      </header>
      <FormSettingsCard form={form} />
      <LogoVariantsCard form={form} />
      <h2 className="h4 mt-5 mb-1">Sections</h2>
      <p className="small text-body-secondary mb-3">
        Drag the handles to reorder sections, or to move fields within and between sections.
      </p>
      <SectionsBoard form={form} />
    </>
  );
}

function BackLink() {
  return (
    <Link to={paths.forms} className="d-inline-block mb-3 small text-decoration-none">
      ← Back to Forms
    </Link>
  );
}
