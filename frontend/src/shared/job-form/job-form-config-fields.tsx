import type { ConfigField } from '@job-intake/contracts/forms/forms-api';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import styles from './job-form.module.css';
import { RequiredMark } from './required-mark';

type ConfigName = ConfigField['name'];

interface JobFormConfigFieldsProps {
  /** The form's active configurable fields (Project Name, Customer Reference #). */
  fields: readonly ConfigField[];
  values: Record<ConfigName, string>;
  onChange: (name: ConfigName, value: string) => void;
}

/** A new public job's own fields, above the form's sections. */
export function JobFormConfigFields({ fields, values, onChange }: JobFormConfigFieldsProps) {
  return (
    <Card className={`${styles.sectionCard} mb-4`}>
      <Card.Body>
        {fields.map((field) => {
          const value = values[field.name];
          return (
            <Form.Group key={field.name} className="mb-3" controlId={`job-form-${field.name}`}>
              <Form.Label className="fw-semibold mb-1">
                {field.label}
                {field.req && <RequiredMark filled={value.trim() !== ''} />}
              </Form.Label>
              <Form.Control
                value={value}
                required={field.req}
                maxLength={255}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            </Form.Group>
          );
        })}
      </Card.Body>
    </Card>
  );
}
