import { DATA_EXPORT_STATUSES } from '@job-intake/contracts/export/data-export-api';
import { JOB_STATUS_LABELS } from '@job-intake/contracts/jobs/job-status';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useListFormsQuery } from '../../../shared/api/form-list-api';
import { exportChoiceProblem, type ExportChoice, initialChoice } from './export-choice';

const DATE_INPUTS = [
  { key: 'created_from', label: 'Created from' },
  { key: 'created_to', label: 'Created to' },
] as const;

interface Props {
  onSubmit: (choice: ExportChoice) => void;
  busy: boolean;
  /** The company whose forms to offer when it is not the signed-in user's. */
  companyId: string | undefined;
}

/** The Data Export tab's choices: statuses, the creation date range and the form. */
export function DataExportForm({ onSubmit, busy, companyId }: Props) {
  const { register, control, handleSubmit } = useForm<ExportChoice>({
    defaultValues: initialChoice(),
  });
  const problem = useWatch({ control, compute: exportChoiceProblem });
  const { data: forms } = useListFormsQuery({
    size: 100,
    ...(companyId ? { company_id: companyId } : {}),
  });
  const submit = handleSubmit((choice) => {
    if (!exportChoiceProblem(choice)) onSubmit(choice);
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Statuses</legend>
        {DATA_EXPORT_STATUSES.map((status) => (
          <Form.Check
            key={status}
            inline
            id={`data-export-status-${status}`}
            label={JOB_STATUS_LABELS[status]}
            value={status}
            {...register('statuses')}
          />
        ))}
      </fieldset>
      <Row className="g-3 mb-3">
        {DATE_INPUTS.map(({ key, label }) => (
          <Col key={key} xs={12} sm={6} lg={3}>
            <Form.Label htmlFor={`data-export-${key}`}>{label}</Form.Label>
            <Form.Control id={`data-export-${key}`} type="date" {...register(key)} />
          </Col>
        ))}
        <Col xs={12} lg={6}>
          <Form.Label htmlFor="data-export-form">Form</Form.Label>
          <Form.Select id="data-export-form" {...register('form_id')}>
            <option value="">All forms</option>
            {forms?.forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      {problem && (
        <p className="text-danger" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy || !!problem}>
        Download CSV
      </Button>
    </Form>
  );
}
