import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const LINK = 'http://localhost:3000/link/link-uuid-1';

function renderBetween() {
  const user = userEvent.setup();
  render(
    <>
      <input aria-label="Before" />
      <CopyButton text={LINK} />
    </>,
  );
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyButton from the keyboard', () => {
  it('is reached by Tab, copies on Enter and says "Link copied" politely', async () => {
    const user = renderBetween();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(status).toHaveTextContent('Link copied');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveFocus();
  });

  it('copies on Space too', async () => {
    const user = renderBetween();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('says so when the clipboard refuses', async () => {
    const user = renderBetween();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('The link could not be copied.');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
