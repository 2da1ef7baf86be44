import type { ConfigField } from '@job-intake/contracts/forms/forms-api';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FieldHeading } from './field-heading';
import { fieldIds } from './field-ids';
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
          const id = `job-form-${field.name}`;
          const ids = fieldIds(id);
          return (
            <div key={field.name} className="mb-3">
              <FieldHeading
                kind="label"
                htmlFor={id}
                labelId={ids.label}
                title={field.label}
                mark={field.req && <RequiredMark id={ids.required} filled={value.trim() !== ''} />}
              />
              <Form.Control
                id={id}
                value={value}
                required={field.req}
                maxLength={255}
                aria-describedby={field.req ? ids.required : undefined}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            </div>
          );
        })}
      </Card.Body>
    </Card>
  );
}
