import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createAnswerDraftStore,
  type AnswerDraftState,
  type AnswerDraftStore,
} from './answer-draft-store';
import type { Answers } from './job-form-types';

/**
 * The saved answers (from the page) and the user's edits on top, in a store the form's parts
 * subscribe to. When the page passes newer saved answers (after a save or refetch), they become
 * the baseline and the edits they now contain drop away.
 */
export function useAnswerDraft(saved: Answers, initialEdits?: Answers): AnswerDraftStore {
  const [store] = useState(() => createAnswerDraftStore(saved, initialEdits));
  // Compared by content, so a page passing a fresh but equal object (`answerData ?? {}`) is no
  // change and cannot loop.
  const savedKey = JSON.stringify(saved);
  const seenKey = useRef(savedKey);
  useLayoutEffect(() => {
    if (savedKey === seenKey.current) return;
    seenKey.current = savedKey;
    store.adopt(saved);
  }, [store, saved, savedKey]);
  return store;
}

/**
 * A part of the draft's state, re-rendering the caller only when it changes: `select` answers a
 * primitive or a reference the store keeps (an answer, the baseline, the changed ids).
 */
export function useDraftSelection<T>(
  store: AnswerDraftStore,
  select: (state: AnswerDraftState) => T,
): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** One field's current answer. */
export function useDraftAnswer(store: AnswerDraftStore, fieldId: string | undefined) {
  return useDraftSelection<AnswerValue | undefined>(store, (state) =>
    fieldId === undefined ? undefined : state.draft[fieldId],
  );
}

/** The draft's progress, re-rendering only when the count of filled required fields changes. */
export function useDraftProgress(store: AnswerDraftStore, form: Pick<FormSnapshot, 'sections'>) {
  const percent = useDraftSelection(store, (state) => computeProgress(form, state.draft).percent);
  const remaining = useDraftSelection(
    store,
    (state) => computeProgress(form, state.draft).remaining,
  );
  return { percent, remaining };
}
