import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useController, useForm } from 'react-hook-form';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { type CompanyScope, useListRolesQuery, useSaveWorkflowStepMutation } from './users-api';
import { RoleOptions } from './role-options';
import { Required } from './user-modal/required';

interface StepModalProps {
  scope: CompanyScope;
  /** The step to edit, or null to add one at the end. */
  step: WorkflowStepDto | null;
  steps: readonly WorkflowStepDto[];
  onHide: () => void;
}

/** Add Step and edit step (spec section 5, Workflow step: a role is required). */
export function StepModal({ scope, step, steps, onHide }: StepModalProps) {
  const titleId = useId();
  const roleId = useId();
  const roles = useListRolesQuery(scope);
  const { control, handleSubmit } = useForm({ defaultValues: { role_id: step?.role.id ?? '' } });
  // Controlled, so that the step's role shows once the roles have loaded.
  const { field } = useController({ control, name: 'role_id' });
  const chosen = field.value;
  const [saveStep, { isLoading, error }] = useSaveWorkflowStepMutation();

  // Only assignable roles, and none that another step already has.
  const taken = new Set(
    steps.filter((other) => other.id !== step?.id).map((other) => other.role.id),
  );
  const choices = (roles.data ?? []).filter((role) => role.assign_workflow && !taken.has(role.id));
  const canSave = chosen !== '' && !isLoading;

  const submit = handleSubmit(async ({ role_id }) => {
    if (!canSave) return;
    const result = await saveStep({ ...scope, ...(step ? { id: step.id } : {}), role_id });
    if (result.data) onHide();
  });

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{step ? `Edit Step ${step.position}` : 'Add Step'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger">{errorMessage(error, 'The step could not be saved.')}</Alert>
          )}
          <Form.Group controlId={roleId}>
            <Form.Label>
              Role <Required />
            </Form.Label>
            <Form.Select {...field} disabled={!roles.data}>
              <option value="">{roles.data ? '< choose a role >' : 'Loading roles…'}</option>
              <RoleOptions roles={choices} />
            </Form.Select>
            <Form.Text>
              {step
                ? 'Users of this role are notified when a job reaches this step.'
                : `The new step comes last (step ${steps.length + 1}).`}{' '}
              Only roles that are Assignable to Workflow and have no step yet are listed.
            </Form.Text>
          </Form.Group>
          {roles.data && choices.length === 0 && (
            <Alert variant="warning" className="mt-3 mb-0">
              No role can take this step. Switch on Assignable to Workflow for a role first.
            </Alert>
          )}
        </Modal.Body>
        <DialogFooter onCancel={onHide} confirmLabel="Save" busy={isLoading} disabled={!canSave} />
      </Form>
    </Modal>
  );
}
