import { DEFAULT_USER_SORT, USER_SORTS } from '@job-intake/contracts/identity/users-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useHasPermission } from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { useSearchedPageParams } from '../../shared/hooks/use-searched-page-params';
import { ApplicationUsersCard } from './application-users-card';
import { RolesCard } from './roles-card';
import { type CompanyScope, useListUsersQuery } from './users-api';
import { WorkflowStepsCard } from './workflow-steps-card';

/**
 * /users (permission users) and /admin/users/:companyId (super): the company's users, roles and
 * workflow steps (spec section 2, Users page).
 */
export function UsersPage() {
  const { companyId } = useParams();
  // Keyed by company so that switching companies starts from fresh modals and tables.
  return <CompanyUsers key={companyId ?? 'own'} scope={companyId ? { companyId } : {}} />;
}

function CompanyUsers({ scope }: { scope: CompanyScope }) {
  const list = useSearchedPageParams(USER_SORTS, DEFAULT_USER_SORT);
  const users = useListUsersQuery({ ...scope, ...list.query });
  const canEditWorkflow = useHasPermission('workflows');
  const adminView = scope.companyId !== undefined;

  if (users.isLoading) return <LoadingState label="Loading users…" />;
  if (!users.data) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between">
        {errorMessage(users.error, 'The users could not be loaded.')}
        <Button variant="outline-danger" size="sm" onClick={() => void users.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { company } = users.data;
  return (
    <>
      <PageHeader
        title="Users"
        subtitle={
          adminView ? (
            <>
              <Link to={paths.admin}>Companies</Link> / {company.name}
            </>
          ) : (
            company.name
          )
        }
      />
      <div className="d-flex flex-column gap-4">
        <ApplicationUsersCard scope={scope} data={users.data} list={list} busy={users.isFetching} />
        <Row className="g-4">
          <Col xl={7}>
            <RolesCard scope={scope} canEdit={canEditWorkflow} />
          </Col>
          <Col xl={5}>
            <WorkflowStepsCard scope={scope} canEdit={canEditWorkflow} />
          </Col>
        </Row>
      </div>
    </>
  );
}
