import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { EmptyMergeFields } from '../../../shared/components/empty-merge-fields';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePreviewJobEmailQuery } from './emails-api';

/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DELAY_MS = 300;
const PREVIEW_ERROR = 'The preview could not be rendered. The e-mail can still be sent.';

interface ComposeEmailPreviewProps {
  jobId: string;
  subject: string;
  body: string;
}

/**
 * The e-mail as the recipient will read it: the server renders the subject and body with this
 * job's values (the renderer the e-mails go out with), and names the merge fields it leaves out.
 * The text part is shown, so the link cannot be followed out of the dialog.
 */
export function ComposeEmailPreview({ jobId, subject, body }: ComposeEmailPreviewProps) {
  const typed = useMemo(() => ({ id: jobId, subject, body }), [jobId, subject, body]);
  const draft = useDebouncedValue(typed, PREVIEW_DELAY_MS);
  // The last answer stays while the next is on its way, so the preview does not flicker.
  const { data, isError, isFetching } = usePreviewJobEmailQuery(draft);

  return (
    <section aria-label="As the recipient will read it" className="d-grid gap-2">
      <EmptyMergeFields fields={data?.empty_fields} owner="This job" />
      <Card className="bg-body-tertiary">
        <Card.Header className="small">
          <span className="text-body-secondary">As the recipient will read it · Subject: </span>
          <strong data-testid="compose-preview-subject">{draft.subject && data?.subject}</strong>
        </Card.Header>
        <Card.Body
          className="small text-break"
          style={{ whiteSpace: 'pre-wrap' }}
          data-testid="compose-preview-body"
          aria-busy={isFetching}
        >
          {isError ? (
            <span className="text-danger">{PREVIEW_ERROR}</span>
          ) : (
            draft.body && data?.text
          )}
        </Card.Body>
        <Card.Footer className="small text-body-secondary">
          The link is made for this request when you send it.
        </Card.Footer>
      </Card>
    </section>
  );
}
