import { countChanges } from './job-list-counts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const row = (id: string, company_id: string | null, status: string) => ({ id, company_id, status });

describe('job_list_counts moves', () => {
  it('counts new jobs in their status', () => {
    expect(
      countChanges([], [row('1', A, 'open'), row('2', A, 'open'), row('3', B, 'open')]),
    ).toEqual([
      { company_id: A, status: 'open', jobs: 2 },
      { company_id: B, status: 'open', jobs: 1 },
    ]);
  });

  it('moves a job from its old status to its new one, and nothing for a change within one', () => {
    const before = [row('1', A, 'open'), row('2', A, 'open')];
    const after = [row('1', A, 'pending'), row('2', A, 'open')];
    expect(countChanges(before, after)).toEqual([
      { company_id: A, status: 'open', jobs: -1 },
      { company_id: A, status: 'pending', jobs: 1 },
    ]);
  });

  it('leaves a row without a company uncounted', () => {
    expect(countChanges([], [row('1', null, 'open')])).toEqual([]);
  });
});
