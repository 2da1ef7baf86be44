import { DEFAULT_FORM_SORT, FORM_SORTS } from '@job-intake/contracts/forms/forms-api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router';
import { ListSearchBox } from '../../shared/components/list-search-box';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { useSearchedPageParams } from '../../shared/hooks/use-searched-page-params';
import { useGetCompanyQuery } from '../../shared/api/companies-api';
import { CreateFormCard } from './create-form-card';
import { useHasPermission, useSessionUser } from '../../shared/api/auth-slice';
import { GuestLinkDialog } from './guest-link-dialog';
import { useListFormsQuery } from '../../shared/api/form-list-api';
import { FormsTable } from './forms-table';

/**
 * /forms — the forms of the company a page at a time, searchable, with guest links and (for form
 * builders) a create box. A super admin's ?company={id} (the admin companies' Forms link) shows
 * that company's forms, to look at only.
 */
export function FormsPage() {
  const user = useSessionUser();
  const requested = useSearchParams()[0].get('company');
  const otherCompany =
    requested && requested !== user?.memberships[0]?.company.id ? requested : undefined;
  const { data: company } = useGetCompanyQuery(otherCompany ?? skipToken);
  // Form builders (permission forms) see every form, Status, Mapped, delete and the builder.
  const builder = useHasPermission('forms') && !otherCompany;
  const list = useSearchedPageParams(FORM_SORTS, DEFAULT_FORM_SORT);
  // The server answers users without `forms` only the offered (active and mapped) forms.
  const { data, isError, isFetching, refetch } = useListFormsQuery(
    otherCompany ? { ...list.query, company_id: otherCompany } : list.query,
  );
  const [showingInfo, setShowingInfo] = useState(false);
  const showLinkInfo = useCallback(() => setShowingInfo(true), []);

  return (
    <>
      <PageHeader
        title={otherCompany ? `Forms of ${company?.name ?? 'the company'}` : 'Forms'}
        subtitle={data && formCount(data.total)}
        actions={
          <ListSearchBox
            label="Search forms"
            placeholder="Search by name"
            value={list.search}
            onSearch={list.changeSearch}
          />
        }
      />
      {builder && <CreateFormCard />}
      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          The forms could not be loaded.
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Card className="shadow-sm border-0 overflow-hidden">
          {data ? (
            <FormsTable
              page={data}
              paging={list.paging}
              onPagingChange={list.changePaging}
              busy={isFetching}
              builder={builder}
              cntId={user?.cnt_id ?? null}
              onShowLinkInfo={showLinkInfo}
            />
          ) : (
            <LoadingState label="Loading Forms..." />
          )}
        </Card>
      )}
      <GuestLinkDialog
        show={showingInfo}
        onHide={() => setShowingInfo(false)}
        origin={window.location.origin}
      />
    </>
  );
}

const formCount = (total: number) => (total === 1 ? '1 form' : `${total} forms`);
