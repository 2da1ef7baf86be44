import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';

/** How long 'Copied' shows after a copy (spec section 9). */
const COPIED_FEEDBACK_MS = 2000;

/** Copies a text to the clipboard and says 'Copied' for 2 seconds. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <Button variant={copied ? 'success' : 'primary'} onClick={() => void copy()} aria-live="polite">
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
