import { SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { JobForm } from './job-form';
import { STICKY_BAR_CLASS } from './job-form-footer';

/** The stylesheet the app loads (src/main.tsx). */
const bootstrapCss = readFileSync(
  createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'),
  'utf8',
);

/** Every rule of the stylesheet whose selector matches the test, with its z-index. */
function zIndexes(selectorTest: (selector: string) => boolean): number[] {
  const rules = bootstrapCss.matchAll(/([^{}]+)\{([^{}]*)\}/g);
  return [...rules].flatMap(([, selector = '', body = '']) => {
    const zIndex = /(?:^|;)z-index:\s*(\d+)/.exec(body);
    return zIndex && selectorTest(selector) ? [Number(zIndex[1])] : [];
  });
}

describe('JobForm: the sticky Save Changes / Finalize bar (issue 10, defect 8)', () => {
  it('uses the sticky utility, which stacks above every focused input', () => {
    render(
      <JobForm form={SAMPLE_FORM} answers={{}} status="open" viewer="staff" onFinalize={vi.fn()} />,
    );
    const bar = screen.getByTestId('job-form-footer');
    expect(bar).toHaveClass(STICKY_BAR_CLASS);
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Save Changes' }));

    const [barLevel] = zIndexes((selector) => selector.trim() === `.${STICKY_BAR_CLASS}`);
    const focusLevels = zIndexes((selector) => selector.includes(':focus'));
    expect(focusLevels.length).toBeGreaterThan(0);
    expect(barLevel).toBeGreaterThan(Math.max(...focusLevels));
  });
});
