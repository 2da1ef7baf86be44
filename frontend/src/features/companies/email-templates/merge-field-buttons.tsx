import { MERGE_FIELDS, type MergeField } from '@job-intake/contracts/emails/emails-api';
import Button from 'react-bootstrap/Button';

/** One button per merge field; a click inserts `[field]` where the cursor was. */
export function MergeFieldButtons({ onInsert }: { onInsert: (field: MergeField) => void }) {
  return (
    <div role="group" aria-label="Merge fields" className="d-flex flex-wrap gap-1">
      {MERGE_FIELDS.map((field) => (
        <Button
          key={field}
          size="sm"
          variant="outline-secondary"
          // Keeps the focus (and so the selection) in the field being edited.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(field)}
        >
          [{field}]
        </Button>
      ))}
    </div>
  );
}
