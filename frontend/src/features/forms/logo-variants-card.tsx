import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { VariantRow } from './variant-row';
import { ADD_VARIANT_BUTTON_ID } from './focus-after-delete';
import { CardTable } from '../../shared/components/card-table';

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
          <Button id={ADD_VARIANT_BUTTON_ID} variant="outline-primary" size="sm" onClick={addRow}>
            <PlusIcon /> <span className="ms-1">Add Logo Variant</span>
          </Button>
        </div>
        <CardTable className="align-middle mb-0" aria-label="Logo variants">
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
        </CardTable>
      </Card.Body>
    </Card>
  );
}
