import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { Answers } from './job-form-types';

/** No answer, however it is written: undefined, null, '', [] or an address of blank parts. */
export function isBlank(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((part) => part === '');
}

/** Whether an edit leaves the answer as it was (clearing an empty field changes nothing). */
function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The saved answers, the user's edits on top, and what they make together. */
export interface AnswerDraftState {
  readonly baseline: Answers;
  readonly edits: Answers;
  readonly draft: Answers;
  /** The ids whose edit differs from the saved answer: the same array while they stay the same. */
  readonly changedIds: readonly string[];
}

/**
 * The job form's answers outside React's state, so that each part of the form subscribes to what
 * it shows (a field to its value, the footer to the progress) and a keystroke re-renders only
 * those: with the answers in the form's state, every keystroke re-rendered the whole form.
 */
export interface AnswerDraftStore {
  getState(): AnswerDraftState;
  subscribe(listener: () => void): () => void;
  setAnswer(id: string, value: AnswerValue): void;
  /** Drops the edits of these fields (Cancel, or a failed single-field update). */
  discard(ids: readonly string[]): void;
  /** Records a successful save: the new saved answers, and the saved fields' edits dropped. */
  commit(savedNow: Answers, ids: readonly string[]): void;
  /** Newer saved answers from the page: they become the baseline; edits they contain drop away. */
  adopt(saved: Answers): void;
}

function without(edits: Answers, ids: readonly string[]): Answers {
  return Object.fromEntries(Object.entries(edits).filter(([id]) => !ids.includes(id)));
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** `edits`: answers typed before, kept elsewhere (a guest's phone), shown as unsaved edits. */
export function createAnswerDraftStore(saved: Answers, edits: Answers = {}): AnswerDraftStore {
  const listeners = new Set<() => void>();
  let state: AnswerDraftState = { baseline: saved, edits: {}, draft: saved, changedIds: [] };

  function update(baseline: Answers, edits: Answers) {
    const changed = Object.keys(edits).filter((id) => !sameAnswer(edits[id], baseline[id]));
    const changedIds = sameItems(changed, state.changedIds) ? state.changedIds : changed;
    state = { baseline, edits, draft: { ...baseline, ...edits }, changedIds };
    for (const listener of listeners) listener();
  }

  if (Object.keys(edits).length) update(saved, edits);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setAnswer: (id, value) => update(state.baseline, { ...state.edits, [id]: value }),
    discard: (ids) => update(state.baseline, without(state.edits, ids)),
    commit: (savedNow, ids) =>
      update({ ...state.baseline, ...savedNow }, without(state.edits, ids)),
    adopt: (newer) =>
      update(
        newer,
        Object.fromEntries(
          Object.entries(state.edits).filter(([id, value]) => !sameAnswer(newer[id], value)),
        ),
      ),
  };
}
