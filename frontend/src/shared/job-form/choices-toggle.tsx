import { type ChoicesToggleProps, choicesToggleAttributes } from './choices-toggle-attributes';

/** The toggle as it looks closed, shown while the dropdown's code loads. */
export function ChoicesToggleButton(props: ChoicesToggleProps) {
  const { className, ...attributes } = choicesToggleAttributes(props);
  return (
    <button
      type="button"
      aria-expanded="false"
      className={`dropdown-toggle btn btn-outline-secondary ${className}`}
      {...attributes}
    />
  );
}
