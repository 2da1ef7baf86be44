import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { visibleSections } from '@job-intake/contracts/job-form/visibility';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from './job-form-types';
import { useVisibleSections } from './use-visible-sections';

function renderVisibleSections(answers: Answers) {
  return renderHook((props: Answers) => useVisibleSections(SAMPLE_FORM, props), {
    initialProps: answers,
  });
}

describe('useVisibleSections', () => {
  it('keeps the same array while only answers outside the association choice change', () => {
    const { result, rerender } = renderVisibleSections({ [SAMPLE.hiredBy]: '3' });
    const first = result.current;

    rerender({ [SAMPLE.hiredBy]: '3', [SAMPLE.description]: 'Mall' });

    expect(result.current).toBe(first);
    expect(result.current).toEqual(visibleSections(SAMPLE_FORM, { [SAMPLE.hiredBy]: '3' }));
  });

  it('follows the association choice: another role shows other party sections', () => {
    const { result, rerender } = renderVisibleSections({ [SAMPLE.hiredBy]: '1' });
    const asOwner = result.current;

    rerender({ [SAMPLE.hiredBy]: '5' });

    expect(result.current).not.toBe(asOwner);
    expect(result.current.length).toBeGreaterThan(asOwner.length);
    expect(result.current).toEqual(visibleSections(SAMPLE_FORM, { [SAMPLE.hiredBy]: '5' }));
  });
});
