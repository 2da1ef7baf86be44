import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import {
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_SORT,
} from '@job-intake/contracts/job-form/customers-api';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useListCustomersQuery } from '../../../shared/api/customers-api';
import { ListSearchBox } from '../../../shared/components/list-search-box';
import { LoadingState } from '../../../shared/components/loading-state';
import { ServerDataTable } from '../../../shared/components/server-data-table';
import { useSearchedPageParams } from '../../../shared/hooks/use-searched-page-params';
import { customerColumns } from './customer-columns';
import { CustomerModal } from './customer-modal';
import { CUSTOMERS_HEADING_ID, DeleteCustomerDialog } from './delete-customer-dialog';
import { UploadCustomersModal } from './upload-customers-modal';

type Dialog =
  | { kind: 'edit'; customer: CustomerPresetDto | undefined }
  | { kind: 'delete'; customer: CustomerPresetDto }
  | { kind: 'upload' }
  | null;

interface CustomersTabProps {
  company: CompanyDetailDto;
  /** Super admins upload CSV files (spec section 6). */
  canUpload: boolean;
}

/**
 * The company page's Customers tab (spec section 2): the customer presets the job form's
 * auto-fill offers, a page at a time, searched and sorted on the server; add, edit, delete, and a
 * CSV upload for super admins.
 */
export function CustomersTab({ company, canUpload }: CustomersTabProps) {
  const list = useSearchedPageParams(CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT);
  const { data, isError, isFetching, refetch } = useListCustomersQuery({
    companyId: company.id,
    ...list.query,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(
    () =>
      customerColumns({
        onEdit: (customer) => setDialog({ kind: 'edit', customer }),
        onDelete: (customer) => setDialog({ kind: 'delete', customer }),
      }),
    [],
  );
  const close = () => setDialog(null);

  return (
    <section aria-labelledby={CUSTOMERS_HEADING_ID}>
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3 gap-2">
        <h2 id={CUSTOMERS_HEADING_ID} tabIndex={-1} className="h5 mb-0 me-auto">
          Customers
          {data && <span className="ms-2 small text-body-secondary fw-normal">{data.total}</span>}
        </h2>
        <ListSearchBox
          label="Search customers"
          placeholder="Search by number, company, name, city…"
          value={list.search}
          onSearch={list.changeSearch}
        />
        {canUpload && (
          <Button variant="outline-dark" onClick={() => setDialog({ kind: 'upload' })}>
            Upload CSV
          </Button>
        )}
        <Button onClick={() => setDialog({ kind: 'edit', customer: undefined })}>
          Add Customer
        </Button>
      </div>
      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          The customers could not be loaded.
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data ? (
        <ServerDataTable
          rows={data.customers}
          shown={data}
          columns={columns}
          getRowId={(customer) => String(customer.id)}
          sorts={CUSTOMER_SORTS}
          paging={list.paging}
          onPagingChange={list.changePaging}
          busy={isFetching}
          emptyText={list.search ? 'No customer matches the search.' : 'No customers yet.'}
        />
      ) : (
        <LoadingState label="Loading customers…" />
      )}
      {dialog?.kind === 'edit' && (
        <CustomerModal companyId={company.id} customer={dialog.customer} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCustomerDialog companyId={company.id} customer={dialog.customer} onClose={close} />
      )}
      {dialog?.kind === 'upload' && <UploadCustomersModal companyId={company.id} onHide={close} />}
    </section>
  );
}
