import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
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
import { type SaveOutcome, SettingsSubmitRow } from './settings-submit-row';

interface ListOptions {
  list_count: number;
  column_choice: ColumnChoice;
}

/** Job List Options: jobs per page and the logo-or-location column (POST /settings/userConfig). */
export function JobListOptionsCard({ user }: { user: SessionUser }) {
  const { list_count, column_choice } = user;
  const { register, handleSubmit, formState } = useForm<ListOptions>({
    // The saved options become the new defaults, so Save is off until the next change.
    values: { list_count, column_choice },
  });
  const [result, setResult] = useState<SaveOutcome | null>(null);
  const [save, { isLoading }] = useSaveUserConfigMutation();
  const dispatch = useAppDispatch();

  const submit = handleSubmit(async (options) => {
    setResult(null);
    try {
      await save(options).unwrap();
      // The stored session user carries the options the job lists read.
      dispatch(sessionUserUpdated(options));
      setResult({ ok: true, text: USER_CONFIG_SAVED_MESSAGE });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The options could not be saved.') });
    }
  });

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
              <Form.Select {...register('list_count', { valueAsNumber: true })}>
                {LIST_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="settings-column-choice">
              <Form.Label>Logo or location column</Form.Label>
              <Form.Select {...register('column_choice')}>
                {COLUMN_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {COLUMN_CHOICE_LABELS[choice]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          <SettingsSubmitRow
            label="Save Options"
            disabled={!formState.isDirty || isLoading}
            outcome={result}
          />
        </Form>
      </Card.Body>
    </Card>
  );
}
