import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
} from '@job-intake/contracts/identity/company-api';
import { reportFilterSchema, type ReportFilter } from '@job-intake/contracts/report/report-api';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';

interface ReportFilterFormProps {
  initial: ReportFilter;
  busy: boolean;
  onRun: (filter: ReportFilter) => void;
  /** The download button, given the filter as checked now (null while it is not valid). */
  download: (filter: ReportFilter | null) => ReactNode;
}

/** Start and end dates and the company statuses, checked by the contracts' schema as typed. */
export function ReportFilterForm({ initial, busy, onRun, download }: ReportFilterFormProps) {
  const ids = { start: useId(), end: useId(), status: useId() };
  const { register, handleSubmit, formState, control } = useForm<ReportFilter>({
    resolver: zodResolver(reportFilterSchema),
    defaultValues: initial,
    mode: 'onChange',
  });
  const { errors, isValid } = formState;
  const checked = reportFilterSchema.safeParse(useWatch({ control }));

  return (
    <Form
      noValidate
      aria-label="Report filter"
      onSubmit={(event) => void handleSubmit(onRun)(event)}
      className="d-flex flex-wrap align-items-start gap-3"
    >
      <Form.Group controlId={ids.start}>
        <Form.Label className="small fw-semibold mb-1">Start date</Form.Label>
        <Form.Control type="date" {...register('start_date')} isInvalid={!!errors.start_date} />
        <Form.Control.Feedback type="invalid">{errors.start_date?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={ids.end}>
        <Form.Label className="small fw-semibold mb-1">End date</Form.Label>
        <Form.Control type="date" {...register('end_date')} isInvalid={!!errors.end_date} />
        <Form.Control.Feedback type="invalid">{errors.end_date?.message}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="flex-grow-1" aria-describedby={errors.status ? ids.status : undefined}>
        <legend className="small fw-semibold mb-1 fs-6">Company status</legend>
        <div className="d-flex flex-wrap pt-1">
          {COMPANY_STATUSES.map((status) => (
            <Form.Check
              key={status}
              inline
              type="checkbox"
              id={`${ids.status}-${status}`}
              label={COMPANY_STATUS_LABELS[status]}
              value={status}
              {...register('status')}
            />
          ))}
        </div>
        {errors.status && (
          <div id={ids.status} className="small text-danger">
            {errors.status.message}
          </div>
        )}
      </fieldset>
      <div className="d-flex gap-2 align-self-end">
        <Button type="submit" disabled={busy || !isValid}>
          Run Report
        </Button>
        {download(checked.success ? checked.data : null)}
      </div>
    </Form>
  );
}
