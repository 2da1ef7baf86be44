import { jobChangesIn } from './job-changes';
import { recorded } from '../testing/recorded-change';

describe('jobChangesIn', () => {
  it('gives each job stream of a batch once, with its last revision, position and company', () => {
    const changes = jobChangesIn([
      recorded('job-a', 3, 10),
      recorded('user-x', 0, 11),
      recorded('job-b', 0, 12, 'c2'),
      recorded('job-a', 4, 13),
    ]);
    expect(changes).toEqual([
      { jobId: 'a', companyId: 'c1', revision: 4, position: { commit: 13n, prepare: 0n } },
      { jobId: 'b', companyId: 'c2', revision: 0, position: { commit: 12n, prepare: 0n } },
    ]);
  });

  it('is empty for a batch without job events', () => {
    expect(jobChangesIn([recorded('mail-1', 0, 1)])).toEqual([]);
  });
});
