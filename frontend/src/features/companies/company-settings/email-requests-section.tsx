import { EMAIL_MERGE_FIELDS } from '@job-intake/contracts/identity/company-api';
import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import styles from './company-settings-form.module.css';
import { DaysField, FieldError, Required } from './settings-inputs';
import { useSettingsInput } from './use-settings-input';
import { SettingsSection } from './settings-section';

/** Reminders and the e-mail a job link is sent with. */
export function EmailRequestsSection() {
  const { register } = useFormContext<CompanySettingsValues>();
  return (
    <SettingsSection
      title="Email Requests & Reminders"
      subtitle="Used when a job link is e-mailed to a customer."
    >
      <Form.Check
        {...register('send_reminders')}
        type="switch"
        id="company-send-reminders"
        className="mb-3"
        label="Send reminders"
      />
      <Row className="g-3 mb-3">
        <DaysField name="first_reminder" label="First reminder" help="Days after sending" />
        <DaysField
          name="between_reminders"
          label="Between reminders"
          help="Days between reminders"
        />
        <DaysField name="request_expires" label="Request expires" help="Days after sending" />
        <DaysField name="warn_sender" label="Warn sender" help="Days before it expires" />
      </Row>
      <Row className="g-3">
        <Form.Group as={Col} md={6} controlId="company-email-from">
          <Form.Label>
            From E-mail <Required />
          </Form.Label>
          <Form.Control {...useSettingsInput('from')} type="email" autoComplete="off" />
          <FieldError name="from" />
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="company-email-subject">
          <Form.Label>
            E-mail Subject <Required />
          </Form.Label>
          <Form.Control {...useSettingsInput('subject')} autoComplete="off" />
          <FieldError name="subject" />
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="company-email-body">
          <Form.Label>
            E-mail Body <Required />
          </Form.Label>
          <Form.Control
            {...useSettingsInput('body')}
            as="textarea"
            rows={9}
            aria-describedby="company-merge-fields"
          />
          <FieldError name="body" />
          <Form.Text id="company-merge-fields" as="div" className="mt-2">
            Merge fields for the subject and body:{' '}
            {EMAIL_MERGE_FIELDS.map((mergeField) => (
              <code key={mergeField} className={styles.mergeField}>
                {mergeField}
              </code>
            ))}
          </Form.Text>
        </Form.Group>
      </Row>
    </SettingsSection>
  );
}
