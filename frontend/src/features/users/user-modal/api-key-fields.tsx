import type { UserValues } from '@job-intake/contracts/identity/user.schema';
import {
  CNT_ID_NEEDED_MESSAGE,
  USER_API_KEY_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { SearchIcon } from 'lucide-react';
import { useLookupApiKeyMutation } from '../users-api';

type LookupNotice = { variant: 'warning' | 'danger' | 'success'; text: string } | null;

/** CNT ID and API key, which can be looked up by the CNT ID or, once saved, removed. */
export function ApiKeyFields({ hasSavedKey }: { hasSavedKey: boolean }) {
  const ids = { cnt: useId(), key: useId() };
  const { register, getValues, setValue } = useFormContext<UserValues>();
  const removeKey = useWatch<UserValues, 'remove_key'>({ name: 'remove_key' });
  const [notice, setNotice] = useState<LookupNotice>(null);
  const [lookup, lookupState] = useLookupApiKeyMutation();

  async function lookUpKey() {
    const contact = getValues('cnt_id').trim();
    if (!contact) return setNotice({ variant: 'warning', text: CNT_ID_NEEDED_MESSAGE });
    setNotice(null);
    const result = await lookup(contact);
    if (result.data) {
      setValue('api_key', result.data.api_key, { shouldValidate: true });
      setValue('remove_key', false);
      setNotice({ variant: 'success', text: `API key found for contact ${contact}.` });
    } else {
      const message = errorMessage(result.error, 'The API key could not be looked up.');
      setNotice({ variant: 'danger', text: `Error: ${message}` });
    }
  }

  return (
    <>
      <Form.Group as={Col} md={4} controlId={ids.cnt}>
        <Form.Label>CNT ID</Form.Label>
        <Form.Control
          {...register('cnt_id')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Provider contact id"
        />
      </Form.Group>
      <Form.Group as={Col} md={8} controlId={ids.key}>
        <Form.Label>API Key</Form.Label>
        <InputGroup>
          <Form.Control
            {...register('api_key')}
            disabled={removeKey}
            maxLength={USER_API_KEY_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className="font-monospace"
            placeholder={hasSavedKey ? 'A key is saved — leave blank to keep it' : 'None'}
          />
          <Button
            variant="outline-secondary"
            onClick={() => void lookUpKey()}
            disabled={lookupState.isLoading}
          >
            {lookupState.isLoading ? (
              <Spinner animation="border" size="sm" aria-hidden="true" />
            ) : (
              <SearchIcon />
            )}{' '}
            Look up
          </Button>
        </InputGroup>
        {hasSavedKey && (
          <Form.Check
            {...register('remove_key')}
            id={`${ids.key}-remove`}
            className="mt-2 small"
            label="Remove the saved API key"
          />
        )}
      </Form.Group>
      {notice && (
        <Col xs={12}>
          <Alert variant={notice.variant} className="py-2 mb-0">
            {notice.text}
          </Alert>
        </Col>
      )}
    </>
  );
}
