import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useListEmailTemplatesQuery } from '../../../shared/api/email-templates-api';
import type { ComposeTemplate } from './compose-values';

interface EmailTemplateSelectProps {
  disabled: boolean;
  /** The company's default subject and body, which Default gives back. */
  defaults: ComposeTemplate;
  onPick: (picked: ComposeTemplate) => void;
}

/** The company's e-mail templates; picking one fills the subject and the body. */
export function EmailTemplateSelect({ disabled, defaults, onPick }: EmailTemplateSelectProps) {
  const id = useId();
  const [templateId, setTemplateId] = useState('');
  const { data: templates = [], isError } = useListEmailTemplatesQuery();

  function pick(picked: string) {
    setTemplateId(picked);
    const template = templates.find(({ id: candidate }) => candidate === picked);
    onPick(template ? { subject: template.subject, body: template.body } : defaults);
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>Template</Form.Label>
      <Form.Select value={templateId} disabled={disabled} onChange={(e) => pick(e.target.value)}>
        <option value="">Default</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.title}
          </option>
        ))}
      </Form.Select>
      {isError && <Form.Text className="text-danger">The templates could not be loaded.</Form.Text>}
    </Form.Group>
  );
}
