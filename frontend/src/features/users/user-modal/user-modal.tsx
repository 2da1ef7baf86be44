import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import {
  CNT_ID_NEEDED_MESSAGE,
  type CompanyUserRow,
  isEmail,
} from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';
import { SearchIcon } from '../../shared/components/icons';
import {
  type CompanyScope,
  useCreateUserMutation,
  useListRolesQuery,
  useListWorkflowStepsQuery,
  useLookupApiKeyMutation,
  useUpdateUserMutation,
} from './users-api';

interface UserModalProps {
  scope: CompanyScope;
  /** The user to edit, or null to add one. */
  user: CompanyUserRow | null;
  onHide: () => void;
  /** Called with a sentence for the page once the user is saved. */
  onSaved: (message: string) => void;
}

type LookupNotice = { variant: 'warning' | 'danger' | 'success'; text: string } | null;

/** Add User and edit user (spec section 5, New user). */
export function UserModal({ scope, user, onHide, onSaved }: UserModalProps) {
  const titleId = useId();
  const ids = { name: useId(), email: useId(), cnt: useId(), key: useId(), role: useId() };
  const roles = useListRolesQuery(scope);
  const steps = useListWorkflowStepsQuery(scope);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const [cntId, setCntId] = useState(user?.cnt_id ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [chosenRole, setChosenRole] = useState(user?.role.id ?? '');
  const [lookupNotice, setLookupNotice] = useState<LookupNotice>(null);
  const [lookup, lookupState] = useLookupApiKeyMutation();
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const saveError = user ? updateState.error : createState.error;

  // New users start in the role of the first workflow step, where new jobs go.
  const roleId = chosenRole || defaultRoleId(steps.data?.[0]?.role.id, roles.data);
  const emailValid = isEmail(email);
  const canSave = name.trim() !== '' && emailValid && roleId !== '' && !saving;

  async function lookUpKey() {
    const contact = cntId.trim();
    if (!contact) {
      setLookupNotice({ variant: 'warning', text: CNT_ID_NEEDED_MESSAGE });
      return;
    }
    setLookupNotice(null);
    const result = await lookup(contact);
    if (result.data) {
      setApiKey(result.data.api_key);
      setRemoveKey(false);
      setLookupNotice({ variant: 'success', text: `API key found for contact ${contact}.` });
    } else {
      setLookupNotice({
        variant: 'danger',
        text: `Error: ${errorMessage(result.error, 'The API key could not be looked up.')}`,
      });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const fields = {
      name: name.trim(),
      email: email.trim(),
      cnt_id: cntId.trim() || null,
      value: roleId,
    };
    if (user) {
      const key = removeKey ? { api_key: null } : apiKey.trim() ? { api_key: apiKey.trim() } : {};
      const result = await updateUser({ ...scope, id: user.id, ...fields, ...key });
      if (result.data) onSaved(`${result.data.user.name} was saved.`);
    } else {
      const result = await createUser({ ...scope, ...fields, api_key: apiKey.trim() || null });
      if (result.data) onSaved(result.data.message);
    }
  }

  const hasSavedKey = user?.has_api_key === true;
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg">
      <Form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{user ? 'Edit User' : 'Add User'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {saveError && (
            <Alert variant="danger">
              {errorMessage(saveError, 'The user could not be saved.')}
            </Alert>
          )}
          <Row className="g-3">
            <Form.Group as={Col} md={6} controlId={ids.name}>
              <Form.Label>
                Name <Required />
              </Form.Label>
              <Form.Control
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoFocus
                autoComplete="off"
                maxLength={200}
              />
            </Form.Group>
            <Form.Group as={Col} md={6} controlId={ids.email}>
              <Form.Label>
                E-mail <Required />
              </Form.Label>
              <Form.Control
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setEmailTouched(true)}
                isInvalid={emailTouched && email.trim() !== '' && !emailValid}
                autoComplete="off"
                maxLength={254}
              />
              <Form.Control.Feedback type="invalid">
                Enter a valid e-mail address, like name@example.com.
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={4} controlId={ids.cnt}>
              <Form.Label>CNT ID</Form.Label>
              <Form.Control
                value={cntId}
                onChange={(event) => setCntId(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                placeholder="Provider contact id"
              />
            </Form.Group>
            <Form.Group as={Col} md={8} controlId={ids.key}>
              <Form.Label>API Key</Form.Label>
              <InputGroup>
                <Form.Control
                  value={apiKey}
                  onChange={(event) => setApiKey(event.target.value)}
                  disabled={removeKey}
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
                  id={`${ids.key}-remove`}
                  className="mt-2 small"
                  label="Remove the saved API key"
                  checked={removeKey}
                  onChange={(event) => setRemoveKey(event.target.checked)}
                />
              )}
            </Form.Group>
            {lookupNotice && (
              <Col xs={12}>
                <Alert variant={lookupNotice.variant} className="py-2 mb-0">
                  {lookupNotice.text}
                </Alert>
              </Col>
            )}
            <Form.Group as={Col} md={6} controlId={ids.role}>
              <Form.Label>
                Role <Required />
              </Form.Label>
              <Form.Select
                value={roleId}
                onChange={(event) => setChosenRole(event.target.value)}
                disabled={!roles.data}
              >
                {!roleId && (
                  <option value="">{roles.data ? '< choose a role >' : 'Loading roles…'}</option>
                )}
                {roles.data?.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Row>
          {!user && (
            <p className="small text-body-secondary mt-3 mb-0">
              We e-mail an invitation to this address. The person joins your company when they
              accept it, and chooses their own password if they are new.
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      *
    </span>
  );
}

function defaultRoleId(
  firstStepRoleId: string | undefined,
  roles: readonly { id: string }[] | undefined,
): string {
  if (!roles || roles.length === 0) return '';
  return roles.some((role) => role.id === firstStepRoleId)
    ? (firstStepRoleId ?? '')
    : (roles[0]?.id ?? '');
}
