import type { PlaceSuggestion } from '@job-intake/contracts/lookups/lookups-api';
import {
  LOOKUP_MESSAGES,
  SUGGESTIONS_HIDE_AFTER_BLUR_MS,
} from '@job-intake/contracts/lookups/lookups-api';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import type { LookupScope } from '../../api/lookups-api';
import styles from './address-lookup.module.css';
import { usePlaceSuggestions } from './use-place-suggestions';

/** The last option's key: kept across new suggestions, so a click on it is never lost. */
const MANUAL_KEY = 'enter-address-manually';

interface LookupInputProps {
  id: string;
  scope: LookupScope;
  compact: boolean;
  onChoose: (suggestion: PlaceSuggestion) => void;
  /** 'Enter Address Manually': the manual parts take over. */
  onManual: () => void;
}

/** What the polite status says once the suggestions are in: their number, or why there are none. */
function suggestionsStatus(count: number, message: string | null): string {
  if (message) return message;
  const found = count === 1 ? '1 address found.' : `${count} addresses found.`;
  return `${found} Use the up and down arrows to choose, Enter to pick.`;
}

/**
 * The address lookup (spec 2): suggestions from the maps service under the input, as an ARIA
 * combobox (arrows move, Enter chooses, Escape closes) whose number of suggestions a screen reader
 * hears politely; the list hides 200 ms after the input loses focus, so that a click on it still
 * lands. The last option is 'Enter Address Manually'.
 */
export function LookupInput({ id, scope, compact, onChoose, onManual }: LookupInputProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Nothing is asked while the list is closed (e.g. for the description a choice put there).
  const { suggestions, message, asked, ready } = usePlaceSuggestions(scope, open ? text : '');
  const options = [
    ...suggestions.map((s) => ({ key: s.place_id, label: s.description })),
    { key: MANUAL_KEY, label: LOOKUP_MESSAGES.manual },
  ];
  const listId = `${id}-suggestions`;
  const expanded = open && asked;
  // New suggestions may be fewer than the option the arrows were on.
  const current = active < options.length ? active : -1;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function choose(index: number) {
    setOpen(false);
    const suggestion = suggestions[index];
    if (suggestion) {
      setText(suggestion.description);
      onChoose(suggestion);
    } else onManual();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && expanded) {
      // Closes the list only, not a dialog around the input.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      const count = options.length;
      setActive((index) =>
        index < 0 || index >= count
          ? down
            ? 0
            : count - 1
          : (index + (down ? 1 : count - 1)) % count,
      );
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      choose(current);
    }
  }

  return (
    <div className={`position-relative ${styles.lookup}`}>
      <Form.Control
        id={id}
        size={compact ? 'sm' : undefined}
        value={text}
        role="combobox"
        aria-label={LOOKUP_MESSAGES.prompt}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        placeholder={LOOKUP_MESSAGES.prompt}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_HIDE_AFTER_BLUR_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <span role="status" className="visually-hidden">
        {expanded && ready ? suggestionsStatus(suggestions.length, message) : ''}
      </span>
      {expanded && (
        <div className={`list-group shadow-sm ${styles.suggestions}`}>
          {message && <div className="list-group-item small text-body-secondary">{message}</div>}
          <ul id={listId} role="listbox" aria-label="Address suggestions" className="p-0 m-0">
            {options.map(({ key, label }, index) => (
              <li
                key={key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                className={`list-group-item list-group-item-action small ${index === current ? 'active' : ''} ${key === MANUAL_KEY ? 'fst-italic' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                {label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
