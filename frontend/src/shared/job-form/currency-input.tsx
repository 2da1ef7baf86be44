import {
  CURRENCY_PLACEHOLDER,
  CURRENCY_PREFIX,
  amountToCurrencyInput,
  currencyInputToAmount,
  padCurrencyInput,
  sanitizeCurrencyInput,
} from '@job-intake/contracts/formatting/currency';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface CurrencyInputProps {
  id: string;
  /** The stored amount ("1234.50") or empty. */
  value: string;
  onChange: (amount: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The currency input of spec section 5: $ prefix, placeholder 0.00; typing keeps digits and one
 * dot (at most 2 decimals) and inserts thousands commas; blur pads to two decimals. The value
 * handed up is always the stored form ("1234.50").
 */
export function CurrencyInput({
  id,
  value,
  onChange,
  required,
  invalid,
  describedBy,
}: CurrencyInputProps) {
  const [text, setText] = useState(() => amountToCurrencyInput(value));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // Changed from outside (Cancel, a reload): show it, unless it is what the text already says.
    setShownFor(value);
    if (currencyInputToAmount(text) !== value) setText(amountToCurrencyInput(value));
  }

  return (
    <InputGroup className="job-form-currency" style={{ maxWidth: '16rem' }}>
      <InputGroup.Text>{CURRENCY_PREFIX}</InputGroup.Text>
      <Form.Control
        id={id}
        name={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={CURRENCY_PLACEHOLDER}
        value={text}
        required={required}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const shown = sanitizeCurrencyInput(event.target.value);
          setText(shown);
          const amount = currencyInputToAmount(shown);
          setShownFor(amount);
          onChange(amount);
        }}
        onBlur={() => setText(padCurrencyInput(text))}
      />
    </InputGroup>
  );
}
