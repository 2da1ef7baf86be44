import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { ReactNode } from 'react';
import { ApiTokensTab } from './api-tokens/api-tokens-tab';
import { CompanySettingsForm } from './company-settings/company-settings-form';
import { CustomersTab } from './customers/customers-tab';
import { DataExportTab } from './data-export/data-export-tab';
import { EmailTemplatesTab } from './email-templates/email-templates-tab';
import { ServicesTab } from './services/services-tab';
import { StatisticsTab } from './statistics/statistics-tab';
import { WebhooksTab } from './webhooks/webhooks-tab';

export interface CompanyTabContext {
  company: CompanyDetailDto;
  can: (permission: PermissionName) => boolean;
}

/** Whether the user may read what a permission opens (an auditor, `audit`, reads some). */
type CanRead = (permission: PermissionName) => boolean;

interface CompanyTab {
  /** The tab's value of the `tab` query parameter. */
  key: string;
  title: string;
  /** Who sees the tab: a holder of any one of these (read as `audit` opens reads). */
  readableWith: readonly PermissionName[];
  render: (context: CompanyTabContext) => ReactNode;
}

/**
 * The tabs of the company page, in the order of spec section 2: Settings, Services (permission
 * services), Email Templates, Customers, Statistics (permission super), Data Export (permission
 * data_export). Only tabs with content are listed; each feature adds its tab here when it is built.
 * An auditor (`audit`, decision 0045) sees the statistics of its company and the Data Export.
 * API Tokens (issue 31, decision 0047) follows: its admins manage them, its auditors read them.
 */
const COMPANY_TABS: readonly CompanyTab[] = [
  {
    key: 'settings',
    title: 'Settings',
    readableWith: ['company', 'super'],
    render: ({ company, can }) => (
      <CompanySettingsForm key={company.id} company={company} canChangeStatus={can('super')} />
    ),
  },
  {
    key: 'services',
    title: 'Services',
    readableWith: ['services'],
    render: ({ company }) => <ServicesTab company={company} />,
  },
  {
    key: 'email-templates',
    title: 'Email Templates',
    readableWith: ['company', 'super'],
    render: ({ company }) => <EmailTemplatesTab company={company} />,
  },
  {
    key: 'customers',
    title: 'Customers',
    readableWith: ['company', 'super'],
    render: ({ company, can }) => <CustomersTab company={company} canUpload={can('super')} />,
  },
  {
    key: 'statistics',
    title: 'Statistics',
    readableWith: ['super', 'audit'],
    render: ({ company }) => <StatisticsTab company={company} />,
  },
  {
    key: 'data-export',
    title: 'Data Export',
    readableWith: ['data_export'],
    render: ({ company }) => <DataExportTab company={company} />,
  },
  {
    key: 'api-tokens',
    title: 'API Tokens',
    readableWith: ['company', 'super', 'audit'],
    render: ({ company }) => <ApiTokensTab company={company} />,
  },
  {
    key: 'webhooks',
    title: 'Webhooks',
    readableWith: ['company', 'super', 'audit'],
    render: ({ company, can }) => (
      <WebhooksTab company={company} canWrite={can('company') || can('super')} />
    ),
  },
];

export function visibleCompanyTabs(canRead: CanRead): CompanyTab[] {
  return COMPANY_TABS.filter((tab) => tab.readableWith.some(canRead));
}
