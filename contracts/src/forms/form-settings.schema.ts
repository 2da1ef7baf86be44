import { z } from 'zod';
import {
  CONFIG_FIELD_LABEL_MAX_LENGTH,
  CONFIG_FIELD_NAMES,
  FORM_NAME_MAX_LENGTH,
  FORM_STATUSES,
  FORM_TEXT_MAX_LENGTH,
} from './forms-api';
import { isSingleLine, singleLineMessage } from '../text/single-line';

/**
 * The form builder's top card as its inputs hold it, with the rules PATCH /form/{id}
 * `{ type: 'message' }` enforces.
 */
export const formSettingsSchema = z.object({
  name: z
    .string()
    .max(FORM_NAME_MAX_LENGTH, `The form name may have at most ${FORM_NAME_MAX_LENGTH} characters.`)
    .refine((name) => name.trim() !== '', 'The form needs a name.')
    .refine(isSingleLine, singleLineMessage('The form name')),
  status: z.enum(FORM_STATUSES),
  mapped: z.boolean(),
  message: z.string().max(FORM_TEXT_MAX_LENGTH),
  footnote: z.string().max(FORM_TEXT_MAX_LENGTH),
  config: z.object({
    fields: z.array(
      z.object({
        name: z.enum(CONFIG_FIELD_NAMES),
        label: z
          .string()
          .trim()
          .min(1, 'The label is required.')
          .max(
            CONFIG_FIELD_LABEL_MAX_LENGTH,
            `The label may have at most ${CONFIG_FIELD_LABEL_MAX_LENGTH} characters.`,
          )
          .refine(isSingleLine, singleLineMessage('The label')),
        active: z.boolean(),
        req: z.boolean(),
      }),
    ),
    allow_none: z.boolean(),
    allow_same_as: z.boolean(),
  }),
});

export type FormSettingsValues = z.infer<typeof formSettingsSchema>;
