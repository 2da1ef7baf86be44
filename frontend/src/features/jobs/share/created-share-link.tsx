import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { CopyButton } from '../copy-button';

/**
 * The link just generated, ready to copy. It takes the focus (Generate Link turns off once the label
 * is cleared), so that a keyboard user is on the link with Copy next.
 */
export function CreatedShareLink({ link }: { link: ShareLinkDto }) {
  const urlId = useId();
  return (
    <Alert variant="success" className="mb-0">
      <Form.Label htmlFor={urlId} className="fw-semibold">
        Share link for “{link.shareNote}”
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={urlId}
          readOnly
          autoFocus
          value={link.url}
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={link.url} />
      </InputGroup>
    </Alert>
  );
}
