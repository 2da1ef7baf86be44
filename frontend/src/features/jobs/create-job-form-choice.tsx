import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type { NewJobDraft } from '@job-intake/contracts/jobs/job-settings.schema';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { realVariants } from './create-job-request';

interface CreateJobFormChoiceProps {
  /** The offered forms; undefined while they load. */
  offered: readonly FormSummaryDto[] | undefined;
  form: FormSummaryDto | undefined;
  variantId: string | undefined;
}

/** The form a new job is made on and, when the form has logo variants, the logo. */
export function CreateJobFormChoice({ offered, form, variantId }: CreateJobFormChoiceProps) {
  const ids = { form: useId(), variant: useId() };
  const { setValue } = useFormContext<NewJobDraft>();
  const variants = realVariants(form);
  return (
    <Row className="g-3">
      <Col sm={variants.length > 0 ? 6 : 12}>
        <Form.Group controlId={ids.form}>
          <Form.Label>Form</Form.Label>
          <Form.Select
            value={form?.id ?? ''}
            disabled={!offered || offered.length === 0}
            onChange={(event) => {
              setValue('form_id', event.target.value);
              setValue('form_variant_id', '');
            }}
          >
            {!offered && <option value="">Loading…</option>}
            {offered?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      {variants.length > 0 && (
        <Col sm={6}>
          <Form.Group controlId={ids.variant}>
            <Form.Label>Logo</Form.Label>
            <Form.Select
              value={variantId ?? ''}
              onChange={(event) => setValue('form_variant_id', event.target.value)}
            >
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.title}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      )}
    </Row>
  );
}
