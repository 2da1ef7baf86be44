import { HISTORY_ACTIONS } from '@job-intake/contracts/jobs/jobs-api';
import { describe, expect, it } from 'vitest';
import { actionLabel } from './history-labels';

/**
 * The History tab labels every action the API may send: the backend's catalogue test
 * (job-event-catalogue.unit.spec.ts) checks that each job event is described with one of
 * HISTORY_ACTIONS, and this checks that each of those reads as words here.
 */
describe('history action labels', () => {
  it.each(HISTORY_ACTIONS)('%s reads as capitalised words', (action) => {
    expect(actionLabel(action)).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*)*$/);
  });

  it('gives each action its own label', () => {
    const labels = HISTORY_ACTIONS.map(actionLabel);
    expect(new Set(labels).size).toBe(HISTORY_ACTIONS.length);
  });

  it("turns the spec's names into the tab's words", () => {
    expect(actionLabel('save_setting')).toBe('Save Setting');
    expect(actionLabel('email_opt_in_out')).toBe('Email Opt In Out');
  });
});
