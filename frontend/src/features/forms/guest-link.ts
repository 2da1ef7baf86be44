import { guestLinkPath } from '@job-intake/contracts/forms/forms-api';

/** How long 'Copied!' shows after a copy (spec section 9). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * The public new-job link of a form variant (spec section 2, "Forms list"): the app's address
 * plus /new/{variant uuid}, with /{cnt_id} appended to make the user the job's creator.
 */
export function guestLink(origin: string, uuid: string, cntId: string | null): string {
  return `${origin}${guestLinkPath({ uuid }, cntId)}`;
}

/** Copies text, also where the async clipboard API is missing (plain-http hosts). */
export async function copyText(text: string): Promise<void> {
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
    if (!document.execCommand('copy')) throw new Error('The link could not be copied.');
  } finally {
    area.remove();
  }
}
