import { z } from 'zod';
import { NOTE_MAX_LENGTH, SHARE_LINK_LABEL_MAX_LENGTH } from './jobs-api';
import { SHARE_LINK_MAX_SECTIONS, SHARE_LINK_SECTIONS_MESSAGES } from './share-links-api';
import { requestText } from '../text/request-text.schema';

/** POST /job/note: a note's text. */
export const noteRequestSchema = z.object({
  description: requestText('description', NOTE_MAX_LENGTH, { trim: true }),
});

/** The sections a share link or an e-mail request covers: section ids, at least one. */
export const shareLinkSectionsSchema = z
  .array(z.string().uuid(SHARE_LINK_SECTIONS_MESSAGES.notId), {
    message: SHARE_LINK_SECTIONS_MESSAGES.notList,
  })
  .min(1, SHARE_LINK_SECTIONS_MESSAGES.empty)
  .max(SHARE_LINK_MAX_SECTIONS, SHARE_LINK_SECTIONS_MESSAGES.tooMany);

/** POST /job/history: a share link's label and sections. */
export const shareLinkRequestSchema = z.object({
  sections: shareLinkSectionsSchema,
  shareNote: requestText('shareNote', SHARE_LINK_LABEL_MAX_LENGTH, {
    trim: true,
    singleLine: true,
  }),
});
