import type { CompanyUserRow } from '@job-intake/contracts/identity/users-api';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FormProvider } from 'react-hook-form';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import type { CompanyScope } from '../users-api';
import { ApiKeyFields } from './api-key-fields';
import { RoleSelect } from './role-select';
import { UserIdentityFields } from './user-identity-fields';
import { useUserForm } from './use-user-form';

interface UserModalProps {
  scope: CompanyScope;
  /** The user to edit, or null to add one. */
  user: CompanyUserRow | null;
  onHide: () => void;
  /** Called with a sentence for the page once the user is saved. */
  onSaved: (message: string) => void;
}

/** Add User and edit user (spec section 5, New user). */
export function UserModal({ scope, user, onHide, onSaved }: UserModalProps) {
  const titleId = useId();
  const { form, roles, roleId, saving, saveError, canSave, onSubmit } = useUserForm(
    scope,
    user,
    onSaved,
  );
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg">
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
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
              <UserIdentityFields />
              <ApiKeyFields hasSavedKey={user?.has_api_key === true} />
              <RoleSelect roles={roles} roleId={roleId} />
            </Row>
            {!user && (
              <p className="small text-body-secondary mt-3 mb-0">
                We e-mail an invitation to this address. The person joins your company when they
                accept it, and chooses their own password if they are new.
              </p>
            )}
          </Modal.Body>
          <DialogFooter onCancel={onHide} confirmLabel="Save" busy={saving} disabled={!canSave} />
        </Form>
      </FormProvider>
    </Modal>
  );
}
