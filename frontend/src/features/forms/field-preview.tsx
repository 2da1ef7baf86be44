import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ADDRESS_LOOKUP_PROMPT } from './address-lookup-prompt';
import { isAddress } from './field-types';
import styles from './form-builder.module.css';

/** Spec section 5: up to this many choices show as radio buttons, more as a select. */
const RADIO_LIMIT = 5;
const CHOOSE_PROMPT = '< choose an option >';

/** A small, inert picture of the input a field card stands for. */
export function FieldPreview({ field }: { field: FieldDto }) {
  const name = useId();
  if (field.type === 'instructions') return null;
  return (
    <div className={styles.preview} inert aria-hidden="true">
      <Input field={field} name={name} />
    </div>
  );
}

function Input({ field, name }: { field: FieldDto; name: string }) {
  const choices =
    field.choices.length > 0 ? field.choices : [{ id: 'none', name: 'No choices yet' }];
  switch (field.type) {
    case 'currency':
      return (
        <InputGroup size="sm" style={{ maxWidth: '16rem' }}>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control placeholder="0.00" readOnly tabIndex={-1} />
        </InputGroup>
      );
    case 'date':
      return (
        <Form.Control
          size="sm"
          placeholder="MM/DD/YYYY"
          readOnly
          tabIndex={-1}
          style={{ maxWidth: '12rem' }}
        />
      );
    case 'choice':
    case 'assoc_choice':
      return choices.length <= RADIO_LIMIT ? (
        <div className="d-flex flex-wrap column-gap-3">
          {choices.map((choice) => (
            <Form.Check
              key={choice.id}
              type="radio"
              name={name}
              label={choice.name}
              readOnly
              tabIndex={-1}
            />
          ))}
        </div>
      ) : (
        <Form.Select size="sm" tabIndex={-1} style={{ maxWidth: '24rem' }}>
          <option>{CHOOSE_PROMPT}</option>
        </Form.Select>
      );
    case 'multi-select':
      return field.style.display === 'checkbox' ? (
        <div className="d-flex flex-wrap column-gap-3">
          {choices.map((choice) => (
            <Form.Check
              key={choice.id}
              type="checkbox"
              label={choice.name}
              readOnly
              tabIndex={-1}
            />
          ))}
        </div>
      ) : (
        <Form.Select size="sm" tabIndex={-1} style={{ maxWidth: '24rem' }}>
          <option>Select one or more…</option>
        </Form.Select>
      );
    default:
      if (isAddress(field.type)) {
        return (
          <Form.Control size="sm" placeholder={ADDRESS_LOOKUP_PROMPT} readOnly tabIndex={-1} />
        );
      }
      return (
        <Form.Control
          size="sm"
          type={field.type === 'email' ? 'email' : 'text'}
          placeholder={field.type === 'email' ? 'name@example.com' : undefined}
          readOnly
          tabIndex={-1}
          style={{ maxWidth: '28rem' }}
        />
      );
  }
}
