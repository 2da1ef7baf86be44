import {
  canSaveField,
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  hasChoices,
  type FieldDto,
  type MultiSelectDisplay,
} from '@job-intake/contracts/forms/forms-api';
import { mappableSettings } from '@job-intake/contracts/jobs/mapped-settings';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { AddressCustomize } from './address-customize';
import { ChoicesEditor } from './choices-editor';
import { fieldTypeLabel, isAddress } from './field-types';
import { MapsToSelect } from './maps-to-select';
import styles from './form-builder.module.css';

interface FieldEditorProps {
  draft: FieldDto;
  isNew: boolean;
  saving: boolean;
  error: string | undefined;
  onChange: (draft: FieldDto) => void;
  onSave: () => void;
  onCancel: () => void;
}

const DISPLAYS: { value: MultiSelectDisplay; label: string }[] = [
  { value: 'dropdown', label: 'Dropdown (default)' },
  { value: 'checkbox', label: 'Checkbox' },
];

/** The inline edit form of a field card. */
export function FieldEditor({
  draft,
  isNew,
  saving,
  error,
  onChange,
  onSave,
  onCancel,
}: FieldEditorProps) {
  const id = useId();
  const [customizing, setCustomizing] = useState(false);
  const instructions = draft.type === 'instructions';
  const canSave = canSaveField(draft) && !saving;
  const typeLabel = fieldTypeLabel(draft.type);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave) onSave();
  }

  return (
    <Form
      onSubmit={handleSubmit}
      aria-label={isNew ? `New ${typeLabel} field` : `Edit ${draft.title || typeLabel} field`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="d-flex align-items-center gap-2 mb-3">
        <Badge bg="primary-subtle" text="primary-emphasis" className={styles.typeBadge}>
          {typeLabel}
        </Badge>
        <span className="small text-body-secondary">{isNew ? 'New field' : 'Editing field'}</span>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <Row className="g-3">
        <Col md={instructions ? 12 : 6}>
          <Form.Group controlId={`${id}-title`}>
            <Form.Label>
              {instructions ? 'Title (optional)' : 'Title'}
              {!instructions && (
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </Form.Label>
            <Form.Control
              value={draft.title}
              maxLength={FIELD_TITLE_MAX_LENGTH}
              autoFocus
              autoComplete="off"
              onChange={(event) => onChange({ ...draft, title: event.target.value })}
            />
          </Form.Group>
        </Col>
        <Col md={instructions ? 12 : 6}>
          <Form.Group controlId={`${id}-description`}>
            <Form.Label>
              {instructions ? 'Text' : 'Description'}
              {instructions && (
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={instructions ? 4 : 2}
              value={draft.description}
              maxLength={FIELD_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => onChange({ ...draft, description: event.target.value })}
            />
            {!instructions && <Form.Text>Help text shown under the field.</Form.Text>}
          </Form.Group>
        </Col>
        {!instructions && (
          <Col xs={12} className="d-flex flex-wrap column-gap-4">
            <Form.Check
              type="switch"
              role="switch"
              id={`${id}-required`}
              label="Required"
              checked={draft.required}
              onChange={(event) => onChange({ ...draft, required: event.target.checked })}
            />
            <Form.Check
              type="switch"
              role="switch"
              id={`${id}-notes`}
              label="Add to Notes"
              checked={draft.add_to_notes}
              onChange={(event) => onChange({ ...draft, add_to_notes: event.target.checked })}
            />
          </Col>
        )}
        {draft.type === 'multi-select' && (
          <Col md={6}>
            <Form.Group controlId={`${id}-display`}>
              <Form.Label>Style</Form.Label>
              <Form.Select
                value={draft.style.display ?? 'dropdown'}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    style: { ...draft.style, display: event.target.value as MultiSelectDisplay },
                  })
                }
              >
                {DISPLAYS.map((display) => (
                  <option key={display.value} value={display.value}>
                    {display.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {mappableSettings(draft.type).length > 0 && (
          <Col md={6}>
            <MapsToSelect
              type={draft.type}
              value={draft.mapped_type}
              onChange={(mapped_type) => onChange({ ...draft, mapped_type })}
            />
          </Col>
        )}
        {hasChoices(draft.type) && (
          <Col xs={12}>
            <ChoicesEditor
              choices={draft.choices}
              onChange={(choices) => onChange({ ...draft, choices })}
            />
          </Col>
        )}
        {isAddress(draft.type) && (
          <Col xs={12}>
            <Button
              variant={customizing ? 'secondary' : 'outline-secondary'}
              size="sm"
              aria-expanded={customizing}
              onClick={() => setCustomizing((open) => !open)}
            >
              Customize
            </Button>
            {customizing && (
              <div className="mt-3">
                <AddressCustomize
                  field={draft}
                  onChange={(style) => onChange({ ...draft, style })}
                />
              </div>
            )}
          </Col>
        )}
      </Row>
      <div className="d-flex justify-content-end gap-2 mt-4">
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save
        </Button>
      </div>
    </Form>
  );
}
