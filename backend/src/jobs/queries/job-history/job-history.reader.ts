import { Inject, Injectable } from '@nestjs/common';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import type {
  HistorySort,
  JobAtEvent,
  JobHistoryResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import type { PageInfo } from '@job-intake/contracts/paging';
import {
  EVENT_STORE,
  type EventStore,
  type RecordedEvent,
} from '../../../event-store/event-store.port';
import { PROVIDER_API, ProviderError, type ProviderApi } from '../../../provider/provider.port';
import { DomainError } from '../../../shared/domain-error';
import { UsersDirectory } from '../../../users/users.directory';
import {
  jobAtEvent,
  jobHistory,
  mentionedContacts,
  type HistoryNames,
} from '../../domain/job-history';
import { JOB_NOT_FOUND } from '../../domain/job.decider';
import { historyPage } from './history-page';

export const HISTORY_EVENT_NOT_FOUND = 'History entry not found';

/**
 * The History tab reads the job's stream itself (DESIGN: not a projection). Users and provider
 * contacts are named as they are called now; the provider is asked with the reader's API key.
 * A page is cut after reading the whole stream: each description (a deleted note's text, the
 * contact a change replaced) and each time-travel state folds every earlier event.
 */
@Injectable()
export class JobHistoryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersDirectory,
    @Inject(PROVIDER_API) private readonly provider: ProviderApi,
  ) {}

  async history(
    companyId: string,
    jobId: string,
    apiKey: string | null,
    page: PageInfo<HistorySort>,
  ): Promise<JobHistoryResponse> {
    const events = await this.stream(companyId, jobId);
    return historyPage(jobHistory(events, await this.names(events, apiKey)), page);
  }

  async atEvent(
    companyId: string,
    jobId: string,
    eventId: string,
    apiKey: string | null,
  ): Promise<JobAtEvent> {
    const events = await this.stream(companyId, jobId);
    const found = jobAtEvent(events, eventId, await this.names(events, apiKey));
    if (!found) throw new DomainError('not_found', HISTORY_EVENT_NOT_FOUND);
    return found;
  }

  private async stream(companyId: string, jobId: string): Promise<RecordedEvent[]> {
    const events = await this.store.readStream(jobStreamId(jobId));
    if (events[0]?.metadata.companyId !== companyId) {
      throw new DomainError('not_found', JOB_NOT_FOUND);
    }
    return events;
  }

  private async names(
    events: readonly RecordedEvent[],
    apiKey: string | null,
  ): Promise<HistoryNames> {
    const [users, contacts] = await Promise.all([
      this.userNames(events),
      this.contactNames(mentionedContacts(events), apiKey),
    ]);
    return { users, contacts };
  }

  /** The stream keeps users' ids. */
  private async userNames(events: readonly RecordedEvent[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(
        events.flatMap(({ metadata: { actor } }) => (actor.kind === 'user' ? [actor.userId] : [])),
      ),
    ];
    return this.users.namesOf(ids);
  }

  /** The stream keeps contacts' CNT_IDs; without an answer from the provider they stay ids. */
  private async contactNames(ids: string[], apiKey: string | null): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    try {
      const contacts = await this.provider.listContacts({ apiKey });
      return new Map(contacts.map((contact) => [String(contact.CNT_ID), contact.CONTACT]));
    } catch (error) {
      if (error instanceof ProviderError) return new Map();
      throw error;
    }
  }
}
