import Button from 'react-bootstrap/Button';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';

interface CopyButtonProps {
  text: string;
  disabled?: boolean;
  size?: 'sm' | 'lg';
}

/**
 * Copies a link to the clipboard and says 'Copied' for 2 seconds; a screen reader hears "Link
 * copied" (or the failure) from a polite status. The status comes first, so that in an input group
 * the button stays the last child and keeps its rounded corners.
 */
export function CopyButton({ text, disabled, size }: CopyButtonProps) {
  const { copy, copied, failed } = useCopyToClipboard();
  return (
    <>
      <span role="status" className="visually-hidden">
        {copied ? 'Link copied' : failed ? 'The link could not be copied.' : ''}
      </span>
      <Button
        variant={copied ? 'success' : 'primary'}
        size={size}
        disabled={disabled}
        onClick={() => void copy(text)}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </>
  );
}
