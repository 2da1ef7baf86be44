import { COMPANY_SORTS, DEFAULT_COMPANY_SORT } from '@job-intake/contracts/identity/company-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ListSearchBox } from '../../shared/components/list-search-box';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { useSearchedPageParams } from '../../shared/hooks/use-searched-page-params';
import { AddCompanyModal } from './add-company-modal';
import { useListCompaniesQuery } from './admin-api';
import { CompaniesTable } from './companies-table';
import { DevMailLink } from './dev-mail-link';
import { DevWebhooksLink } from './dev-webhooks-link';

/** /admin (super admins): the companies a page at a time, searchable, with Add Company. */
export function AdminPage() {
  const [adding, setAdding] = useState(false);
  const list = useSearchedPageParams(COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  const { data, isError, isFetching, refetch } = useListCompaniesQuery(list.query);

  return (
    <>
      <PageHeader
        title="Companies"
        subtitle={data && companyCount(data.total)}
        actions={
          <>
            <ListSearchBox
              label="Search companies"
              placeholder="Search by name"
              value={list.search}
              onSearch={list.changeSearch}
            />
            <Link to={paths.adminReport} className="btn btn-outline-dark">
              Report
            </Link>
            <DevMailLink />
            <DevWebhooksLink />
            <Button onClick={() => setAdding(true)}>+ Add Company</Button>
          </>
        }
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
            <CompaniesTable
              page={data}
              paging={list.paging}
              onPagingChange={list.changePaging}
              busy={isFetching}
            />
          ) : (
            <LoadingState label="Loading companies…" />
          )}
        </Card>
      )}
      <AddCompanyModal show={adding} onHide={() => setAdding(false)} />
    </>
  );
}

const companyCount = (total: number) => (total === 1 ? '1 company' : `${total} companies`);
