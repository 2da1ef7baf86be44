import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import { Companies } from '../../companies/companies.reader';
import type { EventMetadata } from '../../event-store/event-store.port';
import { DEMO_FORM_ID } from '../../forms/seed/demo-form';
import { DEMO_COMPANY_ID, DEMO_LOGINS, DEMO_PROVIDER_SETTINGS } from '../../seed/demo-seed';
import { UsersDirectory } from '../../users/users.directory';
import { AddNoteCommand } from '../commands/add-note/add-note.command';
import { CreateJobCommand, type JobCreator } from '../commands/create-job/create-job.command';
import { JobCommands } from '../shared/job-commands';

interface DemoJob {
  readonly id: string;
  readonly by: keyof typeof DEMO_LOGINS;
  readonly request: Partial<CreateJobRequest> & { name: string };
  readonly note?: string;
}

/** Fixed ids keep the seed idempotent: a job whose stream exists is left alone. */
export const DEMO_JOBS: readonly DemoJob[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    by: 'standard',
    request: {
      name: 'Riverside Mall Expansion',
      reference_no: 'RM-2041',
      total_contract_amt: '250000.00',
    },
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    by: 'reviewer',
    request: {
      name: 'Harbor Bridge Retrofit',
      reference_no: 'HB-17',
      ...DEMO_PROVIDER_SETTINGS,
      total_contract_amt: '1800000.00',
      total_claim_amt: '42500.50',
    },
    note: 'Owner asked for a copy of the preliminary notice.',
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    by: 'standard',
    request: { name: 'Maple Street Townhomes', createLink: true },
  },
];

/**
 * A few demo jobs on the demo form, created through the command path like any other job. Runs
 * in the background once the app has started (main.ts seeds the demo company before that), so
 * the projections are running when the commands wait for them; without the demo company or
 * users it does nothing.
 */
@Injectable()
export class DemoJobsSeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DemoJobs');
  private seeding: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobCommands,
    private readonly companies: Companies,
    private readonly users: UsersDirectory,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Decided now: main.ts seeds the demo company before the app starts; an app started on an
    // empty database (the API tests) gets no demo jobs.
    if (!(await this.companies.exists(DEMO_COMPANY_ID))) return;
    this.seeding = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.run())
      .catch((error: unknown) =>
        this.logger.warn(
          `Demo jobs were not seeded: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.seeding;
  }

  /** Creates the demo jobs that do not exist yet; returns how many it created. */
  async run(): Promise<number> {
    const users = await this.demoUsers();
    let created = 0;
    for (const job of DEMO_JOBS) {
      const user = users.get(DEMO_LOGINS[job.by].email);
      if (!user || (await this.jobs.exists(job.id))) continue;
      const metadata: EventMetadata = {
        companyId: DEMO_COMPANY_ID,
        actor: { kind: 'user', userId: user.id },
        correlationId: 'demo-seed',
        occurredAt: new Date().toISOString(),
      };
      const request = { form_id: DEMO_FORM_ID, ...job.request } as CreateJobRequest;
      await this.commandBus.execute(
        new CreateJobCommand(user, request, metadata, 'http://localhost', job.id),
      );
      if (job.note) {
        await this.commandBus.execute(
          new AddNoteCommand(job.id, DEMO_COMPANY_ID, user.name, job.note, metadata),
        );
      }
      created += 1;
    }
    return created;
  }

  private async demoUsers(): Promise<Map<string, JobCreator>> {
    const members = await this.users.membersByEmail(
      DEMO_COMPANY_ID,
      Object.values(DEMO_LOGINS).map((login) => login.email),
    );
    return new Map(
      members.map(({ email, ...member }) => [email, { ...member, companyId: DEMO_COMPANY_ID }]),
    );
  }
}
