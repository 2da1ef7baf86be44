import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { ReactNode } from 'react';
import { CompanySettingsForm } from './company-settings/company-settings-form';
import { CustomersTab } from './customers/customers-tab';
import { DataExportTab } from './data-export/data-export-tab';
import { EmailTemplatesTab } from './email-templates/email-templates-tab';
import { ServicesTab } from './services/services-tab';
import { StatisticsTab } from './statistics/statistics-tab';

export interface CompanyTabContext {
  company: CompanyDetailDto;
  can: (permission: PermissionName) => boolean;
}

interface CompanyTab {
  /** The tab's value of the `tab` query parameter. */
  key: string;
  title: string;
  /** Who sees the tab besides the page's own access rule; undefined: everyone who sees the page. */
  permission?: PermissionName;
  render: (context: CompanyTabContext) => ReactNode;
}

/**
 * The tabs of the company page, in the order of spec section 2: Settings, Services (permission
 * services), Email Templates, Customers, Statistics (permission super), Data Export (permission
 * data_export). Only tabs with content are listed; each feature adds its tab here when it is built.
 */
const COMPANY_TABS: readonly CompanyTab[] = [
  {
    key: 'settings',
    title: 'Settings',
    render: ({ company, can }) => (
      <CompanySettingsForm key={company.id} company={company} canChangeStatus={can('super')} />
    ),
  },
  {
    key: 'services',
    title: 'Services',
    permission: 'services',
    render: ({ company }) => <ServicesTab company={company} />,
  },
  {
    key: 'email-templates',
    title: 'Email Templates',
    render: ({ company }) => <EmailTemplatesTab company={company} />,
  },
  {
    key: 'customers',
    title: 'Customers',
    render: ({ company, can }) => <CustomersTab company={company} canUpload={can('super')} />,
  },
  {
    key: 'statistics',
    title: 'Statistics',
    permission: 'super',
    render: ({ company }) => <StatisticsTab company={company} />,
  },
  {
    key: 'data-export',
    title: 'Data Export',
    permission: 'data_export',
    render: ({ company }) => <DataExportTab company={company} />,
  },
];

export function visibleCompanyTabs(can: CompanyTabContext['can']): CompanyTab[] {
  return COMPANY_TABS.filter((tab) => !tab.permission || can(tab.permission));
}
