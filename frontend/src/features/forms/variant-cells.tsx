import { LOGO_ACCEPT } from '@job-intake/contracts/forms/forms-api';
import { PencilIcon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import styles from './form-builder.module.css';
import type { useVariantRow } from './use-variant-row';

type Row = ReturnType<typeof useVariantRow>;

interface CellProps {
  row: Row;
  /** The id of the row's form, which the cell's inputs belong to. */
  form: string;
  /** How the row's variant is named in labels. */
  label: string;
  isNew: boolean;
}

/** The variant's guest-link uuid: shown, or edited after its pencil is pressed. */
export function UuidCell({ row, form, label, isNew }: CellProps) {
  if (row.editingUuid) {
    return (
      <Form.Control
        form={form}
        aria-label={`UUID of ${label}`}
        value={row.uuid}
        placeholder={isNew ? 'Generated when saved' : undefined}
        autoComplete="off"
        autoFocus
        isInvalid={row.uuidProblem !== null}
        className="font-monospace small"
        onChange={(event) => row.changeUuid(event.target.value)}
      />
    );
  }
  return (
    <>
      <Form.Control
        plaintext
        readOnly
        aria-label={`UUID of ${label}`}
        value={row.uuid || 'Generated when saved'}
        className={`font-monospace small text-truncate ${row.uuid ? '' : 'text-body-secondary fst-italic'}`}
      />
      <Button
        variant="link"
        className="p-1 lh-1 text-body-secondary flex-shrink-0"
        aria-label={`Edit UUID of ${label}`}
        title="Edit UUID"
        onClick={row.editUuid}
      >
        <PencilIcon />
      </Button>
    </>
  );
}

/** The variant's logo (saved, or the chosen file's preview) and the file input. */
export function LogoCell({ row, form, label }: CellProps) {
  return (
    <>
      {row.shownLogo && (
        <img
          src={row.shownLogo}
          alt={`Logo of ${row.title || label}`}
          className={`${styles.logo} mb-2`}
        />
      )}
      <Form.Control
        key={row.fileInputKey}
        form={form}
        type="file"
        size="sm"
        accept={LOGO_ACCEPT}
        isInvalid={row.fileProblem !== null}
        aria-label={`Logo image of ${label}`}
        onChange={(event) => void row.chooseFile((event.target as HTMLInputElement).files)}
        style={{ maxWidth: '22rem' }}
      />
      {row.fileProblem && <div className="invalid-feedback d-block">{row.fileProblem}</div>}
    </>
  );
}
