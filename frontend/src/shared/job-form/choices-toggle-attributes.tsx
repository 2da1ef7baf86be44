import type { ComponentPropsWithoutRef } from 'react';

const SELECT_ONE_OR_MORE = 'Select one or more…';

/** What the multi-select's toggle shows: the chosen choices' names, or the prompt. */
export interface ChoicesToggleProps {
  id: string;
  names: readonly string[];
  invalid?: boolean | undefined;
  labelledBy: string;
  describedBy?: string | undefined;
}

/** The toggle's attributes and content, the same on the dropdown's Toggle and on its stand-in. */
export function choicesToggleAttributes({
  id,
  names,
  invalid,
  labelledBy,
  describedBy,
}: ChoicesToggleProps): ComponentPropsWithoutRef<'button'> {
  return {
    id,
    className: `w-100 d-flex align-items-center justify-content-between text-start bg-body text-body ${invalid ? 'border-danger' : ''}`,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    children: (
      <span className={`text-truncate ${names.length ? '' : 'text-body-secondary'}`}>
        {names.length ? names.join(', ') : SELECT_ONE_OR_MORE}
      </span>
    ),
  };
}
