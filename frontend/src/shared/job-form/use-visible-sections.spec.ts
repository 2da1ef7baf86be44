import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { visibleSections } from '@job-intake/contracts/job-form/visibility';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAnswerDraftStore } from './answer-draft-store';
import type { Answers } from './job-form-types';
import { useVisibleSections } from './use-visible-sections';

function renderVisibleSections(answers: Answers) {
  const store = createAnswerDraftStore(answers);
  const hook = renderHook(() => useVisibleSections(SAMPLE_FORM, store));
  return { ...hook, type: (id: string, value: string) => act(() => store.setAnswer(id, value)) };
}

describe('useVisibleSections', () => {
  it('keeps the same array while only answers outside the association choice change', () => {
    const { result, type } = renderVisibleSections({ [SAMPLE.hiredBy]: '3' });
    const first = result.current;

    type(SAMPLE.description, 'Mall');

    expect(result.current).toBe(first);
    expect(result.current).toEqual(visibleSections(SAMPLE_FORM, { [SAMPLE.hiredBy]: '3' }));
  });

  it('follows the association choice: another role shows other party sections', () => {
    const { result, type } = renderVisibleSections({ [SAMPLE.hiredBy]: '1' });
    const asOwner = result.current;

    type(SAMPLE.hiredBy, '5');

    expect(result.current).not.toBe(asOwner);
    expect(result.current.length).toBeGreaterThan(asOwner.length);
    expect(result.current).toEqual(visibleSections(SAMPLE_FORM, { [SAMPLE.hiredBy]: '5' }));
  });
});
