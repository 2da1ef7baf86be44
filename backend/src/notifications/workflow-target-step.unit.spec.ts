import type { WorkflowStepRow } from '../workflows/workflow-steps.directory';
import { targetStepOf } from './workflow-notices';

const step = (id: string, position: number): WorkflowStepRow => ({
  id,
  company_id: 'company',
  role_id: `role-${id}`,
  position,
});
// Out of id order on purpose: the position decides.
const steps = [step('first', 1), step('second', 4), step('last', 9)];

describe('the workflow step a move sends a job to', () => {
  it('finalized: the step after its own by position', () => {
    expect(targetStepOf('finalized', 'first', steps)).toBe('second');
    expect(targetStepOf('finalized', 'second', steps)).toBe('last');
  });

  it('finalized: the last step when its own is the last, gone or none', () => {
    expect(targetStepOf('finalized', 'last', steps)).toBe('last');
    expect(targetStepOf('finalized', 'deleted-step', steps)).toBe('last');
    expect(targetStepOf('finalized', null, steps)).toBe('last');
  });

  it('re-opened: the first step, whatever its own', () => {
    expect(targetStepOf('reopened', 'last', steps)).toBe('first');
  });

  it('no step for an import, nor for a company without steps', () => {
    expect(targetStepOf('imported', 'first', steps)).toBeNull();
    expect(targetStepOf('finalized', 'first', [])).toBeNull();
    expect(targetStepOf('reopened', null, [])).toBeNull();
  });
});
