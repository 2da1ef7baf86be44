import {
  DELETE_FORM_CONFIRMATION,
  FORM_SORTS,
  type FormListResponse,
  type FormSort,
  type FormStatus,
  type FormSummaryDto,
} from '@job-intake/contracts/forms/forms-api';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { ServerDataTable } from '../../shared/components/server-data-table';
import type { PageParams } from '../../shared/hooks/page-params';
import { useDeleteFormMutation } from './forms-api';
import { Trash2Icon } from 'lucide-react';
import { VariantLinks } from './variant-links';

interface FormsTableProps {
  page: FormListResponse;
  paging: PageParams<FormSort>;
  onPagingChange: (changes: Partial<PageParams<FormSort>>) => void;
  busy: boolean;
  /** The user holds the forms permission. */
  builder: boolean;
  cntId: string | null;
  onShowLinkInfo: () => void;
}

/** One page of the forms, sorted and paged by the server. */
export function FormsTable({ page, builder, cntId, onShowLinkInfo, ...paged }: FormsTableProps) {
  const [deleting, setDeleting] = useState<FormSummaryDto | null>(null);

  const columns = useMemo<ColumnDef<FormSummaryDto>[]>(() => {
    const name: ColumnDef<FormSummaryDto> = {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      sortingFn: 'alphanumeric',
      meta: { card: 'title' },
      cell: ({ row }) => (
        <>
          {builder ? (
            <Link to={paths.form(row.original.id)} className="fw-medium text-decoration-none">
              {row.original.name}
            </Link>
          ) : (
            <span className="fw-medium">{row.original.name}</span>
          )}
          <VariantLinks form={row.original} cntId={cntId} onShowInfo={onShowLinkInfo} />
        </>
      ),
    };
    const created: ColumnDef<FormSummaryDto> = {
      id: 'created',
      accessorFn: (form) => Date.parse(form.created_at),
      header: 'Created At',
      sortingFn: 'basic',
      cell: ({ row }) => formatDate(row.original.created_at),
    };
    if (!builder) return [name, created];
    return [
      name,
      {
        id: 'status',
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'mapped',
        accessorFn: (form) => (form.mapped ? 1 : 0),
        header: 'Mapped',
        cell: ({ row }) => (row.original.mapped ? 'Yes' : 'No'),
      },
      created,
      {
        id: 'delete',
        header: () => <span className="visually-hidden">Delete</span>,
        enableSorting: false,
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Button
            variant="link"
            className="p-1 lh-1 text-danger"
            aria-label={`Delete ${row.original.name}`}
            title="Delete form"
            onClick={() => setDeleting(row.original)}
          >
            <Trash2Icon />
          </Button>
        ),
      },
    ];
  }, [builder, cntId, onShowLinkInfo]);

  return (
    <>
      <ServerDataTable
        rows={page.forms}
        shown={page}
        columns={columns}
        getRowId={(form) => form.id}
        sorts={FORM_SORTS}
        {...paged}
        emptyText="No forms found"
      />
      {deleting && <DeleteFormDialog form={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

const STATUS_LABELS: Record<FormStatus, string> = { pending: 'Pending', active: 'Active' };

export function StatusBadge({ status }: { status: FormStatus }) {
  return (
    <Badge bg={status === 'active' ? 'success' : 'secondary'} className="fw-medium">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

function DeleteFormDialog({ form, onClose }: { form: FormSummaryDto; onClose: () => void }) {
  const [deleteForm, { isLoading, error }] = useDeleteFormMutation();

  async function confirm() {
    const result = await deleteForm(form.id);
    if (!result.error) onClose();
  }

  return (
    <ConfirmDialog
      show
      title="Delete Form"
      message={DELETE_FORM_CONFIRMATION}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The form could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
