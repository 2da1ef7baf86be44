import type { FieldEditorValues } from '@job-intake/contracts/forms/field.schema';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddressCustomize } from '../address-customize';

/** The Customize button of an address field and the panel it opens. */
export function AddressOptions({ field }: { field: FieldDto }) {
  const [customizing, setCustomizing] = useState(false);
  const { setValue } = useFormContext<FieldEditorValues>();
  const [title, style] = useWatch<FieldEditorValues, ['title', 'style']>({
    name: ['title', 'style'],
  });
  return (
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
            field={{ ...field, title, style }}
            onChange={(changed) => setValue('style', changed, { shouldDirty: true })}
          />
        </div>
      )}
    </Col>
  );
}
