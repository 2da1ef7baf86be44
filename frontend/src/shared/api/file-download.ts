import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A downloaded file: an object URL the browser holds (revoked once saved) and its name. */
export interface FileDownload {
  url: string;
  fileName: string;
}

const FILE_NAME = /filename="?([^";]+)"?/i;

/** The file name the server gave in Content-Disposition, else `fallback`. */
export function downloadedFileName(disposition: string | null | undefined, fallback: string) {
  return FILE_NAME.exec(disposition ?? '')?.[1] ?? fallback;
}

/** A query's responseHandler for a file: the body as a Blob, an error's body as JSON. */
export const fileResponse = (response: Response) =>
  response.ok ? response.blob() : response.json();

/** An endpoint's transformResponse for a file sent with `fileResponse`. */
export function toFileDownload(fallbackName: () => string) {
  return (file: Blob, meta: FetchBaseQueryMeta | undefined): FileDownload => ({
    url: URL.createObjectURL(file),
    fileName: downloadedFileName(
      meta?.response?.headers.get('Content-Disposition'),
      fallbackName(),
    ),
  });
}

/** Saves the file the browser holds under its name, then lets go of it. */
export function saveFile({ url, fileName }: FileDownload) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
