import type { NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { Trash2Icon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime } from '../../shared/ui/date-time';

/** One note of the Notes tab: its text, who wrote it and when, and Delete (when given). */
export function NoteListItem({ note, onDelete }: { note: NoteDto; onDelete?: () => void }) {
  return (
    <ListGroup.Item as="li" className="d-flex gap-3 py-3">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {note.description}
        </p>
        <div className="small text-body-secondary">
          {note.user.name} · {formatDateTime(note.created_at)}
        </div>
      </div>
      {onDelete && (
        <div>
          <Button
            variant="outline-danger"
            size="sm"
            aria-label="Delete note"
            title="Delete note"
            onClick={onDelete}
          >
            <Trash2Icon />
          </Button>
        </div>
      )}
    </ListGroup.Item>
  );
}
