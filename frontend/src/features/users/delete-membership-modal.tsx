import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import type { CompanyUserRow } from '@job-intake/contracts/identity/users-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { type CompanyScope, useDeleteMembershipMutation } from './users-api';

interface DeleteMembershipModalProps {
  scope: CompanyScope;
  user: CompanyUserRow;
  companyName: string;
  onHide: () => void;
  onDeleted: (message: string) => void;
}

/** Confirms removing a user from the company (their membership; never one's own). */
export function DeleteMembershipModal({
  scope,
  user,
  companyName,
  onHide,
  onDeleted,
}: DeleteMembershipModalProps) {
  const titleId = useId();
  const [deleteMembership, { isLoading, error }] = useDeleteMembershipMutation();

  async function confirm() {
    const result = await deleteMembership({ ...scope, id: user.membership_id });
    if (result.data) onDeleted(`${user.name} was removed from ${companyName.replace(/\.$/, '')}.`);
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Delete User</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger">{errorMessage(error, 'The user could not be deleted.')}</Alert>
        )}
        <p className="mb-2">
          Are you sure you want to remove <strong>{user.name}</strong> ({user.email}) from{' '}
          {companyName}?
        </p>
        <p className="small text-body-secondary mb-0">
          They will no longer be able to sign in to this company. Their jobs and history stay.
        </p>
      </Modal.Body>
      <DialogFooter
        onCancel={onHide}
        confirmLabel="Delete"
        onConfirm={() => void confirm()}
        variant="danger"
        busy={isLoading}
      />
    </Modal>
  );
}
