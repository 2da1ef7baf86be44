import {
  autofillEntries,
  entryForTypedId,
  searchAutofill,
  type AutofillEntry,
  type CustomerPresetDto,
} from '@job-intake/contracts/job-form/customers';
import type { ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';

/** How many matches the list shows at once. */
const AUTOFILL_LIST_SIZE = 8;
const AUTOFILL_PLACEHOLDER = 'Search customers, or type a customer number';
const AUTOFILL_NO_MATCH = 'No customer matches the search.';

interface CustomerAutofillProps {
  label: string;
  customers: readonly CustomerPresetDto[];
  locations: readonly ProviderLocation[];
  onChoose: (entry: AutofillEntry) => void;
}

/**
 * The customer auto-fill (spec section 5): a search over the company's customer presets and its
 * ACTIVE locations. Typing a number selects the entry with that id at once; the x clears the
 * search; choosing an entry fills the customer address.
 */
export function CustomerAutofill({ label, customers, locations, onChoose }: CustomerAutofillProps) {
  const id = useId();
  const entries = useMemo(() => autofillEntries(customers, locations), [customers, locations]);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<AutofillEntry | null>(null);
  const [open, setOpen] = useState(false);
  const matches = searchAutofill(entries, query).slice(0, AUTOFILL_LIST_SIZE);

  const choose = (entry: AutofillEntry) => {
    setChosen(entry);
    setOpen(false);
    onChoose(entry);
  };

  return (
    <div className="mb-4 d-print-none" data-testid="customer-autofill">
      <Form.Label htmlFor={id} className="fw-semibold">
        {label}
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open && query.trim() !== ''}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={AUTOFILL_PLACEHOLDER}
          value={query}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            // Typing a number selects the entry with that id.
            const byId = entryForTypedId(entries, text);
            if (byId) choose(byId);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              const first = matches[0];
              if (first) choose(first);
            }
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        {query !== '' && (
          <Button
            variant="outline-secondary"
            aria-label="Clear search"
            title="Clear search"
            onClick={() => {
              setQuery('');
              setChosen(null);
              setOpen(false);
            }}
          >
            ×
          </Button>
        )}
      </InputGroup>
      {chosen && !open && (
        <div className="form-text">
          Filled from <strong>{chosen.label}</strong> (#{chosen.id})
        </div>
      )}
      {open && query.trim() !== '' && (
        <ListGroup id={`${id}-list`} role="listbox" className="mt-1 shadow-sm">
          {matches.length === 0 && (
            <ListGroup.Item className="text-body-secondary">{AUTOFILL_NO_MATCH}</ListGroup.Item>
          )}
          {matches.map((entry) => (
            <ListGroup.Item
              key={entry.key}
              action
              role="option"
              aria-selected={chosen?.key === entry.key}
              active={chosen?.key === entry.key}
              onClick={() => choose(entry)}
            >
              <div className="d-flex justify-content-between gap-2">
                <span className="fw-semibold">{entry.label}</span>
                <span className="small text-body-secondary">#{entry.id}</span>
              </div>
              {entry.detail && <div className="small text-body-secondary">{entry.detail}</div>}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
