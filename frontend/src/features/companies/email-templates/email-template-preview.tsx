import { useId, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { EmptyMergeFields } from '../../../shared/components/empty-merge-fields';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePreviewEmailTemplateQuery } from './email-template-preview-api';

/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DELAY_MS = 300;
const PREVIEW_ERROR = 'The preview could not be rendered.';

interface EmailTemplatePreviewProps {
  subject: string;
  body: string;
}

/**
 * The template as a recipient would read it, with a sample job's values for the merge fields:
 * the server renders it (the HTML part, every typed character escaped there, as in the e-mails).
 * A switch previews it for a job without a customer name and job number, as many jobs are, with
 * the merge fields the e-mail then leaves out named.
 */
export function EmailTemplatePreview({ subject, body }: EmailTemplatePreviewProps) {
  const switchId = useId();
  const [withoutOptional, setWithoutOptional] = useState(false);
  const typed = useMemo(
    () => ({ subject, body, without_optional: withoutOptional }),
    [subject, body, withoutOptional],
  );
  const draft = useDebouncedValue(typed, PREVIEW_DELAY_MS);
  const empty = !draft.subject && !draft.body;
  // The last answer stays while the next is on its way, so the preview does not flicker.
  const { data, isError, isFetching } = usePreviewEmailTemplateQuery(draft, { skip: empty });
  // An empty field shows nothing, not the default text an e-mail without a template would get.
  const shown = empty ? undefined : data;

  return (
    <div className="d-grid gap-2">
      <Form.Check
        type="switch"
        id={switchId}
        label="Preview for a job without a customer name and job number"
        checked={withoutOptional}
        onChange={(event) => setWithoutOptional(event.target.checked)}
      />
      <EmptyMergeFields fields={shown?.empty_fields} owner="The sample job" />
      <Card as="section" aria-label="Preview" className="bg-body-tertiary">
        <Card.Header className="small">
          <span className="text-body-secondary">Preview · Subject: </span>
          <strong data-testid="preview-subject">{draft.subject && shown?.subject}</strong>
        </Card.Header>
        <Card.Body className="small text-break" data-testid="preview-body" aria-busy={isFetching}>
          {isError ? (
            <span className="text-danger">{PREVIEW_ERROR}</span>
          ) : (
            draft.body && shown && <div dangerouslySetInnerHTML={{ __html: shown.html }} />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
