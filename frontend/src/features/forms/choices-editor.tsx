import {
  CHOICE_NAME_MAX_LENGTH,
  type Choice,
  nextChoiceId,
} from '@job-intake/contracts/forms/forms-api';
import { type KeyboardEvent, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { PlusIcon, Trash2Icon } from 'lucide-react';

interface ChoicesEditorProps {
  choices: Choice[];
  onChange: (choices: Choice[]) => void;
}

/** The list of a choice or multi-select field's options; new ones get `nextChoiceId`. */
export function ChoicesEditor({ choices, onChange }: ChoicesEditorProps) {
  const headingId = useId();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  /** The choice added by Enter, focused as soon as its input exists. */
  const focusOnMount = useRef<string | null>(null);

  function register(id: string, input: HTMLInputElement | null) {
    if (!input) return void inputs.current.delete(id);
    inputs.current.set(id, input);
    if (focusOnMount.current === id) {
      focusOnMount.current = null;
      input.focus();
    }
  }

  function rename(id: string, name: string) {
    onChange(choices.map((choice) => (choice.id === id ? { ...choice, name } : choice)));
  }

  // Enter in a choice box goes on to the next choice (a new one after the last) instead of
  // submitting the field's form, which saved the field with one choice.
  function nextOnEnter(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = choices[index + 1];
    if (next) return inputs.current.get(next.id)?.focus();
    const added = { id: nextChoiceId(choices), name: '' };
    focusOnMount.current = added.id;
    onChange([...choices, added]);
  }

  return (
    <fieldset aria-labelledby={headingId}>
      <div id={headingId} className="form-label mb-2">
        Choices
      </div>
      {choices.length === 0 && (
        <p className="small text-body-secondary mb-2">
          No choices yet. The field needs at least one.
        </p>
      )}
      <ol className="list-unstyled d-flex flex-column gap-2 mb-2" style={{ maxWidth: '36rem' }}>
        {choices.map((choice, index) => (
          <li key={choice.id}>
            <InputGroup size="sm">
              <InputGroup.Text className="text-body-secondary" style={{ minWidth: '2.5rem' }}>
                {index + 1}
              </InputGroup.Text>
              <Form.Control
                aria-label={`Choice ${index + 1}`}
                value={choice.name}
                maxLength={CHOICE_NAME_MAX_LENGTH}
                placeholder="Choice text"
                ref={(input: HTMLInputElement | null) => register(choice.id, input)}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => nextOnEnter(event, index)}
                onChange={(event) => rename(choice.id, event.target.value)}
              />
              <Button
                variant="outline-secondary"
                aria-label={`Remove choice ${index + 1}`}
                title="Remove choice"
                onClick={() => onChange(choices.filter((c) => c.id !== choice.id))}
              >
                <Trash2Icon />
              </Button>
            </InputGroup>
          </li>
        ))}
      </ol>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => onChange([...choices, { id: nextChoiceId(choices), name: '' }])}
      >
        <PlusIcon /> <span className="ms-1">Add Choice</span>
      </Button>
      <Form.Text className="d-block">Blank choices are left out when the field is saved.</Form.Text>
    </fieldset>
  );
}
