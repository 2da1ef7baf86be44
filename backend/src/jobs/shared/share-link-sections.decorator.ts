import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';
import { stacked } from '../../http/stacked.decorator';

/** More than any form has: a bound on what one request may name. */
export const SHARE_LINK_MAX_SECTIONS = 100;

/** The sections a share link covers, as a request names them (a share link's or an e-mail's). */
export const ShareLinkSectionIds = () =>
  stacked(
    IsUUID('all', { each: true, message: 'sections must hold section ids' }),
    ArrayMaxSize(SHARE_LINK_MAX_SECTIONS, {
      message: `sections may hold at most ${SHARE_LINK_MAX_SECTIONS} ids`,
    }),
    ArrayNotEmpty({ message: 'sections should not be empty: choose at least one section' }),
    IsArray({ message: 'sections must be a list of section ids' }),
  );
