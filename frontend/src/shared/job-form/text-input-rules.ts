import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { TEXT_ANSWER_MAX_LENGTH } from '@job-intake/contracts/job-form/answers';
import {
  ALPHANUM_HTML_PATTERN,
  ALPHA_HTML_PATTERN,
  EMAIL_HTML_PATTERN,
  NUMBER_HTML_PATTERN,
  PHONE_HTML_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '@job-intake/contracts/job-form/patterns';
import type { ComponentProps } from 'react';

type InputRules = Pick<
  ComponentProps<'input'>,
  'type' | 'pattern' | 'minLength' | 'maxLength' | 'placeholder' | 'inputMode' | 'style'
> & { 'data-mapped'?: string | undefined };

/** A text-like field's input rules and width by its type (spec section 5). */
export function textInputRules(field: FieldDto): InputRules {
  switch (field.type) {
    case 'email':
      return {
        type: 'email',
        pattern: EMAIL_HTML_PATTERN,
        placeholder: 'name@example.com',
        style: { maxWidth: '28rem' },
      };
    case 'phone':
      return {
        type: 'tel',
        pattern: PHONE_HTML_PATTERN,
        minLength: PHONE_MIN_LENGTH,
        maxLength: PHONE_MAX_LENGTH,
        placeholder: '555-123-4567',
        style: { maxWidth: '16rem' },
      };
    case 'alpha':
      return { pattern: ALPHA_HTML_PATTERN, maxLength: 1, style: { maxWidth: '5rem' } };
    case 'alphanum':
      return { pattern: ALPHANUM_HTML_PATTERN, maxLength: 1, style: { maxWidth: '5rem' } };
    case 'number':
      return { inputMode: 'decimal', pattern: NUMBER_HTML_PATTERN, style: { maxWidth: '12rem' } };
    default:
      // text and mapped (a value the provider's import maps by field_configs / mapped_type).
      return { maxLength: TEXT_ANSWER_MAX_LENGTH, 'data-mapped': field.mapped_type?.reference };
  }
}
