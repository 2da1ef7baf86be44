import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  type EmailTemplateRequest,
  type MergeField,
} from '@job-intake/contracts/emails/emails-api';
import { useRef } from 'react';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { resolverResult } from '../../../shared/forms/resolver-result';

export type DraftField = keyof EmailTemplateRequest;
type Errors = Partial<Record<DraftField, string>>;

export const DRAFT_LIMITS: Record<DraftField, number> = {
  title: EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  subject: EMAIL_SUBJECT_MAX_LENGTH,
  body: EMAIL_BODY_MAX_LENGTH,
};
const LABELS: Record<DraftField, string> = { title: 'Title', subject: 'Subject', body: 'Body' };
const FIELDS = ['title', 'subject', 'body'] as const;

/** The spec's rules (section 5): all three required, within their limits, one-line subject. */
export function draftErrors(draft: EmailTemplateRequest): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
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

/** draftErrors as the editor's form resolver. */
export const draftResolver: Resolver<EmailTemplateRequest> = (draft) => {
  const errors: FieldErrors<EmailTemplateRequest> = {};
  for (const [field, message] of Object.entries(draftErrors(draft))) {
    errors[field as DraftField] = { type: 'rule', message };
  }
  return resolverResult(draft, errors);
};

type Editable = HTMLInputElement | HTMLTextAreaElement;
type MergeTarget = 'subject' | 'body';

/**
 * Where a merge field goes: into the subject or the body, whichever was edited last, at its
 * cursor (replacing a selection); the caret then sits after the field.
 */
export function useMergeFieldInsert(form: UseFormReturn<EmailTemplateRequest>) {
  const elements = useRef<Partial<Record<MergeTarget, Editable | null>>>({});
  const target = useRef<MergeTarget>('body');

  const insert = (mergeField: MergeField) => {
    const field = target.current;
    const element = elements.current[field];
    const value = form.getValues(field);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const text = `[${mergeField}]`;
    form.setValue(field, value.slice(0, start) + text + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    element?.focus();
    element?.setSelectionRange(start + text.length, start + text.length);
  };

  /** The field's registration, which also lets it receive merge fields. */
  const insertable = (field: MergeTarget) => {
    const { ref, ...registration } = form.register(field);
    return {
      ...registration,
      ref: (element: Editable | null) => {
        ref(element);
        elements.current[field] = element;
      },
      onFocus: () => {
        target.current = field;
      },
    };
  };

  return { insert, insertable };
}
