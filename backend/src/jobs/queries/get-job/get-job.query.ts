import type { ImportCaller } from '../../shared/importers';

export class GetJobQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
    /** Who asks: whether they may send the job to the provider (can_import). */
    readonly caller: ImportCaller,
  ) {}
}
