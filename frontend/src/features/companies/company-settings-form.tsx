import {
  ARCHIVE_DURATIONS,
  ARCHIVE_DURATION_LABELS,
  COMPANY_SAVED_MESSAGE,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_REFERENCE_LABEL,
  EMAIL_MERGE_FIELDS,
  type ArchiveDuration,
  type CompanyDetailDto,
  type CompanyStatus,
} from '@job-intake/contracts/identity/company-api';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { useUpdateCompanyMutation } from './companies-api';
import styles from './company-settings-form.module.css';
import {
  type CompanySettingsValues,
  type SettingsField,
  toSettingsValues,
  toUpdateRequest,
  validateSettings,
} from './company-settings-values';

interface CompanySettingsFormProps {
  company: CompanyDetailDto;
  /** Only a super admin may change the company's status. */
  canChangeStatus: boolean;
}

type Outcome = { kind: 'saved' } | { kind: 'invalid' } | null;

/** The Settings tab of the company page. */
export function CompanySettingsForm({ company, canChangeStatus }: CompanySettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => toSettingsValues(company));
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [updateCompany, { isLoading, error, reset }] = useUpdateCompanyMutation();
  const errors = checked ? validateSettings(values) : {};

  function change<F extends SettingsField>(field: F, value: CompanySettingsValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setOutcome(null);
    reset();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateSettings(values)).length > 0) {
      setOutcome({ kind: 'invalid' });
      // After the render that marks the fields: take the user to the first one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const result = await updateCompany({
      id: company.id,
      ...toUpdateRequest(values, canChangeStatus),
    });
    if (result.data) {
      setValues(toSettingsValues(result.data));
      setChecked(false);
      setOutcome({ kind: 'saved' });
    }
  }

  /** The props every text input shares: value, change handler, validity. */
  const field = (name: Exclude<SettingsField, 'send_reminders'>) => ({
    name,
    value: values[name],
    isInvalid: Boolean(errors[name]),
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) =>
      change(name, event.target.value as CompanySettingsValues[typeof name]),
  });
  const feedback = (name: SettingsField) =>
    errors[name] && <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>;

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Company Settings"
    >
      <Section title="Company">
        <Row className="g-3">
          <Form.Group as={Col} md={6} controlId="company-name">
            <Form.Label>
              Company Name <Required />
            </Form.Label>
            <Form.Control {...field('name')} autoComplete="organization" />
            {feedback('name')}
          </Form.Group>
          <Form.Group as={Col} sm={6} md={3} controlId="company-status">
            <Form.Label>Status</Form.Label>
            <Form.Select
              value={values.status}
              disabled={!canChangeStatus}
              aria-describedby={canChangeStatus ? undefined : 'company-status-help'}
              onChange={(event) => change('status', event.target.value as CompanyStatus)}
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
            <Form.Control {...field('contact_id')} inputMode="numeric" placeholder="None" />
            {feedback('contact_id')}
            <Form.Text>Default contact for guest jobs</Form.Text>
          </Form.Group>
        </Row>
      </Section>

      <Section
        title="Email Requests & Reminders"
        subtitle="Used when a job link is e-mailed to a customer."
      >
        <Form.Check
          type="switch"
          id="company-send-reminders"
          className="mb-3"
          label="Send reminders"
          checked={values.send_reminders}
          onChange={(event) => change('send_reminders', event.target.checked)}
        />
        <Row className="g-3 mb-3">
          <DaysField label="First reminder" help="Days after sending" {...field('first_reminder')}>
            {feedback('first_reminder')}
          </DaysField>
          <DaysField
            label="Between reminders"
            help="Days between reminders"
            {...field('between_reminders')}
          >
            {feedback('between_reminders')}
          </DaysField>
          <DaysField
            label="Request expires"
            help="Days after sending"
            {...field('request_expires')}
          >
            {feedback('request_expires')}
          </DaysField>
          <DaysField label="Warn sender" help="Days before it expires" {...field('warn_sender')}>
            {feedback('warn_sender')}
          </DaysField>
        </Row>
        <Row className="g-3">
          <Form.Group as={Col} md={6} controlId="company-email-from">
            <Form.Label>
              From E-mail <Required />
            </Form.Label>
            <Form.Control {...field('from')} type="email" autoComplete="off" />
            {feedback('from')}
          </Form.Group>
          <Form.Group as={Col} md={6} controlId="company-email-subject">
            <Form.Label>
              E-mail Subject <Required />
            </Form.Label>
            <Form.Control {...field('subject')} autoComplete="off" />
            {feedback('subject')}
          </Form.Group>
          <Form.Group as={Col} xs={12} controlId="company-email-body">
            <Form.Label>
              E-mail Body <Required />
            </Form.Label>
            <Form.Control
              {...field('body')}
              as="textarea"
              rows={9}
              aria-describedby="company-merge-fields"
            />
            {feedback('body')}
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
      </Section>

      <Section title="Archiving & Labels">
        <Row className="g-3">
          <Form.Group as={Col} md={6} lg={4} controlId="company-archive-length">
            <Form.Label>Archive submitted jobs after</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                {...field('archive_length')}
                type="number"
                min={-1}
                step={1}
                aria-describedby="company-archive-help"
              />
              <Form.Select
                aria-label="Archive unit"
                className={styles.unitSelect}
                value={values.archive_duration}
                onChange={(event) =>
                  change('archive_duration', event.target.value as ArchiveDuration)
                }
              >
                {ARCHIVE_DURATIONS.map((unit) => (
                  <option key={unit} value={unit}>
                    {ARCHIVE_DURATION_LABELS[unit]}
                  </option>
                ))}
              </Form.Select>
              {feedback('archive_length')}
            </InputGroup>
            <Form.Text id="company-archive-help">-1 = never archive</Form.Text>
          </Form.Group>
          <Form.Group as={Col} md={6} lg={4} controlId="company-reference-label">
            <Form.Label>
              Reference Label <Required />
            </Form.Label>
            <Form.Control {...field('reference_label')} placeholder={DEFAULT_REFERENCE_LABEL} />
            {feedback('reference_label')}
            <Form.Text>Default: {DEFAULT_REFERENCE_LABEL}</Form.Text>
          </Form.Group>
          <Form.Group as={Col} md={6} lg={4} controlId="company-autofill-label">
            <Form.Label>
              Auto-fill Label <Required />
            </Form.Label>
            <Form.Control {...field('autofill_label')} placeholder={DEFAULT_AUTOFILL_LABEL} />
            {feedback('autofill_label')}
            <Form.Text>Default: {DEFAULT_AUTOFILL_LABEL}</Form.Text>
          </Form.Group>
        </Row>
      </Section>

      <Section title="Custom Style" subtitle="CSS added to this company's job forms.">
        <Form.Group controlId="company-custom-style">
          <Form.Label className="visually-hidden">Custom Style</Form.Label>
          <Form.Control
            {...field('custom_style')}
            as="textarea"
            rows={6}
            spellCheck={false}
            className="font-monospace small"
            placeholder=".job-form .card-header { background: #f4f6f8; }"
          />
          {feedback('custom_style')}
        </Form.Group>
      </Section>

      <div className={`${styles.saveBar} d-flex align-items-center gap-3 py-3`}>
        <div className="flex-grow-1">
          {outcome?.kind === 'saved' && (
            <Alert
              variant="success"
              className="mb-0 py-2"
              onClose={() => setOutcome(null)}
              dismissible
            >
              {COMPANY_SAVED_MESSAGE}
            </Alert>
          )}
          {outcome?.kind === 'invalid' && (
            <Alert variant="danger" className="mb-0 py-2">
              Please correct the highlighted fields, then save again.
            </Alert>
          )}
          {error && (
            <Alert variant="danger" className="mb-0 py-2">
              {errorMessage(error, 'The company settings could not be saved. Please try again.')}
            </Alert>
          )}
        </div>
        <Button type="submit" disabled={isLoading} className="px-4 flex-shrink-0">
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Save
        </Button>
      </div>
    </Form>
  );
}

function Section({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <h2 className="fs-6 fw-semibold mb-1">{title}</h2>
        {subtitle && <p className="small text-body-secondary mb-3">{subtitle}</p>}
        <div className={subtitle ? undefined : 'mt-3'}>{children}</div>
      </Card.Body>
    </Card>
  );
}

interface DaysFieldProps {
  label: string;
  help: string;
  name: string;
  value: string;
  isInvalid: boolean;
  'aria-invalid'?: boolean;
  onChange: (event: { target: { value: string } }) => void;
  children: ReactNode;
}

function DaysField({ label, help, children, ...input }: DaysFieldProps) {
  const id = `company-${input.name.replaceAll('_', '-')}`;
  return (
    <Form.Group as={Col} sm={6} lg={3} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control {...input} type="number" min={0} step={1} />
        <InputGroup.Text>days</InputGroup.Text>
        {children}
      </InputGroup>
      <Form.Text>{help}</Form.Text>
    </Form.Group>
  );
}

function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      *
    </span>
  );
}
