import type { MergeValues } from '@job-intake/contracts/emails/emails-api';
import Card from 'react-bootstrap/Card';
import { MergeFieldText } from './merge-field-text';

interface EmailTemplatePreviewProps {
  subject: string;
  body: string;
  values: MergeValues;
}

/** The template as a recipient would read it, with sample values for the merge fields. */
export function EmailTemplatePreview({ subject, body, values }: EmailTemplatePreviewProps) {
  return (
    <Card as="section" aria-label="Preview" className="bg-body-tertiary">
      <Card.Header className="small">
        <span className="text-body-secondary">Preview · Subject: </span>
        <strong data-testid="preview-subject">
          <MergeFieldText text={subject} values={values} />
        </strong>
      </Card.Header>
      <Card.Body
        className="small text-break"
        data-testid="preview-body"
        style={{ whiteSpace: 'pre-wrap' }}
      >
        <MergeFieldText text={body} values={values} />
      </Card.Body>
    </Card>
  );
}
