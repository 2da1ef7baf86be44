import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { SettingTextInput } from './job-settings-inputs';

/** The New Job form's required Name, focused when the modal opens. */
export function CreateJobNameField() {
  const id = useId();
  return (
    <Form.Group>
      <Form.Label htmlFor={id}>
        Name{' '}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
      </Form.Label>
      <SettingTextInput
        id={id}
        name="name"
        required
        autoFocus
        autoComplete="off"
        placeholder="Project name"
      />
    </Form.Group>
  );
}
