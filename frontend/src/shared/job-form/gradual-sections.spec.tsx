import { SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { cleanup, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GradualSectionsContext } from './gradual-sections';
import { JobForm } from './job-form';

const form = <JobForm form={SAMPLE_FORM} answers={{}} status="open" viewer="guest" />;
const sectionTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('form section h3')].map((heading) => heading.textContent);

describe('JobForm: drawing its sections gradually', () => {
  /** The titles of the sections the form shows (its rules hide some), all drawn at once. */
  function visibleSections() {
    const titles = sectionTitles(render(form).container);
    cleanup();
    return titles;
  }

  it('draws every section at once by default', () => {
    expect(visibleSections().length).toBeGreaterThan(2);
  });

  it('draws the first section first, then one more per task until all are there, in order', async () => {
    const all = visibleSections();
    expect(all.length).toBeGreaterThan(2);
    const { container } = render(
      <GradualSectionsContext.Provider value={true}>{form}</GradualSectionsContext.Provider>,
    );
    expect(sectionTitles(container)).toEqual(all.slice(0, 1));
    await waitFor(() => expect(sectionTitles(container).length).toBeGreaterThan(1));
    expect(sectionTitles(container).length).toBeLessThan(all.length);
    await waitFor(() => expect(sectionTitles(container)).toEqual(all));
  });
});
