import { Inject, Injectable } from '@nestjs/common';
import type { MergeValues } from '@job-intake/contracts/emails/emails-api';
import { Companies } from '../../companies/companies.reader';
import { CustomerPresets, customerKey } from '../../customers/customer-presets';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { JobsDirectory } from './jobs.directory';

/** The merge fields of a job's e-mail that the read models hold, with the job's company. */
export type JobMergeValuesRow = Pick<
  MergeValues,
  'job_number' | 'job_name' | 'customer_name' | 'company_name'
> & { readonly company_id: string };

/**
 * The merge fields of jobs' e-mails ([job_number], [job_name], [customer_name], [company_name]):
 * one definition for the e-mails the outbox renders and the compose dialog's preview, so both
 * read the same. Three set-based reads (the job list, then the companies' and customers' readers,
 * on the same pool or batch client) for any number of jobs.
 */
@Injectable()
export class JobMergeValues {
  constructor(@Inject(PG_POOL) private readonly db: Queryable) {}

  /** By job id; a job the job list does not hold yet is left out. */
  async of(jobIds: readonly string[]): Promise<Map<string, JobMergeValuesRow>> {
    const jobs = [...(await new JobsDirectory(this.db).jobsOf(jobIds)).values()];
    const customers = jobs.flatMap(({ company_id, customer_id }) =>
      customer_id ? [{ company_id, customer_id }] : [],
    );
    const companyNames = await new Companies(this.db).namesOf(jobs.map((job) => job.company_id));
    const customerNames = await new CustomerPresets(this.db).displayNamesOf(customers);
    return new Map(
      jobs.flatMap((job) => {
        const companyName = companyNames.get(job.company_id);
        if (companyName === undefined) return [];
        const customer =
          job.customer_id &&
          customerNames.get(customerKey({ ...job, customer_id: job.customer_id }));
        const values: JobMergeValuesRow = {
          company_id: job.company_id,
          job_number: job.reference_no,
          job_name: job.name,
          customer_name: customer || '',
          company_name: companyName,
        };
        return [[job.id, values]];
      }),
    );
  }
}
