import Form from 'react-bootstrap/Form';
import { FieldError } from './settings-inputs';
import { useSettingsInput } from './use-settings-input';
import { SettingsSection } from './settings-section';

/** CSS added to the company's job forms. */
export function CustomStyleSection() {
  return (
    <SettingsSection title="Custom Style" subtitle="CSS added to this company's job forms.">
      <Form.Group controlId="company-custom-style">
        <Form.Label className="visually-hidden">Custom Style</Form.Label>
        <Form.Control
          {...useSettingsInput('custom_style')}
          as="textarea"
          rows={6}
          spellCheck={false}
          className="font-monospace small"
          placeholder=".job-form .card-header { background: #f4f6f8; }"
        />
        <FieldError name="custom_style" />
      </Form.Group>
    </SettingsSection>
  );
}
