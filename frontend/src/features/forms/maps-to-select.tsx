import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { mappableSettings } from '@job-intake/contracts/jobs/mapped-settings';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface MapsToSelectProps {
  type: FieldDto['type'];
  value: FieldDto['mapped_type'];
  onChange: (mappedType: FieldDto['mapped_type']) => void;
}

/** The job setting a currency or date field shares its value with (decision 0018). */
export function MapsToSelect({ type, value, onChange }: MapsToSelectProps) {
  const id = useId();
  const settings = mappableSettings(type);
  return (
    <Form.Group controlId={id}>
      <Form.Label>Maps to job setting</Form.Label>
      <Form.Select
        value={value?.reference ?? ''}
        onChange={(event) =>
          onChange(event.target.value ? { reference: event.target.value } : null)
        }
      >
        <option value="">None</option>
        {settings.map((setting) => (
          <option key={setting.reference} value={setting.reference}>
            {setting.label}
          </option>
        ))}
      </Form.Select>
      <Form.Text>The field and the job's setting share one value.</Form.Text>
    </Form.Group>
  );
}
