import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  type EmailTemplateRequest,
  type MergeField,
} from '@job-intake/contracts/emails/emails-api';
import { useLayoutEffect, useRef, useState } from 'react';

export type DraftField = keyof EmailTemplateRequest;
type Errors = Partial<Record<DraftField, string>>;

export const DRAFT_LIMITS: Record<DraftField, number> = {
  title: EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  subject: EMAIL_SUBJECT_MAX_LENGTH,
  body: EMAIL_BODY_MAX_LENGTH,
};
const LABELS: Record<DraftField, string> = { title: 'Title', subject: 'Subject', body: 'Body' };

/** The spec's rules (section 5): all three required, within their limits, one-line subject. */
export function draftErrors(draft: EmailTemplateRequest): Errors {
  const errors: Errors = {};
  for (const field of ['title', 'subject', 'body'] as const) {
    const value = draft[field];
    if (!value.trim()) errors[field] = `${LABELS[field]} is required.`;
    else if (value.length > DRAFT_LIMITS[field]) {
      errors[field] = `${LABELS[field]} must be at most ${DRAFT_LIMITS[field]} characters.`;
    }
  }
  if (!errors.subject && /[\r\n]/.test(draft.subject)) {
    errors.subject = 'Subject must be one line.';
  }
  return errors;
}

type Editable = HTMLInputElement | HTMLTextAreaElement;

/**
 * The editor's values and where a merge field goes: into the subject or the body, whichever was
 * edited last, at its cursor (replacing a selection); the caret then sits after the field.
 */
export function useTemplateDraft(initial: EmailTemplateRequest) {
  const [draft, setDraft] = useState(initial);
  const elements = useRef<Partial<Record<'subject' | 'body', Editable | null>>>({});
  const target = useRef<'subject' | 'body'>('body');
  const caret = useRef<{ field: 'subject' | 'body'; at: number } | null>(null);

  useLayoutEffect(() => {
    if (!caret.current) return;
    const element = elements.current[caret.current.field];
    element?.focus();
    element?.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });

  const change = (field: DraftField, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const insert = (mergeField: MergeField) => {
    const field = target.current;
    const element = elements.current[field];
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const text = `[${mergeField}]`;
    change(field, value.slice(0, start) + text + value.slice(end));
    caret.current = { field, at: start + text.length };
  };

  /** Props that let a field receive merge fields. */
  const insertable = (field: 'subject' | 'body') => ({
    ref: (element: Editable | null) => {
      elements.current[field] = element;
    },
    onFocus: () => {
      target.current = field;
    },
  });

  return { draft, change, insert, insertable };
}
