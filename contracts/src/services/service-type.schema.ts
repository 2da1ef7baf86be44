import { z } from 'zod';
import {
  SERVICE_INACTIVE_DEFAULT,
  SERVICE_TEXT_MAX_LENGTH,
  SERVICE_TYPE_STATUSES,
} from './service-types-api';
import { isSingleLine, singleLineMessage } from '../text/single-line';

/** The Services tab's add and edit form; the backend enforces the same rules. */
export const serviceTypeSchema = z
  .object({
    text: z
      .string()
      .refine((text) => text.trim() !== '', 'Enter the service text.')
      .refine(
        (text) => text.trim().length <= SERVICE_TEXT_MAX_LENGTH,
        `The text must be at most ${SERVICE_TEXT_MAX_LENGTH} characters.`,
      )
      .refine(isSingleLine, singleLineMessage('The text')),
    lien_direct: z.boolean(),
    default: z.boolean(),
    status: z.enum(SERVICE_TYPE_STATUSES),
  })
  .refine((values) => !(values.default && values.status === 'inactive'), {
    message: SERVICE_INACTIVE_DEFAULT,
    path: ['default'],
  });

export type ServiceTypeValues = z.infer<typeof serviceTypeSchema>;
