import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { DeleteStepModal } from './delete-step-modal';
import { SectionCard } from './section-card';
import { StepModal } from './step-modal';
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

interface StepsTableProps {
  steps: WorkflowStepDto[];
  onEdit: ((step: WorkflowStepDto) => void) | null;
  onDelete: ((step: WorkflowStepDto) => void) | null;
}

function StepsTable({ steps, onEdit, onDelete }: StepsTableProps) {
  if (steps.length === 0) {
    return <p className="text-center text-body-secondary py-5 mb-0">No workflow steps found</p>;
  }
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  return (
    <Table hover responsive className="mb-0 align-middle">
      <thead className="table-light">
        <tr>
          <th scope="col" className="px-3">
            Order
          </th>
          <th scope="col" className="px-3">
            Role
          </th>
          {onEdit && (
            <th scope="col" className="px-3">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {ordered.map((step) => (
          <tr key={step.id}>
            <td className="px-3">
              <span className="badge rounded-pill text-bg-dark">{step.position}</span>
            </td>
            <td className="px-3 w-100">
              <span className="fw-semibold">{step.role.name}</span>
              {stepHint(step.position, ordered.length) && (
                <span className="d-block small text-body-secondary">
                  {stepHint(step.position, ordered.length)}
                </span>
              )}
            </td>
            {onEdit && onDelete && (
              <td className="px-3">
                <div className="d-flex justify-content-end gap-1">
                  <Button
                    variant="link"
                    size="sm"
                    className="text-secondary"
                    aria-label={`Edit step ${step.position}`}
                    title="Edit"
                    onClick={() => onEdit(step)}
                  >
                    <PencilIcon />
                  </Button>
                  <Button
                    variant="link"
                    size="sm"
                    className="text-danger"
                    aria-label={`Delete step ${step.position}`}
                    title="Delete"
                    onClick={() => onDelete(step)}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function stepHint(position: number, count: number): string {
  if (count === 1) return 'New jobs start here; its users import them';
  if (position === 1) return 'New jobs start here';
  if (position === count) return 'Imports to the provider';
  return '';
}
