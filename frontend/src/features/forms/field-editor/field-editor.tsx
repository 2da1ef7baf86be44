import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { hasChoices } from '@job-intake/contracts/forms/forms-api';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, FormProvider } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { ChoicesEditor } from '../choices-editor';
import { fieldTypeLabel, isAddress } from '../field-types';
import styles from '../form-builder.module.css';
import { AddressOptions } from './address-options';
import { DisplaySelect, FieldSwitches, MapsToOption } from './field-options';
import { FieldTextInputs } from './field-text-inputs';
import { useFieldEditorForm } from './use-field-editor-form';

interface FieldEditorProps {
  field: FieldDto;
  isNew: boolean;
  saving: boolean;
  error: string | undefined;
  /** The field with the editor's changes. */
  onSave: (field: FieldDto) => void;
  onCancel: () => void;
}

/** The inline edit form of a field card. */
export function FieldEditor({ field, isNew, saving, error, onSave, onCancel }: FieldEditorProps) {
  const { form, title, canSave, onSubmit } = useFieldEditorForm(field, saving, onSave);
  const instructions = field.type === 'instructions';
  const typeLabel = fieldTypeLabel(field.type);
  return (
    <FormProvider {...form}>
      <Form
        onSubmit={(event) => void onSubmit(event)}
        aria-label={isNew ? `New ${typeLabel} field` : `Edit ${title || typeLabel} field`}
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
          <FieldTextInputs instructions={instructions} />
          {!instructions && <FieldSwitches />}
          {field.type === 'multi-select' && <DisplaySelect />}
          <MapsToOption type={field.type} />
          {hasChoices(field.type) && (
            <Col xs={12}>
              <Controller
                control={form.control}
                name="choices"
                render={({ field: choices }) => (
                  <ChoicesEditor choices={choices.value} onChange={choices.onChange} />
                )}
              />
            </Col>
          )}
          {isAddress(field.type) && <AddressOptions field={field} />}
        </Row>
        <div className="d-flex justify-content-end gap-2 mt-4">
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} busy={saving}>
            Save
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
