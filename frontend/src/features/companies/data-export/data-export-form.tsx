import type { DataExportStatus } from '@job-intake/contracts/export/data-export-api';
import { DATA_EXPORT_STATUSES } from '@job-intake/contracts/export/data-export-api';
import { JOB_STATUS_LABELS } from '@job-intake/contracts/jobs/job-status';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useListFormsQuery } from '../../../shared/api/form-list-api';
import { exportChoiceProblem, type ExportChoice } from './export-choice';

const DATE_INPUTS = [
  { key: 'created_from', label: 'Created from' },
  { key: 'created_to', label: 'Created to' },
] as const;

interface Props {
  choice: ExportChoice;
  onChange: (choice: ExportChoice) => void;
  onSubmit: () => void;
  busy: boolean;
  /** The company whose forms to offer when it is not the signed-in user's. */
  companyId: string | undefined;
}

/** The Data Export tab's choices: statuses, the creation date range and the form. */
export function DataExportForm({ choice, onChange, onSubmit, busy, companyId }: Props) {
  const { data: forms } = useListFormsQuery({
    size: 100,
    ...(companyId ? { company_id: companyId } : {}),
  });
  const problem = exportChoiceProblem(choice);
  const toggle = (status: DataExportStatus, checked: boolean) =>
    onChange({
      ...choice,
      statuses: DATA_EXPORT_STATUSES.filter((candidate) =>
        candidate === status ? checked : choice.statuses.includes(candidate),
      ),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSubmit();
  };
  return (
    <Form onSubmit={submit} noValidate>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Statuses</legend>
        {DATA_EXPORT_STATUSES.map((status) => (
          <Form.Check
            key={status}
            inline
            id={`data-export-status-${status}`}
            label={JOB_STATUS_LABELS[status]}
            checked={choice.statuses.includes(status)}
            onChange={(event) => toggle(status, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <Row className="g-3 mb-3">
        {DATE_INPUTS.map(({ key, label }) => (
          <Col key={key} xs={12} sm={6} lg={3}>
            <Form.Label htmlFor={`data-export-${key}`}>{label}</Form.Label>
            <Form.Control
              id={`data-export-${key}`}
              type="date"
              value={choice[key]}
              onChange={(event) => onChange({ ...choice, [key]: event.currentTarget.value })}
            />
          </Col>
        ))}
        <Col xs={12} lg={6}>
          <Form.Label htmlFor="data-export-form">Form</Form.Label>
          <Form.Select
            id="data-export-form"
            value={choice.form_id}
            onChange={(event) => onChange({ ...choice, form_id: event.currentTarget.value })}
          >
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
