import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { skipToken } from '@reduxjs/toolkit/query';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoadingState } from '../../shared/components/loading-state';
import { useSelectedTab } from '../../shared/hooks/use-selected-tab';
import { useTabParam } from '../../shared/hooks/use-tab-param';
import { PageHeader } from '../../shared/components/page-header';
import { useGetCompanyQuery } from '../../shared/api/companies-api';
import { type CompanyTabContext, visibleCompanyTabs } from './company-tabs';
import { useCan, useCanRead } from './current-permissions';

const TABS_ID = 'company-tabs';

/** Spec section 8: a company that fails to load sends the user to their settings. */
const COMPANY_LOAD_ERROR = 'The company could not be loaded.';

/** /company/:id (permission company) and /admin/company/:id (super admins). */
export function CompanyPage() {
  const { id } = useParams();
  const { data: company, isError } = useGetCompanyQuery(id ?? skipToken);
  const can = useCan();
  if (isError || !id) {
    return <Navigate to={paths.settings} replace state={{ error: COMPANY_LOAD_ERROR }} />;
  }
  if (!company) return <LoadingState label="Loading company…" />;
  return <CompanyView company={company} context={{ company, can }} />;
}

function CompanyView({
  company,
  context,
}: {
  company: CompanyDetailDto;
  context: CompanyTabContext;
}) {
  const fromAdmin = useLocation().pathname.startsWith(`${paths.admin}/`);
  const tabs = visibleCompanyTabs(useCanRead());
  const [active, select] = useTabParam(
    tabs.map((tab) => tab.key),
    tabs[0]?.key ?? '',
  );
  useSelectedTab(TABS_ID, active);
  const users = company.user_list.length;

  return (
    <>
      {fromAdmin && (
        <Link to={paths.admin} className="d-inline-block mb-3 small text-decoration-none">
          ← Back to Companies
        </Link>
      )}
      <PageHeader
        title={company.name}
        subtitle={`${users === 1 ? '1 user' : `${users} users`} · Created ${formatDate(company.created_at)}`}
      />
      <Tabs id={TABS_ID} activeKey={active} onSelect={select} className="mb-4" mountOnEnter>
        {tabs.map((tab) => (
          <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
            {tab.render(context)}
          </Tab>
        ))}
      </Tabs>
    </>
  );
}
