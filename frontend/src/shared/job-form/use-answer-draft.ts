import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { useCallback, useMemo, useState } from 'react';
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

/**
 * The saved answers (baseline, from the page) and the user's edits on top. An edit equal to the
 * saved value is no change. When the page passes newer saved answers (after a save or refetch),
 * they become the baseline and the edits they now contain drop away.
 */
export function useAnswerDraft(saved: Answers) {
  const [baseline, setBaseline] = useState<Answers>(saved);
  const [edits, setEdits] = useState<Answers>({});
  // Compared by content, so a page passing a fresh but equal object (`answerData ?? {}`) is no
  // change and cannot loop.
  const savedKey = JSON.stringify(saved);
  const [seenKey, setSeenKey] = useState(savedKey);

  if (savedKey !== seenKey) {
    // The page's saved answers changed: adopt them (React's "adjust state while rendering").
    setSeenKey(savedKey);
    setBaseline(saved);
    setEdits((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([id, value]) => !sameAnswer(saved[id], value)),
      ),
    );
  }

  const draft = useMemo(() => ({ ...baseline, ...edits }), [baseline, edits]);
  const changedIds = useMemo(
    () => Object.keys(edits).filter((id) => !sameAnswer(edits[id], baseline[id])),
    [edits, baseline],
  );

  const setAnswer = useCallback((id: string, value: AnswerValue) => {
    setEdits((current) => ({ ...current, [id]: value }));
  }, []);

  /** Drops the edits of these fields (Cancel, or a failed single-field update). */
  const discard = useCallback((ids: readonly string[]) => {
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))),
    );
  }, []);

  /** Records a successful save: the new saved answers, and the saved fields' edits dropped. */
  const commit = useCallback((savedNow: Answers, ids: readonly string[]) => {
    setBaseline((current) => ({ ...current, ...savedNow }));
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))),
    );
  }, []);

  return { baseline, draft, changedIds, setAnswer, discard, commit };
}
