import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { RoleNameFields } from './role-name-fields';
import { RolePermissions } from './role-permissions';
import { useRoleForm } from './use-role-form';
import type { CompanyScope } from './users-api';

interface RoleModalProps {
  scope: CompanyScope;
  /** The role to edit, or null to add one. */
  role: CompanyRoleDto | null;
  onHide: () => void;
}

/** Add Role and edit role (spec section 5, New role: a name and at least one permission). */
export function RoleModal({ scope, role, onHide }: RoleModalProps) {
  const titleId = useId();
  const { register, chosen, toggle, canSave, saving, error, submit } = useRoleForm(
    scope,
    role,
    onHide,
  );
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{role ? 'Edit Role' : 'Add Role'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger">{errorMessage(error, 'The role could not be saved.')}</Alert>
          )}
          <RoleNameFields register={register} />
          <RolePermissions chosen={chosen} onToggle={toggle} />
        </Modal.Body>
        <DialogFooter onCancel={onHide} confirmLabel="Save" busy={saving} disabled={!canSave} />
      </Form>
    </Modal>
  );
}
