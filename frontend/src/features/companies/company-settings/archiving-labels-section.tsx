import {
  ARCHIVE_DURATIONS,
  ARCHIVE_DURATION_LABELS,
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_REFERENCE_LABEL,
} from '@job-intake/contracts/identity/company-api';
import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import styles from './company-settings-form.module.css';
import { FieldError, Required } from './settings-inputs';
import { useSettingsInput } from './use-settings-input';
import { SettingsSection } from './settings-section';

/** When submitted jobs are archived, and the labels of the job form's customer fields. */
export function ArchivingLabelsSection() {
  const { register } = useFormContext<CompanySettingsValues>();
  return (
    <SettingsSection title="Archiving & Labels">
      <Row className="g-3">
        <Form.Group as={Col} md={6} lg={4} controlId="company-archive-length">
          <Form.Label>Archive submitted jobs after</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              {...useSettingsInput('archive_length')}
              type="number"
              min={-1}
              step={1}
              aria-describedby="company-archive-help"
            />
            <Form.Select
              {...register('archive_duration')}
              aria-label="Archive unit"
              className={styles.unitSelect}
            >
              {ARCHIVE_DURATIONS.map((unit) => (
                <option key={unit} value={unit}>
                  {ARCHIVE_DURATION_LABELS[unit]}
                </option>
              ))}
            </Form.Select>
            <FieldError name="archive_length" />
          </InputGroup>
          <Form.Text id="company-archive-help">-1 = never archive</Form.Text>
        </Form.Group>
        <LabelField
          name="reference_label"
          label="Reference Label"
          fallback={DEFAULT_REFERENCE_LABEL}
        />
        <LabelField
          name="autofill_label"
          label="Auto-fill Label"
          fallback={DEFAULT_AUTOFILL_LABEL}
        />
      </Row>
    </SettingsSection>
  );
}

interface LabelFieldProps {
  name: 'reference_label' | 'autofill_label';
  label: string;
  fallback: string;
}

function LabelField({ name, label, fallback }: LabelFieldProps) {
  return (
    <Form.Group as={Col} md={6} lg={4} controlId={`company-${name.replace('_', '-')}`}>
      <Form.Label>
        {label} <Required />
      </Form.Label>
      <Form.Control {...useSettingsInput(name)} placeholder={fallback} />
      <FieldError name={name} />
      <Form.Text>Default: {fallback}</Form.Text>
    </Form.Group>
  );
}
