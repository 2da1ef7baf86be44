import {
  type FormVariantDto,
  VARIANT_TITLE_MAX_LENGTH,
} from '@job-intake/contracts/forms/forms-api';
import { CheckIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Button } from '../../shared/ui/button';
import { errorMessage } from '../../shared/api/api-error';
import { CardCell } from '../../shared/components/card-table';
import { DeleteVariantDialog } from './delete-variant-dialog';
import { useVariantRow } from './use-variant-row';
import { LogoCell, UuidCell } from './variant-cells';

interface VariantRowProps {
  formId: string;
  /** Absent for a variant not saved yet. */
  variant?: FormVariantDto;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** One logo variant in the table, edited in place. */
export function VariantRow({ formId, variant, onSaved, onCancel }: VariantRowProps) {
  const form = `${useId()}-form`;
  const row = useVariantRow(formId, variant, onSaved);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const label = variant ? variant.title : 'new variant';
  const cell = { row, form, label, isNew: !variant };

  return (
    <>
      <tr>
        <CardCell label="Title" className="px-3">
          <form id={form} onSubmit={(event) => void row.handleSubmit(event)} />
          <Form.Control
            form={form}
            aria-label={`Title of ${label}`}
            value={row.title}
            maxLength={VARIANT_TITLE_MAX_LENGTH}
            isInvalid={!variant ? false : row.title.trim() === ''}
            placeholder="Variant title"
            autoComplete="off"
            onChange={(event) => row.changeTitle(event.target.value)}
          />
        </CardCell>
        <CardCell label="UUID" className="px-3">
          <div className="d-flex align-items-center gap-1">
            <UuidCell {...cell} />
          </div>
        </CardCell>
        <CardCell label="Logo" className="px-3">
          <LogoCell {...cell} />
        </CardCell>
        <CardCell label="" place="actions" className="px-3 text-nowrap text-end">
          <Button type="submit" form={form} size="sm" disabled={!row.canSave} busy={row.saving}>
            Save
          </Button>
          {onCancel && (
            <Button variant="outline-secondary" size="sm" className="ms-2" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {variant && (
            <Button
              variant="link"
              className="p-1 ms-1 lh-1 text-danger"
              aria-label={`Delete ${label}`}
              title="Delete logo variant"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2Icon />
            </Button>
          )}
          {row.justSaved && (
            <span className="d-block small text-success mt-1" role="status">
              <CheckIcon /> Saved
            </span>
          )}
        </CardCell>
      </tr>
      {row.uuidProblem && (
        <tr>
          <td colSpan={4} className="px-3 border-top-0 pt-0 small text-danger">
            {row.uuidProblem}
          </td>
        </tr>
      )}
      {confirmingDelete && variant && (
        <DeleteVariantDialog
          formId={formId}
          variant={variant}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
      {row.error && (
        <tr>
          <td colSpan={4} className="px-3 border-top-0 pt-0">
            <Alert variant="danger" dismissible onClose={row.clearError} className="mb-0 py-2">
              {errorMessage(row.error, 'The logo variant could not be saved.')}
            </Alert>
          </td>
        </tr>
      )}
    </>
  );
}
