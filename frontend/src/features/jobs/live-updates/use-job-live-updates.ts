import { useEffect, useRef } from 'react';
import { env } from '../../../config/env';
import { api } from '../../../shared/api/api-slice';
import { selectToken } from '../../../shared/api/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { connectLiveStream } from './live-connection';

/** Events closer together than this (a guest's save, then its progress) refetch once. */
export const COALESCE_MS = 250;

const liveUrl = (jobId: string) => `${env.apiUrl}/job/${encodeURIComponent(jobId)}/live`;

/** The revision a `changed` event names; NaN when unreadable (then it refetches anyway). */
function revisionOf(data: string): number {
  try {
    const { revision } = JSON.parse(data) as { revision?: unknown };
    return typeof revision === 'number' ? revision : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Keeps the open job page current (issue 12, live update): when the job changes anywhere (a
 * guest's save or submit, another user's edit, a note) its `Job` tag is invalidated, so the page,
 * its tabs and its share links refetch. A burst of changes refetches once, and a change the page
 * already shows (its own save, or the revision the server names on every reconnect) not at all.
 */
export function useJobLiveUpdates(jobId: string, shownRevision: number): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const shown = useRef(shownRevision);
  useEffect(() => {
    shown.current = shownRevision;
  }, [shownRevision]);

  useEffect(() => {
    let newest = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      // Written so that an unreadable (NaN) revision refetches too.
      if (!(newest <= shown.current)) {
        dispatch(api.util.invalidateTags([{ type: 'Job', id: jobId }]));
      }
      newest = -Infinity;
    };
    const stop = connectLiveStream({
      url: liveUrl(jobId),
      token,
      onEvent: ({ event, data }) => {
        if (event !== 'changed') return;
        newest = Math.max(newest, revisionOf(data));
        timer ??= setTimeout(flush, COALESCE_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [dispatch, jobId, token]);
}
