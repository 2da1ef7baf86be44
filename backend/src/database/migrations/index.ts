import { EventStore1763700000000 } from './1763700000000-event-store';
import { Projections1763700000100 } from './1763700000100-projections';
import { JobList1763700000200 } from './1763700000200-job-list';
import { Companies1763700000300 } from './1763700000300-companies';
import { Identity1763800000000 } from './1763800000000-identity';
import { UsersRolesWorkflows1763820000000 } from './1763820000000-users-roles-workflows';
import { CompanyConstraints1763830000000 } from './1763830000000-company-constraints';
import { Forms1763840000000 } from './1763840000000-forms';
import { JobLifecycle1763850000000 } from './1763850000000-job-lifecycle';
import { Customers1763860000000 } from './1763860000000-customers';
import { SignInAttempts1764000000100 } from './1764000000100-sign-in-attempts';
import { Invitations1764000000200 } from './1764000000200-invitations';
import { AppendFunction1764100000000 } from './1764100000000-append-function';
import { JobListPagingIndexes1764200000100 } from './1764200000100-job-list-paging-indexes';
import { ListIndexes1764200000300 } from './1764200000300-list-indexes';
import { JobListCounts1764200000500 } from './1764200000500-job-list-counts';
import { Guests1764300000000 } from './1764300000000-guests';
import { EmailLog1764400000200 } from './1764400000200-email-log';
import { OutboxEmailRequests1764400000300 } from './1764400000300-outbox-email-requests';
import { EmailTemplates1764400000500 } from './1764400000500-email-templates';
import { ProviderImports1764500000000 } from './1764500000000-provider-imports';
import { JobListImportState1764510000009 } from './1764510000009-job-list-import-state';
import { JobStats1764510000010 } from './1764510000010-job-stats';
import { AppendToStreamsFunction1764600000001 } from './1764600000001-append-to-streams-function';
import { ThrottlerCounters1764600000009 } from './1764600000009-throttler-counters';
import { GuestUploadCharges1764700000101 } from './1764700000101-guest-upload-charges';
import { EmailLogLink1764700000301 } from './1764700000301-email-log-link';
import { JobListFurnishingChanged1764700000406 } from './1764700000406-job-list-furnishing-changed';
import { GuestCharges1764700000901 } from './1764700000901-guest-charges';
import { AppendBatchFunction1764800000700 } from './1764800000700-append-batch-function';
import { AppendBatchCanonicalEvents1764800000820 } from './1764800000820-append-batch-canonical-events';
import { AppendBatchGenericPlans1764800000840 } from './1764800000840-append-batch-generic-plans';
import { OutboxTraceContext1764900000200 } from './1764900000200-outbox-trace-context';
import { AuditSigningKey1764900000500 } from './1764900000500-audit-signing-key';
import { AccessLog1764900000510 } from './1764900000510-access-log';
import { Webhooks1764900001100 } from './1764900001100-webhooks';
import { ApiTokens1764900001000 } from './1764900001000-api-tokens';
import { WebhookRetention1764900001200 } from './1764900001200-webhook-retention';

/** Every migration, oldest first. */
export const migrations = [
  EventStore1763700000000,
  Projections1763700000100,
  JobList1763700000200,
  Companies1763700000300,
  Identity1763800000000,
  UsersRolesWorkflows1763820000000,
  CompanyConstraints1763830000000,
  Forms1763840000000,
  JobLifecycle1763850000000,
  Customers1763860000000,
  SignInAttempts1764000000100,
  Invitations1764000000200,
  AppendFunction1764100000000,
  JobListPagingIndexes1764200000100,
  ListIndexes1764200000300,
  JobListCounts1764200000500,
  Guests1764300000000,
  EmailLog1764400000200,
  OutboxEmailRequests1764400000300,
  EmailTemplates1764400000500,
  ProviderImports1764500000000,
  JobListImportState1764510000009,
  JobStats1764510000010,
  AppendToStreamsFunction1764600000001,
  ThrottlerCounters1764600000009,
  GuestUploadCharges1764700000101,
  EmailLogLink1764700000301,
  JobListFurnishingChanged1764700000406,
  GuestCharges1764700000901,
  AppendBatchFunction1764800000700,
  AppendBatchCanonicalEvents1764800000820,
  AppendBatchGenericPlans1764800000840,
  OutboxTraceContext1764900000200,
  AuditSigningKey1764900000500,
  AccessLog1764900000510,
  Webhooks1764900001100,
  ApiTokens1764900001000,
  WebhookRetention1764900001200,
];
