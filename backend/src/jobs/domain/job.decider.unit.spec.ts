import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../shared/domain-error';
import { decide, evolve, initialJobState, type JobCommand } from './job.decider';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const created: JobEvent = { type: 'JobCreated', data: { jobId, name: 'Riverside Mall' } };

function given(events: JobEvent[]) {
  const state = events.reduce(evolve, initialJobState);
  return { when: (command: JobCommand) => () => decide(command, state) };
}

describe('job decider', () => {
  it('creates a job with a trimmed name', () => {
    expect(
      given([]).when({ type: 'CreateJob', data: { jobId, name: '  Riverside Mall ' } })(),
    ).toEqual([created]);
  });

  it('refuses to create a job twice', () => {
    expect(given([created]).when({ type: 'CreateJob', data: { jobId, name: 'Again' } })).toThrow(
      new DomainError('conflict', 'This job already exists.'),
    );
  });

  it('refuses a blank name', () => {
    expect(given([]).when({ type: 'CreateJob', data: { jobId, name: '   ' } })).toThrow(
      'name should not be empty',
    );
  });

  it('renames an open job', () => {
    expect(
      given([created]).when({ type: 'RenameJob', data: { jobId, name: 'Riverside Plaza' } })(),
    ).toEqual([{ type: 'JobRenamed', data: { jobId, name: 'Riverside Plaza' } }]);
  });

  it('records nothing when the name does not change', () => {
    expect(
      given([created]).when({ type: 'RenameJob', data: { jobId, name: 'Riverside Mall' } })(),
    ).toEqual([]);
  });

  it('cannot rename a job that does not exist', () => {
    expect(given([]).when({ type: 'RenameJob', data: { jobId, name: 'X' } })).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });

  it('folds the rename into the state', () => {
    const state = [created, { type: 'JobRenamed', data: { jobId, name: 'B' } } as JobEvent].reduce(
      evolve,
      initialJobState,
    );
    expect(state).toEqual({ exists: true, id: jobId, name: 'B', status: 'open' });
  });
});
