import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** label: a single input's label; legend: a group's (radios, checkboxes); text: no input. */
export type FieldHeadingKind = 'label' | 'legend' | 'text';

interface FieldHeadingProps {
  kind: FieldHeadingKind;
  /** The input the label is for (kind label). */
  htmlFor?: string;
  /** On the element holding the title alone: inputs and groups are named by exactly this. */
  labelId: string;
  title: string;
  /** The Required mark, beside the title and outside its name. */
  mark: ReactNode;
  className?: string;
}

/** A field's title with its Required mark beside it. */
export function FieldHeading({
  kind,
  htmlFor,
  labelId,
  title,
  mark,
  className,
}: FieldHeadingProps) {
  if (kind === 'label') {
    return (
      <div className={`d-flex flex-wrap align-items-center mb-1 ${className ?? ''}`}>
        <Form.Label htmlFor={htmlFor} id={labelId} className="fw-semibold mb-0">
          {title}
        </Form.Label>
        {mark}
      </div>
    );
  }
  const Element = kind === 'legend' ? 'legend' : 'div';
  return (
    <Element className={className ?? 'fs-6 fw-semibold mb-1'}>
      <span id={labelId}>{title}</span>
      {mark}
    </Element>
  );
}
