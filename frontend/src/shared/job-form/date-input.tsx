import {
  DATE_INPUT_HTML_PATTERN,
  DATE_INPUT_PLACEHOLDER,
  dateToInput,
  parseDateInput,
  todayIso,
} from '@job-intake/contracts/formatting/dates';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';

interface DateInputProps {
  id: string;
  /** The stored date (YYYY-MM-DD) or empty. */
  value: string;
  onChange: (date: string) => void;
  allowFuture: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';

/**
 * A MM/DD/YYYY date (spec section 5). What is typed is read on every change; on blur the input
 * shows the date normalised, and an invalid date becomes empty. Without the field's futureDates
 * option, a date after today is refused (a native validation message).
 */
export function DateInput({
  id,
  value,
  onChange,
  allowFuture,
  required,
  invalid,
  describedBy,
}: DateInputProps) {
  const [text, setText] = useState(() => dateToInput(value));
  const [shownFor, setShownFor] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  if (value !== shownFor) {
    setShownFor(value);
    if (parseDateInput(text) !== value) setText(dateToInput(value));
  }

  const future = !allowFuture && value !== '' && value > todayIso();
  useEffect(() => {
    input.current?.setCustomValidity(future ? FUTURE_DATE_MESSAGE : '');
  }, [future]);

  return (
    <>
      <Form.Control
        ref={input}
        id={id}
        name={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_INPUT_PLACEHOLDER}
        pattern={DATE_INPUT_HTML_PATTERN}
        value={text}
        required={required}
        isInvalid={invalid || future}
        aria-invalid={invalid || future || undefined}
        aria-describedby={describedBy}
        style={{ maxWidth: '12rem' }}
        onChange={(event) => {
          setText(event.target.value);
          const date = parseDateInput(event.target.value);
          setShownFor(date);
          onChange(date);
        }}
        onBlur={() => setText(dateToInput(parseDateInput(text)))}
      />
      {future && (
        <Form.Control.Feedback type="invalid">{FUTURE_DATE_MESSAGE}</Form.Control.Feedback>
      )}
    </>
  );
}
