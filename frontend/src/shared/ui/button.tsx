import type { Ref } from 'react';
import BootstrapButton, { type ButtonProps as BootstrapButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export interface ButtonProps extends BootstrapButtonProps {
  /** While an action runs: a spinner before the label, and the button cannot be pressed again. */
  busy?: boolean;
  /** The gap between the spinner and the label. */
  spinnerClassName?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** react-bootstrap's Button with a busy state. */
export function Button({
  busy = false,
  spinnerClassName = 'me-2',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <BootstrapButton {...props} disabled={disabled || busy}>
      {busy && (
        <Spinner animation="border" size="sm" className={spinnerClassName} aria-hidden="true" />
      )}
      {children}
    </BootstrapButton>
  );
}
