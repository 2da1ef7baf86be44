import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useCopyToClipboard } from '../../../shared/hooks/use-copy-to-clipboard';

interface SecretShownOnceProps {
  secret: string;
  /** After a rotation: until when the previous secret still signs beside this one. */
  previousValidUntil?: string;
}

/** An endpoint's signing secret, which the server answers this once, with Copy. */
export function SecretShownOnce({ secret, previousValidUntil }: SecretShownOnceProps) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <div className="d-flex flex-column gap-3">
      <Alert variant="warning" className="mb-0">
        Copy the signing secret now: it is not shown again. The receiver checks each delivery&apos;s{' '}
        <code>webhook-signature</code> with it.
      </Alert>
      <div>
        <div className="small text-body-secondary mb-1">Signing secret</div>
        <div className="d-flex align-items-center gap-2 border rounded bg-body-tertiary ps-3 pe-2 py-2">
          <span className="font-monospace small text-break user-select-all flex-grow-1">
            {secret}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            className="flex-shrink-0"
            onClick={() => void copy(secret)}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      {previousValidUntil && (
        <p className="mb-0">
          The previous secret still signs every delivery beside this one until{' '}
          <time dateTime={previousValidUntil}>
            {new Date(previousValidUntil).toLocaleString('en-US')}
          </time>
          .
        </p>
      )}
    </div>
  );
}
