import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { ONLY_STEP_MESSAGE, type WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { type CompanyScope, useDeleteWorkflowStepMutation } from './users-api';

interface DeleteStepModalProps {
  scope: CompanyScope;
  step: WorkflowStepDto;
  stepCount: number;
  onHide: () => void;
}

/** The Delete Step modal; the only step cannot be deleted (spec section 5). */
export function DeleteStepModal({ scope, step, stepCount, onHide }: DeleteStepModalProps) {
  const titleId = useId();
  const [deleteStep, { isLoading, error }] = useDeleteWorkflowStepMutation();
  const onlyStep = stepCount <= 1;

  async function confirm() {
    const result = await deleteStep({ ...scope, id: step.id, role_id: step.role.id });
    if (result.data) onHide();
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Delete Step</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {onlyStep ? (
          <Alert variant="warning" className="mb-0">
            {ONLY_STEP_MESSAGE}
          </Alert>
        ) : (
          <>
            {error && (
              <Alert variant="danger">
                {errorMessage(error, 'The step could not be deleted.')}
              </Alert>
            )}
            <p className="mb-2">
              Are you sure you want to delete step {step.position} (
              <strong>{step.role.name}</strong>)?
            </p>
            <p className="small text-body-secondary mb-0">
              {step.position < stepCount
                ? 'The steps after it move up one place.'
                : 'The step before it becomes the last step.'}
            </p>
          </>
        )}
      </Modal.Body>
      <DialogFooter
        onCancel={onHide}
        cancelLabel={onlyStep ? 'Close' : 'Cancel'}
        confirmLabel={onlyStep ? undefined : 'Delete'}
        onConfirm={() => void confirm()}
        variant="danger"
        busy={isLoading}
      />
    </Modal>
  );
}
