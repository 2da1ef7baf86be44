import { isFormOffered } from '@job-intake/contracts/forms/forms-api';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { CreateFormCard } from './create-form-card';
import { useHasPermission, useSessionUser } from '../../shared/api/auth-slice';
import { GuestLinkDialog } from './guest-link-dialog';
import { useListFormsQuery } from './forms-api';
import { FormsTable } from './forms-table';

/** /forms — the forms of the company, with guest links and (for form builders) a create box. */
export function FormsPage() {
  const user = useSessionUser();
  // Form builders (permission forms) see every form, Status, Mapped, delete and the builder.
  const builder = useHasPermission('forms');
  const { data, isError, refetch } = useListFormsQuery();
  const [showingInfo, setShowingInfo] = useState(false);
  const showLinkInfo = useCallback(() => setShowingInfo(true), []);
  // The server filters too; this keeps the rule visible even on a stale cache.
  const forms = data && (builder ? data : data.filter(isFormOffered));

  return (
    <>
      <PageHeader title="Forms" subtitle={forms ? formCount(forms.length) : undefined} />
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
          {forms ? (
            <FormsTable
              forms={forms}
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
