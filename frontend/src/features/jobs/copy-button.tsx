import Button from 'react-bootstrap/Button';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';

interface CopyButtonProps {
  text: string;
  disabled?: boolean;
  size?: 'sm' | 'lg';
}

/** Copies a text to the clipboard and says 'Copied' for 2 seconds. */
export function CopyButton({ text, disabled, size }: CopyButtonProps) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <Button
      variant={copied ? 'success' : 'primary'}
      size={size}
      disabled={disabled}
      onClick={() => void copy(text)}
      aria-live="polite"
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
