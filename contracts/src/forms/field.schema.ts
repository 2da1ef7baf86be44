import { z } from 'zod';
import {
  canSaveField,
  CHOICE_NAME_MAX_LENGTH,
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  type FieldStyle,
  type FieldType,
} from './forms-api';
import { isSingleLine, singleLineMessage } from '../text/single-line';

export const FIELD_TITLE_NEEDED_MESSAGE = 'The field needs a title.';
export const STATIC_TEXT_NEEDED_MESSAGE = 'Static Text needs its text.';

/**
 * What the builder's field editor changes of a field of this type, with the rules PATCH
 * /form/{id} `{ type: 'field' }` enforces on it: a title (the text for Static Text) and the
 * length limits.
 */
export function fieldEditorSchema(type: FieldType) {
  return z
    .object({
      title: z
        .string()
        .max(FIELD_TITLE_MAX_LENGTH)
        .refine(isSingleLine, singleLineMessage('The title')),
      description: z.string().max(FIELD_DESCRIPTION_MAX_LENGTH),
      required: z.boolean(),
      add_to_notes: z.boolean(),
      choices: z.array(
        z.object({
          id: z.string(),
          name: z
            .string()
            .max(CHOICE_NAME_MAX_LENGTH)
            .refine(isSingleLine, singleLineMessage('An option')),
        }),
      ),
      style: z.custom<FieldStyle>(),
      mapped_type: z.object({ reference: z.string() }).nullable(),
    })
    .superRefine((field, context) => {
      if (canSaveField({ type, ...field })) return;
      const instructions = type === 'instructions';
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [instructions ? 'description' : 'title'],
        message: instructions ? STATIC_TEXT_NEEDED_MESSAGE : FIELD_TITLE_NEEDED_MESSAGE,
      });
    });
}

export type FieldEditorValues = z.infer<ReturnType<typeof fieldEditorSchema>>;
