import { z } from 'zod';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  EMAIL_TO_MAX_LENGTH,
} from './emails-api';
import { shareLinkSectionsSchema } from '../jobs/job-requests.schema';
import { requestText } from '../text/request-text.schema';

/**
 * POST /job/{id}/email: the recipients as typed (each address is checked when the request is
 * decided, with INVALID_RECIPIENTS_MESSAGE), the subject and the body.
 */
export const emailRequestSchema = z.object({
  to: requestText('to', EMAIL_TO_MAX_LENGTH),
  subject: requestText('subject', EMAIL_SUBJECT_MAX_LENGTH, { singleLine: true }),
  body: requestText('body', EMAIL_BODY_MAX_LENGTH),
  sections: shareLinkSectionsSchema.optional(),
});

/** POST /emailTemplate and PATCH /emailTemplate/{id}: every field required. */
export const emailTemplateSchema = z.object({
  title: requestText('title', EMAIL_TEMPLATE_TITLE_MAX_LENGTH, {
    trim: true,
    singleLine: true,
    notText: 'string',
  }),
  subject: requestText('subject', EMAIL_SUBJECT_MAX_LENGTH, {
    trim: true,
    singleLine: true,
    notText: 'string',
  }),
  body: requestText('body', EMAIL_BODY_MAX_LENGTH, { notText: 'string' }),
});
