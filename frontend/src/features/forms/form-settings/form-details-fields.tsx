import {
  FORM_NAME_MAX_LENGTH,
  FORM_STATUSES,
  FORM_TEXT_MAX_LENGTH,
  type FormStatus,
} from '@job-intake/contracts/forms/forms-api';
import type { FormSettingsValues } from '@job-intake/contracts/forms/form-settings.schema';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useGetFormStatesQuery } from '../forms-api';

const STATUS_LABELS: Record<FormStatus, string> = { pending: 'Pending', active: 'Active' };

/** Name, status, mapped, message and footnote of the form. */
export function FormDetailsFields() {
  const id = useId();
  const { register, formState } = useFormContext<FormSettingsValues>();
  const { data: statuses = FORM_STATUSES } = useGetFormStatesQuery();
  return (
    <Row className="g-3">
      <Col lg={6}>
        <Form.Group controlId={`${id}-name`}>
          <Form.Label>Form Name</Form.Label>
          <Form.Control
            {...register('name')}
            maxLength={FORM_NAME_MAX_LENGTH}
            autoComplete="off"
            isInvalid={Boolean(formState.errors.name)}
          />
          <Form.Control.Feedback type="invalid">
            {formState.errors.name?.message}
          </Form.Control.Feedback>
        </Form.Group>
      </Col>
      <Col sm={6} lg={3}>
        <Form.Group controlId={`${id}-status`}>
          <Form.Label>Status</Form.Label>
          <Form.Select {...register('status')}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status] ?? status}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={6} lg={3} className="d-flex align-items-end pb-lg-2">
        <Form.Check
          {...register('mapped')}
          type="switch"
          role="switch"
          id={`${id}-mapped`}
          label="Mapped"
        />
      </Col>
      <Col xs={12}>
        <Form.Text className="d-block mt-n2">
          Only active, mapped forms are offered when jobs are created and through guest links.
        </Form.Text>
      </Col>
      <Col lg={6}>
        <Form.Group controlId={`${id}-message`}>
          <Form.Label>Message</Form.Label>
          <Form.Control
            {...register('message')}
            as="textarea"
            rows={3}
            maxLength={FORM_TEXT_MAX_LENGTH}
          />
          <Form.Text>Shown at the top of the job form.</Form.Text>
        </Form.Group>
      </Col>
      <Col lg={6}>
        <Form.Group controlId={`${id}-footnote`}>
          <Form.Label>Footnote</Form.Label>
          <Form.Control
            {...register('footnote')}
            as="textarea"
            rows={3}
            maxLength={FORM_TEXT_MAX_LENGTH}
          />
          <Form.Text>Shown at the bottom of the job form.</Form.Text>
        </Form.Group>
      </Col>
    </Row>
  );
}
