import Button from 'react-bootstrap/Button';

interface EditDeleteButtonsProps {
  /** What the row is called, for the buttons' accessible names ("Edit …", "Delete …"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's Edit and Delete buttons, kept together at the row's end. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <div className="d-flex justify-content-end gap-2 text-nowrap">
      <Button size="sm" variant="outline-primary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="sm" variant="outline-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}
