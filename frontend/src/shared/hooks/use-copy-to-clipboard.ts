import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says 'Copied' after a copy (spec section 9). */
export const COPIED_FEEDBACK_MS = 2000;

interface CopyToClipboard {
  /** Copies the text; never throws (a failure sets `failed`). */
  copy: (text: string) => Promise<void>;
  /** True for 2 seconds after a successful copy. */
  copied: boolean;
  /** True after the last copy failed (no clipboard and no fallback). */
  failed: boolean;
}

/** Copy to the clipboard with the timed 'Copied' feedback every copy button shows. */
export function useCopyToClipboard(): CopyToClipboard {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (text: string) => {
    try {
      await copyText(text);
      setFailed(false);
      setCopied(true);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  }, []);

  return { copy, copied, failed };
}

/** Copies text, also where the async clipboard API is missing (plain-http hosts). */
async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The text could not be copied.');
  } finally {
    area.remove();
  }
}
