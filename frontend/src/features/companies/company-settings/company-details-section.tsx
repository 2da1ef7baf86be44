import {
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
} from '@job-intake/contracts/identity/company-api';
import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { FieldError, Required } from './settings-inputs';
import { useSettingsInput } from './use-settings-input';
import { SettingsSection } from './settings-section';

/** Name, status and default contact of the company. */
export function CompanyDetailsSection({ canChangeStatus }: { canChangeStatus: boolean }) {
  const { register } = useFormContext<CompanySettingsValues>();
  return (
    <SettingsSection title="Company">
      <Row className="g-3">
        <Form.Group as={Col} md={6} controlId="company-name">
          <Form.Label>
            Company Name <Required />
          </Form.Label>
          <Form.Control {...useSettingsInput('name')} autoComplete="organization" />
          <FieldError name="name" />
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId="company-status">
          <Form.Label>Status</Form.Label>
          <Form.Select
            {...register('status')}
            disabled={!canChangeStatus}
            aria-describedby={canChangeStatus ? undefined : 'company-status-help'}
          >
            {COMPANY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {COMPANY_STATUS_LABELS[status]}
              </option>
            ))}
          </Form.Select>
          {!canChangeStatus && (
            <Form.Text id="company-status-help">
              Only a super admin can change the status.
            </Form.Text>
          )}
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId="company-contact-id">
          <Form.Label>Contact ID</Form.Label>
          <Form.Control
            {...useSettingsInput('contact_id')}
            inputMode="numeric"
            placeholder="None"
          />
          <FieldError name="contact_id" />
          <Form.Text>Default contact for guest jobs</Form.Text>
        </Form.Group>
      </Row>
    </SettingsSection>
  );
}
