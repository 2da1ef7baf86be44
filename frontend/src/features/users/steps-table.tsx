import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../../shared/components/card-table';

interface StepsTableProps {
  steps: WorkflowStepDto[];
  onEdit: ((step: WorkflowStepDto) => void) | null;
  onDelete: ((step: WorkflowStepDto) => void) | null;
}

/** The workflow steps in their order, with edit and delete buttons for those who may. */
export function StepsTable({ steps, onEdit, onDelete }: StepsTableProps) {
  if (steps.length === 0) {
    return <p className="text-center text-body-secondary py-5 mb-0">No workflow steps found</p>;
  }
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  return (
    <CardTable hover className="mb-0 align-middle">
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
            <CardCell label="Order" className="px-3">
              <span className="badge rounded-pill text-bg-dark">{step.position}</span>
            </CardCell>
            <CardCell label="Role" place="title" className="px-3 w-100">
              <span className="fw-semibold">{step.role.name}</span>
              {stepHint(step.position, ordered.length) && (
                <span className="d-block small text-body-secondary">
                  {stepHint(step.position, ordered.length)}
                </span>
              )}
            </CardCell>
            {onEdit && onDelete && (
              <CardCell label="" place="actions" className="px-3">
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
              </CardCell>
            )}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

function stepHint(position: number, count: number): string {
  if (count === 1) return 'New jobs start here; its users import them';
  if (position === 1) return 'New jobs start here';
  if (position === count) return 'Imports to the provider';
  return '';
}
