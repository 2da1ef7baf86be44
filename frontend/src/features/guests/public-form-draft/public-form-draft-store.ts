import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { isBlank } from '../../../shared/job-form/answer-draft-store';
import type { JobFormSubmission } from '../../../shared/job-form/job-form-types';

/**
 * A guest's answers on a public form, kept in this browser's localStorage per form variant (the
 * appid) until they submit or start over. Nothing leaves the device: the server sees the answers
 * only with Submit Form.
 */
export type PublicFormDraft = JobFormSubmission;

const keyOf = (appid: string) => `job-intake.public-form-draft.${appid}`;

/** localStorage, or null where the browser refuses it (storage disabled, some private modes). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the draft holds anything the guest typed or chose. */
export function hasContent(draft: PublicFormDraft): boolean {
  return (
    draft.project_name.trim() !== '' ||
    draft.reference_no.trim() !== '' ||
    Object.values(draft.answers).some((value) => !isBlank(value))
  );
}

/**
 * The draft kept for this form variant, with only the answers of fields the form still has (the
 * form may have changed since); null when there is none or it cannot be read.
 */
export function readDraft(appid: string, form: FormSnapshot): PublicFormDraft | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(keyOf(appid)) ?? 'null');
    if (!isDraft(stored)) return null;
    const fieldIds = new Set(form.sections.flatMap((s) => s.fields.map((field) => field.id)));
    const answers = Object.fromEntries(
      Object.entries(stored.answers).filter(([id]) => fieldIds.has(id)),
    );
    const draft = { answers, project_name: stored.project_name, reference_no: stored.reference_no };
    return hasContent(draft) ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser would not store it. */
export function writeDraft(appid: string, draft: PublicFormDraft): boolean {
  try {
    const store = storage();
    store?.setItem(keyOf(appid), JSON.stringify(draft));
    return store !== null;
  } catch {
    return false;
  }
}

export function removeDraft(appid: string): void {
  try {
    storage()?.removeItem(keyOf(appid));
  } catch {
    // Nothing kept that could be removed.
  }
}

function isDraft(value: unknown): value is PublicFormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers) &&
    typeof draft.project_name === 'string' &&
    typeof draft.reference_no === 'string'
  );
}
