import {
  type FormDto,
  type FormVariantDto,
  LOGO_ACCEPT,
  VARIANT_TITLE_MAX_LENGTH,
  VARIANT_UUID_MESSAGE,
  VARIANT_UUID_PATTERN,
} from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { errorMessage } from '../../shared/api/api-error';
import { CheckIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useDeleteVariantMutation, useUploadLogoMutation } from './forms-api';
import { logoFileProblem, readDataUrl } from './logo-file';
import { logoUrl } from './logo-url';
import styles from './form-builder.module.css';

let lastNewRow = 0;

/** The logo variants of a form: each has a title, a guest-link uuid and a logo image. */
export function LogoVariantsCard({ form }: { form: FormDto }) {
  const variants = form.form_variant.filter((variant) => !variant.is_default);
  const [newRows, setNewRows] = useState<number[]>([]);

  function addRow() {
    lastNewRow += 1;
    const key = lastNewRow;
    setNewRows((rows) => [...rows, key]);
  }

  const removeRow = (key: number) => setNewRows((rows) => rows.filter((row) => row !== key));

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <div>
            <h2 className="h5 mb-0">Logo Variants</h2>
            <p className="small text-body-secondary mb-0">
              Each variant shows its own logo on the form and has its own guest link.
            </p>
          </div>
          <Button variant="outline-primary" size="sm" onClick={addRow}>
            <PlusIcon /> <span className="ms-1">Add Logo Variant</span>
          </Button>
        </div>
        <Table responsive className="align-middle mb-0" aria-label="Logo variants">
          <thead className="table-light">
            <tr>
              <th scope="col" className="px-3" style={{ width: '28%' }}>
                Title
              </th>
              <th scope="col" className="px-3" style={{ width: '28%' }}>
                UUID
              </th>
              <th scope="col" className="px-3">
                Logo
              </th>
              <th scope="col" className="px-3">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.length === 0 && newRows.length === 0 && (
              <tr>
                <td colSpan={4} className="text-center text-body-secondary py-4">
                  No logo variants yet. Guests see the form under the Default variant, without a
                  logo.
                </td>
              </tr>
            )}
            {variants.map((variant) => (
              <VariantRow key={variant.id} formId={form.id} variant={variant} />
            ))}
            {newRows.map((key) => (
              <VariantRow
                key={`new-${key}`}
                formId={form.id}
                onSaved={() => removeRow(key)}
                onCancel={() => removeRow(key)}
              />
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}

interface VariantRowProps {
  formId: string;
  /** Absent for a variant not saved yet. */
  variant?: FormVariantDto;
  onSaved?: () => void;
  onCancel?: () => void;
}

function VariantRow({ formId, variant, onSaved, onCancel }: VariantRowProps) {
  const id = useId();
  const [title, setTitle] = useState(variant?.title ?? '');
  const [uuid, setUuid] = useState(variant?.uuid ?? '');
  const [editingUuid, setEditingUuid] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  /** The logo the last save answered, shown until the cached form catches up. */
  const [savedLogo, setSavedLogo] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [upload, { isLoading, error, reset }] = useUploadLogoMutation();

  const dirty = !variant || title !== variant.title || uuid !== variant.uuid || file !== null;
  const trimmedUuid = uuid.trim();
  const uuidProblem =
    trimmedUuid !== '' && !VARIANT_UUID_PATTERN.test(trimmedUuid) ? VARIANT_UUID_MESSAGE : null;
  const canSave = title.trim() !== '' && dirty && !uuidProblem && !isLoading;
  const storedLogo = savedLogo ?? variant?.file?.location ?? null;
  const shownLogo = preview ?? (storedLogo ? logoUrl(storedLogo) : null);

  async function chooseFile(files: FileList | null) {
    const chosen = files?.[0] ?? null;
    setJustSaved(false);
    setPreview(null);
    setFileProblem(null);
    reset();
    setFile(null);
    if (!chosen) return;
    const problem = await logoFileProblem(chosen);
    if (problem) {
      setFileProblem(problem);
      return;
    }
    setFile(chosen);
    setPreview(await readDataUrl(chosen));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const result = await upload({
      form_id: formId,
      variant_id: variant?.id ?? '',
      title: title.trim(),
      uuid: trimmedUuid,
      file_id: variant?.file_id ?? null,
      file,
    });
    if (result.error) return;
    if (onSaved) {
      onSaved();
      return;
    }
    setTitle(result.data.title);
    setUuid(result.data.uuid);
    setSavedLogo(result.data.file?.location ?? null);
    setFile(null);
    setPreview(null);
    setFileInputKey((key) => key + 1);
    setEditingUuid(false);
    setJustSaved(true);
  }

  const formId_ = `${id}-form`;
  const label = variant ? variant.title : 'new variant';

  return (
    <>
      <tr>
        <td className="px-3">
          <form id={formId_} onSubmit={(event) => void handleSubmit(event)} />
          <Form.Control
            form={formId_}
            aria-label={`Title of ${label}`}
            value={title}
            maxLength={VARIANT_TITLE_MAX_LENGTH}
            isInvalid={!variant ? false : title.trim() === ''}
            placeholder="Variant title"
            autoComplete="off"
            onChange={(event) => {
              setTitle(event.target.value);
              setJustSaved(false);
              reset();
            }}
          />
        </td>
        <td className="px-3">
          <div className="d-flex align-items-center gap-1">
            {editingUuid ? (
              <Form.Control
                form={formId_}
                aria-label={`UUID of ${label}`}
                value={uuid}
                placeholder={variant ? undefined : 'Generated when saved'}
                autoComplete="off"
                autoFocus
                isInvalid={uuidProblem !== null}
                className="font-monospace small"
                onChange={(event) => {
                  setUuid(event.target.value);
                  setJustSaved(false);
                  reset();
                }}
              />
            ) : (
              <>
                <Form.Control
                  plaintext
                  readOnly
                  aria-label={`UUID of ${label}`}
                  value={uuid || 'Generated when saved'}
                  className={`font-monospace small text-truncate ${uuid ? '' : 'text-body-secondary fst-italic'}`}
                />
                <Button
                  variant="link"
                  className="p-1 lh-1 text-body-secondary flex-shrink-0"
                  aria-label={`Edit UUID of ${label}`}
                  title="Edit UUID"
                  onClick={() => setEditingUuid(true)}
                >
                  <PencilIcon />
                </Button>
              </>
            )}
          </div>
        </td>
        <td className="px-3">
          {shownLogo && (
            <img
              src={shownLogo}
              alt={`Logo of ${title || label}`}
              className={`${styles.logo} mb-2`}
            />
          )}
          <Form.Control
            key={fileInputKey}
            form={formId_}
            type="file"
            size="sm"
            accept={LOGO_ACCEPT}
            isInvalid={fileProblem !== null}
            aria-label={`Logo image of ${label}`}
            onChange={(event) => void chooseFile((event.target as HTMLInputElement).files)}
            style={{ maxWidth: '22rem' }}
          />
          {fileProblem && <div className="invalid-feedback d-block">{fileProblem}</div>}
        </td>
        <td className="px-3 text-nowrap text-end">
          <Button type="submit" form={formId_} size="sm" disabled={!canSave}>
            {isLoading && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
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
          {justSaved && (
            <span className="d-block small text-success mt-1" role="status">
              <CheckIcon /> Saved
            </span>
          )}
        </td>
      </tr>
      {uuidProblem && (
        <tr>
          <td colSpan={4} className="px-3 border-top-0 pt-0 small text-danger">
            {uuidProblem}
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
      {error && (
        <tr>
          <td colSpan={4} className="px-3 border-top-0 pt-0">
            <Alert variant="danger" dismissible onClose={reset} className="mb-0 py-2">
              {errorMessage(error, 'The logo variant could not be saved.')}
            </Alert>
          </td>
        </tr>
      )}
    </>
  );
}

function DeleteVariantDialog({
  formId,
  variant,
  onClose,
}: {
  formId: string;
  variant: FormVariantDto;
  onClose: () => void;
}) {
  const [deleteVariant, { isLoading, error }] = useDeleteVariantMutation();

  async function confirm() {
    const result = await deleteVariant({ form_id: formId, id: variant.id });
    if (!result.error) onClose();
  }

  return (
    <ConfirmDialog
      show
      title="Delete Logo Variant"
      message="Are you sure you want to delete this logo variant? Its guest link will stop working."
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The logo variant could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
