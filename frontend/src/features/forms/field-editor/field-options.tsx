import type { FieldEditorValues } from '@job-intake/contracts/forms/field.schema';
import type { FieldType, MultiSelectDisplay } from '@job-intake/contracts/forms/forms-api';
import { mappableSettings } from '@job-intake/contracts/jobs/mapped-settings';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { Controller, useFormContext } from 'react-hook-form';
import { MapsToSelect } from '../maps-to-select';

const DISPLAYS: { value: MultiSelectDisplay; label: string }[] = [
  { value: 'dropdown', label: 'Dropdown (default)' },
  { value: 'checkbox', label: 'Checkbox' },
];

/** Required and Add to Notes, which Static Text has not. */
export function FieldSwitches() {
  const id = useId();
  const { register } = useFormContext<FieldEditorValues>();
  return (
    <Col xs={12} className="d-flex flex-wrap column-gap-4">
      <Form.Check
        {...register('required')}
        type="switch"
        role="switch"
        id={`${id}-required`}
        label="Required"
      />
      <Form.Check
        {...register('add_to_notes')}
        type="switch"
        role="switch"
        id={`${id}-notes`}
        label="Add to Notes"
      />
    </Col>
  );
}

/** How a multi-select offers its choices. */
export function DisplaySelect() {
  const id = useId();
  const { register } = useFormContext<FieldEditorValues>();
  return (
    <Col md={6}>
      <Form.Group controlId={`${id}-display`}>
        <Form.Label>Style</Form.Label>
        <Form.Select {...register('style.display')}>
          {DISPLAYS.map((display) => (
            <option key={display.value} value={display.value}>
              {display.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

/** The job setting a currency or date field shares its value with. */
export function MapsToOption({ type }: { type: FieldType }) {
  if (mappableSettings(type).length === 0) return null;
  return (
    <Col md={6}>
      <Controller<FieldEditorValues, 'mapped_type'>
        name="mapped_type"
        render={({ field }) => (
          <MapsToSelect type={type} value={field.value} onChange={field.onChange} />
        )}
      />
    </Col>
  );
}
