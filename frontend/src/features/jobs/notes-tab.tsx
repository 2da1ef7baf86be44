import type { JobDetail, NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../shared/api/api-error';
import { AddNoteModal } from './add-note-modal';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { formatDateTime } from './date-time';
import { Trash2Icon } from 'lucide-react';
import { useDeleteNoteMutation } from './jobs-api';

const DELETE_NOTE_CONFIRMATION = 'Are you sure you want to delete this note?';

/** The Notes tab: the job's notes, newest first, with Add Note and Delete. */
export function NotesTab({ job }: { job: JobDetail }) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NoteDto | null>(null);
  const [deleteNote, removal] = useDeleteNoteMutation();
  const notes = [...job.notes].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const canAdd = job.status !== 'deleted';

  async function confirmDelete() {
    if (!deleting) return;
    const result = await deleteNote({ id: deleting.id, job_id: job.id });
    if (!result.error) setDeleting(null);
  }

  return (
    <Card as="section" aria-label="Notes" className="shadow-sm border-0">
      <Card.Header className="bg-body d-flex align-items-center justify-content-between py-3">
        <h2 className="h5 mb-0">Notes</h2>
        {canAdd && (
          <Button size="sm" onClick={() => setAdding(true)}>
            + Add Note
          </Button>
        )}
      </Card.Header>
      {notes.length === 0 ? (
        <Card.Body className="text-center text-body-secondary py-5">No notes yet.</Card.Body>
      ) : (
        <ListGroup variant="flush" as="ul">
          {notes.map((note) => (
            <ListGroup.Item key={note.id} as="li" className="d-flex gap-3 py-3">
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.description}
                </p>
                <div className="small text-body-secondary">
                  {note.user.name} · {formatDateTime(note.created_at)}
                </div>
              </div>
              <div>
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label="Delete note"
                  title="Delete note"
                  onClick={() => {
                    removal.reset();
                    setDeleting(note);
                  }}
                >
                  <Trash2Icon />
                </Button>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <AddNoteModal show={adding} jobId={job.id} onHide={() => setAdding(false)} />
      <ConfirmDialog
        show={deleting !== null}
        title="Delete Note"
        message={DELETE_NOTE_CONFIRMATION}
        confirmLabel="Delete"
        busy={removal.isLoading}
        error={
          removal.isError
            ? errorMessage(removal.error, 'The note could not be deleted.')
            : undefined
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
