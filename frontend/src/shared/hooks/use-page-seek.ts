import type { PageCursors, PageInfo, PageSeek } from '@job-intake/contracts/paging';
import { useState } from 'react';
import type { PageParams } from './page-params';

/** The cursor chosen for one page, in one size and order. */
type HeldSeek = PageInfo & { seek: PageSeek };

/**
 * Keyset paging for a server-paged list whose answers carry cursors: a step to the next or the
 * previous page asks for it from the cursor of the page shown (the server then seeks that row
 * instead of skipping every row before it); any other change, a jumped-to page, a reload or a
 * link, asks by page number. The cursor is held for as long as that page is asked for, so its
 * answer does not change the request.
 */
export function usePageSeek<Sort extends string>(paging: PageParams<Sort>) {
  const [held, setHeld] = useState<HeldSeek>();
  const seek: PageSeek = held && samePage(held, paging) ? held.seek : {};
  /** Call with the page shown and the change, before the change is made. */
  const holdSeek = (
    shown: (PageInfo<Sort> & PageCursors) | undefined,
    changes: Partial<PageParams<Sort>>,
  ) => setHeld(shown && seekFor(shown, changes));
  return { seek, holdSeek };
}

function seekFor(shown: PageInfo & PageCursors, changes: Partial<PageInfo>): HeldSeek | undefined {
  const { page, ...rest } = changes;
  if (page === undefined || Object.keys(rest).length > 0) return undefined;
  const { size, sort, dir } = shown;
  if (page === shown.page + 1 && shown.after)
    return { page, size, sort, dir, seek: { after: shown.after } };
  if (page === shown.page - 1 && shown.before)
    return { page, size, sort, dir, seek: { before: shown.before } };
  return undefined;
}

function samePage(a: PageInfo, b: PageInfo): boolean {
  return a.page === b.page && a.size === b.size && a.sort === b.sort && a.dir === b.dir;
}
