import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  COLUMN_CHOICES,
  COLUMN_CHOICE_LABELS,
  LIST_COUNTS,
  USER_CONFIG_SAVED_MESSAGE,
  type ColumnChoice,
  type SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import { errorMessage } from '../../shared/api/api-error';
import { sessionUserUpdated } from '../../shared/api/auth-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useSaveUserConfigMutation } from './settings-api';

/** Job List Options: jobs per page and the logo-or-location column (POST /settings/userConfig). */
export function JobListOptionsCard({ user }: { user: SessionUser }) {
  const [listCount, setListCount] = useState(user.list_count);
  const [columnChoice, setColumnChoice] = useState<ColumnChoice>(user.column_choice);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { isLoading }] = useSaveUserConfigMutation();
  const dispatch = useAppDispatch();

  const changed = listCount !== user.list_count || columnChoice !== user.column_choice;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    try {
      await save({ list_count: listCount, column_choice: columnChoice }).unwrap();
      // The stored session user carries the options the job lists read.
      dispatch(sessionUserUpdated({ list_count: listCount, column_choice: columnChoice }));
      setResult({ ok: true, text: USER_CONFIG_SAVED_MESSAGE });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The options could not be saved.') });
    }
  }

  return (
    <Card className="border-0 shadow-sm">
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">Job List Options</h2>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={(event) => void submit(event)}>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="settings-list-count">
              <Form.Label>Jobs per page</Form.Label>
              <Form.Select
                value={listCount}
                onChange={(event) => setListCount(Number(event.target.value))}
              >
                {LIST_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="settings-column-choice">
              <Form.Label>Logo or location column</Form.Label>
              <Form.Select
                value={columnChoice}
                onChange={(event) => setColumnChoice(event.target.value as ColumnChoice)}
              >
                {COLUMN_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {COLUMN_CHOICE_LABELS[choice]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          <div className="d-flex align-items-center gap-3">
            <Button type="submit" className="flex-shrink-0" disabled={!changed || isLoading}>
              Save Options
            </Button>
            {result && (
              <span role="status" className={`small ${result.ok ? 'text-success' : 'text-danger'}`}>
                {result.text}
              </span>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
