import type { CreatedApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed: select and copy it',
};

/**
 * The new token's secret, this once: the tab holds it in its own state (never the store or the
 * browser's storage), and Done forgets it.
 */
export function NewTokenSecret({
  created,
  onDone,
}: {
  created: CreatedApiTokenDto;
  onDone: () => void;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copySecret = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <Alert variant="success" className="mb-3" aria-labelledby="new-token-heading">
      <h3 id="new-token-heading" ref={heading} tabIndex={-1} className="h6">
        Token “{created.token.name}” created
      </h3>
      <p className="mb-2">
        Copy it now and keep it somewhere safe: it will not be shown again. Send it as{' '}
        <span className="font-monospace">Authorization: Bearer …</span>.
      </p>
      <InputGroup className="mb-2">
        <Form.Control
          readOnly
          value={created.secret}
          aria-label="New token"
          className="font-monospace"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copySecret()}>
          {COPY_LABEL[copy]}
        </Button>
      </InputGroup>
      <Button variant="success" onClick={onDone}>
        Done
      </Button>
    </Alert>
  );
}
