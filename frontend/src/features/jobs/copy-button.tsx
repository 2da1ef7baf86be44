import Button from 'react-bootstrap/Button';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';

/** Copies a text to the clipboard and says 'Copied' for 2 seconds. */
export function CopyButton({ text }: { text: string }) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <Button
      variant={copied ? 'success' : 'primary'}
      onClick={() => void copy(text)}
      aria-live="polite"
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
