import type { DataExportRequest } from '@job-intake/contracts/export/data-export-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectToken } from '../../../shared/api/auth-slice';
import { useAppSelector } from '../../../shared/store/hooks';
import { frameError, postExportForm, takeStartedCookie } from './export-download';

export type ExportDownload =
  | { state: 'idle' }
  | { state: 'preparing'; downloadId: string }
  | { state: 'started' }
  | { state: 'failed'; message: string };

const POLL_MS = 250;

/**
 * A CSV download through the hidden frame: "preparing" until the server's cookie says the file
 * started streaming (the browser then shows its own download progress), or the frame receives
 * the error answer instead.
 */
export function useExportDownload() {
  const token = useAppSelector(selectToken);
  const frame = useRef<HTMLIFrameElement>(null);
  const [download, setDownload] = useState<ExportDownload>({ state: 'idle' });

  const start = useCallback(
    (request: Omit<DataExportRequest, 'download_id'>) => {
      const downloadId = crypto.randomUUID();
      setDownload({ state: 'preparing', downloadId });
      postExportForm({ ...request, download_id: downloadId }, token ?? '');
    },
    [token],
  );

  const preparing = download.state === 'preparing' ? download.downloadId : null;
  useEffect(() => {
    if (!preparing) return;
    const timer = window.setInterval(() => {
      if (takeStartedCookie(preparing)) setDownload({ state: 'started' });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [preparing]);

  /** The frame loaded a page: only an error answer does (a CSV attachment never loads). */
  const onFrameLoad = useCallback(() => {
    const message = frameError(frame.current);
    if (message) setDownload({ state: 'failed', message });
  }, []);

  return { download, start, frame, onFrameLoad };
}
