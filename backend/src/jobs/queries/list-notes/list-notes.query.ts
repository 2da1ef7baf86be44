import type { PageInfo } from '@job-intake/contracts/paging';
import type { NoteSort } from '@job-intake/contracts/jobs/jobs-api';

export class ListNotesQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
    readonly page: PageInfo<NoteSort>,
  ) {}
}
