import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS, useCopyToClipboard } from './use-copy-to-clipboard';

/** Replaces the browser's clipboard (jsdom has none) for one test. */
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('useCopyToClipboard', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    setClipboard({ writeText });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the text and says copied for 2 seconds', async () => {
    const { result } = renderHook(() => useCopyToClipboard());

    await act(() => result.current.copy('https://intake.example/new/abc'));

    expect(writeText).toHaveBeenCalledWith('https://intake.example/new/abc');
    expect(result.current).toMatchObject({ copied: true, failed: false });
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(COPIED_FEEDBACK_MS).toBe(2000);
  });

  it('says failed, without throwing, when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { result } = renderHook(() => useCopyToClipboard());

    await act(() => result.current.copy('secret'));

    expect(result.current).toMatchObject({ copied: false, failed: true });
  });

  it('falls back to a selected text area where the clipboard API is missing', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = renderHook(() => useCopyToClipboard());

    await act(() => result.current.copy('plain http'));

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(result.current.copied).toBe(true);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
