import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { AddCompanyModal } from './add-company-modal';
import { useListCompaniesQuery } from './admin-api';
import { CompaniesTable } from './companies-table';

/** /admin (super admins): every company, with the Add Company modal. */
export function AdminPage() {
  const [adding, setAdding] = useState(false);
  const { data, isError, refetch } = useListCompaniesQuery();
  const total = data?.companies.length;

  return (
    <>
      <PageHeader
        title="Companies"
        subtitle={
          total === undefined ? undefined : total === 1 ? '1 company' : `${total} companies`
        }
        actions={<Button onClick={() => setAdding(true)}>+ Add Company</Button>}
      />
      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          The companies could not be loaded.
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Card className="shadow-sm border-0 overflow-hidden">
          {data ? (
            <CompaniesTable companies={data.companies} />
          ) : (
            <LoadingState label="Loading companies…" />
          )}
        </Card>
      )}
      <AddCompanyModal show={adding} onHide={() => setAdding(false)} />
    </>
  );
}
