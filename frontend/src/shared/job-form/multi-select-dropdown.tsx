import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { type ChoicesToggleProps, choicesToggleAttributes } from './choices-toggle-attributes';

interface MultiSelectDropdownProps {
  toggle: ChoicesToggleProps;
  /** The field's label: names the menu of checkboxes. */
  menuLabelledBy: string;
  /** The choices' checkboxes. */
  children: ReactNode;
}

/** A multi-select's dropdown of checkboxes, open until a click outside it. */
export function MultiSelectDropdown({
  toggle,
  menuLabelledBy,
  children,
}: MultiSelectDropdownProps) {
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" {...choicesToggleAttributes(toggle)} />
      <Dropdown.Menu className="w-100 px-3 py-2" role="group" aria-labelledby={menuLabelledBy}>
        {children}
      </Dropdown.Menu>
    </Dropdown>
  );
}
