import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';
import { DeleteStepModal } from './delete-step-modal';
import { SectionCard } from './section-card';
import { StepModal } from './step-modal';
import { StepsTable } from './steps-table';
import { type CompanyScope, useListWorkflowStepsQuery } from './users-api';

interface WorkflowStepsCardProps {
  scope: CompanyScope;
  /** Adding, editing and deleting steps needs the workflows permission (spec section 6). */
  canEdit: boolean;
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; step: WorkflowStepDto } | null;

/**
 * The Workflow Steps card: the steps in their order (which is the point, so the table does not
 * re-sort), the step modal and the Delete Step modal.
 */
export function WorkflowStepsCard({ scope, canEdit }: WorkflowStepsCardProps) {
  const steps = useListWorkflowStepsQuery(scope);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <SectionCard
      title="Workflow Steps"
      count={steps.data?.length}
      description="Jobs move through the steps in this order."
      actions={canEdit && <Button onClick={() => setDialog({ kind: 'add' })}>+ Add Step</Button>}
    >
      {steps.data ? (
        <StepsTable
          steps={steps.data}
          onEdit={canEdit ? (step) => setDialog({ kind: 'edit', step }) : null}
          onDelete={canEdit ? (step) => setDialog({ kind: 'delete', step }) : null}
        />
      ) : steps.isError ? (
        <Alert variant="danger" className="m-3">
          {errorMessage(steps.error, 'The workflow steps could not be loaded.')}
        </Alert>
      ) : (
        <LoadingState label="Loading workflow steps…" />
      )}
      <p className="small text-body-secondary px-3 py-2 mb-0 border-top">
        New jobs start at the first step. Users of the last step&apos;s role who hold an API key
        send jobs to the provider.
      </p>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && steps.data && (
        <StepModal
          scope={scope}
          step={dialog.kind === 'edit' ? dialog.step : null}
          steps={steps.data}
          onHide={close}
        />
      )}
      {dialog?.kind === 'delete' && steps.data && (
        <DeleteStepModal
          scope={scope}
          step={dialog.step}
          stepCount={steps.data.length}
          onHide={close}
        />
      )}
    </SectionCard>
  );
}
