import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ADDRESS_LOOKUP_PROMPT } from './address-lookup-prompt';

/** The inert look-up box above the address inputs. */
export function PreviewLookup({ compact }: { compact: boolean }) {
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2 ${compact ? 'mb-2' : 'mb-3'}`}>
      <Form.Control
        size={compact ? 'sm' : undefined}
        placeholder={ADDRESS_LOOKUP_PROMPT}
        aria-label="Address lookup"
        className="flex-grow-1 w-auto"
        readOnly
        tabIndex={-1}
      />
      <Button variant="link" size="sm" className="px-0" tabIndex={-1}>
        Enter Address Manually
      </Button>
    </div>
  );
}

interface PreviewInputProps {
  label: string;
  name: string;
  compact: boolean;
}

export function PreviewInput({ label, name, compact }: PreviewInputProps) {
  const id = useId();
  return (
    <PreviewLabel id={id} label={label} compact={compact}>
      <Form.Control
        id={id}
        name={name}
        size={compact ? 'sm' : undefined}
        placeholder={compact ? label : undefined}
        readOnly
        tabIndex={-1}
      />
    </PreviewLabel>
  );
}

export function PreviewStateSelect({ compact }: { compact: boolean }) {
  const id = useId();
  return (
    <PreviewLabel id={id} label="State" compact={compact}>
      <Form.Select id={id} size={compact ? 'sm' : undefined} tabIndex={-1} defaultValue="">
        <option value="">{compact ? 'State' : 'Select…'}</option>
      </Form.Select>
    </PreviewLabel>
  );
}

interface PreviewLabelProps {
  id: string;
  label: string;
  compact: boolean;
  children: ReactNode;
}

/** Compact inputs keep their label for screen readers only; the placeholder shows it. */
function PreviewLabel({ id, label, compact, children }: PreviewLabelProps) {
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden={compact} className="small mb-1">
        {label}
      </Form.Label>
      {children}
    </>
  );
}
