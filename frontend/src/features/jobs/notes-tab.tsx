import type { JobDetail, NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../shared/api/api-error';
import { useCanChangeJobs } from '../../shared/api/auth-slice';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../shared/components/focus-after-close';
import { LoadingState } from '../../shared/components/loading-state';
import { TablePagination } from '../../shared/components/table-pagination';
import { AddNoteModal } from './add-note-modal';
import { useDeleteNoteMutation, useListJobNotesQuery } from './jobs-api';
import { NoteListItem } from './note-list-item';
import { useTabPage } from './use-tab-page';

const DELETE_NOTE_CONFIRMATION = 'Are you sure you want to delete this note?';
/** Where the focus goes once a note and its Delete button are gone. */
const NOTES_HEADING_ID = 'notes-heading';

/** The Notes tab: one page of the job's notes, newest first, with Add Note and Delete. */
export function NotesTab({ job }: { job: JobDetail }) {
  const paging = useTabPage();
  const { data, isError, isFetching } = useListJobNotesQuery({
    id: job.id,
    page: paging.page,
    size: paging.size,
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NoteDto | null>(null);
  const [deleteNote, removal] = useDeleteNoteMutation();
  const canChange = useCanChangeJobs();
  const canAdd = canChange && job.status !== 'deleted';

  async function confirmDelete() {
    if (!deleting) return;
    const result = await deleteNote({ id: deleting.id, job_id: job.id });
    if (result.error) return;
    setDeleting(null);
    // The note's Delete button went with it: the focus goes to the heading, not the page's start.
    focusAfterClose(NOTES_HEADING_ID);
  }

  /** A new note is the newest: the first page shows it. */
  function startAdding() {
    paging.setPage(1);
    setAdding(true);
  }

  return (
    <Card as="section" aria-label="Notes" className="shadow-sm border-0">
      <Card.Header className="bg-body d-flex align-items-center justify-content-between py-3">
        <h2 id={NOTES_HEADING_ID} tabIndex={-1} className="h5 mb-0">
          Notes
        </h2>
        {canAdd && (
          <Button size="sm" onClick={startAdding}>
            + Add Note
          </Button>
        )}
      </Card.Header>
      {isError ? (
        <Alert variant="danger" className="m-3">
          The notes could not be loaded.
        </Alert>
      ) : !data ? (
        <LoadingState label="Loading notes…" />
      ) : data.total === 0 ? (
        <Card.Body className="text-center text-body-secondary py-5">No notes yet.</Card.Body>
      ) : (
        <>
          <ListGroup variant="flush" as="ul" aria-busy={isFetching}>
            {data.notes.map((note) => (
              <NoteListItem
                key={note.id}
                note={note}
                onDelete={
                  canChange
                    ? () => {
                        removal.reset();
                        setDeleting(note);
                      }
                    : undefined
                }
              />
            ))}
          </ListGroup>
          <TablePagination
            page={data.page}
            size={data.size}
            total={data.total}
            onPageChange={paging.setPage}
            onSizeChange={paging.setSize}
          />
        </>
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
