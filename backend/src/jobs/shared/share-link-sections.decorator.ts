import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';
import {
  SHARE_LINK_MAX_SECTIONS,
  SHARE_LINK_SECTIONS_MESSAGES as MESSAGES,
} from '@job-intake/contracts/jobs/share-links-api';
import { stacked } from '../../http/stacked.decorator';

/** The sections a share link covers, as a request names them (a share link's or an e-mail's). */
export const ShareLinkSectionIds = () =>
  stacked(
    IsUUID('all', { each: true, message: MESSAGES.notId }),
    ArrayMaxSize(SHARE_LINK_MAX_SECTIONS, { message: MESSAGES.tooMany }),
    ArrayNotEmpty({ message: MESSAGES.empty }),
    IsArray({ message: MESSAGES.notList }),
  );
