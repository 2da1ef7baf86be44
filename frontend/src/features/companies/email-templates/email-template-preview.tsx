import type { MergeValues } from '@job-intake/contracts/emails/emails-api';
import { renderEmail } from '@job-intake/contracts/emails/render-email';
import Card from 'react-bootstrap/Card';

interface EmailTemplatePreviewProps {
  subject: string;
  body: string;
  values: MergeValues;
}

/**
 * The template as a recipient would read it, with sample values. The HTML comes from
 * renderEmail, which escapes the typed text and the values, so it is safe to insert.
 */
export function EmailTemplatePreview({ subject, body, values }: EmailTemplatePreviewProps) {
  const rendered = renderEmail({ subject, body }, values);
  return (
    <Card as="section" aria-label="Preview" className="bg-body-tertiary">
      <Card.Header className="small">
        <span className="text-body-secondary">Preview · Subject: </span>
        <strong data-testid="preview-subject">{rendered.subject}</strong>
      </Card.Header>
      <Card.Body
        className="small text-break"
        data-testid="preview-body"
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </Card>
  );
}
