import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@job-intake/contracts/formatting/dates';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  type CreatedApiTokenDto,
} from '@job-intake/contracts/integrations/api-tokens-api';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useCreateApiTokenMutation } from './api-tokens-api';
import {
  EMPTY_TOKEN_FORM,
  tokenFormSchema,
  tokenRequest,
  type TokenFormValues,
} from './token-form';
import { TokenPermissionChoices } from './token-permission-choices';

const CREATE_ERROR = 'The token could not be created. Please try again.';

interface CreateTokenDialogProps {
  companyId: string;
  offered: readonly PermissionName[];
  onCreated: (created: CreatedApiTokenDto) => void;
  onClose: () => void;
}

/** Create token: a name, the permissions it carries and an optional last day. */
export function CreateTokenDialog({
  companyId,
  offered,
  onCreated,
  onClose,
}: CreateTokenDialogProps) {
  const { register, control, handleSubmit, formState } = useForm<TokenFormValues>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: EMPTY_TOKEN_FORM,
  });
  const [create, { isLoading, error }] = useCreateApiTokenMutation();
  const save = handleSubmit(async (values) => {
    const creation = create({ companyId, request: tokenRequest(values) });
    const { data } = await creation;
    if (!data) return;
    // The answer holds the secret: out of the store at once, kept by the tab alone.
    creation.reset();
    onCreated(data);
  });
  const nameError = formState.errors.name?.message;
  return (
    <Modal show onHide={onClose} centered fullscreen="sm-down" aria-labelledby="create-token-title">
      <Form noValidate onSubmit={(event) => void save(event)}>
        <Modal.Header closeButton>
          <Modal.Title id="create-token-title" className="h5">
            Create API Token
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{errorMessage(error, CREATE_ERROR)}</Alert>}
          <Form.Group controlId="api-token-name" className="mb-3">
            <Form.Label>
              Name <span className="text-danger">*</span>
            </Form.Label>
            <Form.Control
              {...register('name')}
              autoComplete="off"
              maxLength={API_TOKEN_NAME_MAX_LENGTH}
              required
              isInvalid={Boolean(nameError)}
              aria-describedby="api-token-name-help"
            />
            <Form.Text id="api-token-name-help">Which system uses it, e.g. Accounting.</Form.Text>
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
          <TokenPermissionChoices control={control} offered={offered} />
          <Form.Group controlId="api-token-expires" className="mb-1">
            <Form.Label>Expires after (optional)</Form.Label>
            <Form.Control
              type="date"
              min={todayIso()}
              {...register('expires_on')}
              aria-describedby="api-token-expires-help"
            />
            <Form.Text id="api-token-expires-help">
              The token works through this day. Leave it empty for a token that never expires.
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <DialogFooter onCancel={onClose} confirmLabel="Create token" busy={isLoading} />
      </Form>
    </Modal>
  );
}
