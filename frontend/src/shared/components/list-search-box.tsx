import { SEARCH_TEXT_MAX_LENGTH } from '@job-intake/contracts/paging';
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

interface ListSearchBoxProps {
  /** The accessible name, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  /** The text the list is searched with now (the URL's). */
  value: string;
  onSearch: (text: string) => void;
}

/** A list's search box: the list follows what is typed once typing pauses. */
export function ListSearchBox({ label, placeholder, value, onSearch }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed by itself (back button, a link): show its text.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <InputGroup size="sm" className="w-auto flex-nowrap">
      <InputGroup.Text aria-hidden="true">
        <SearchIcon size={14} />
      </InputGroup.Text>
      <Form.Control
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
    </InputGroup>
  );
}
