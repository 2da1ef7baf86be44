import {
  DATA_EXPORT_FIELDS as FIELDS,
  DATA_EXPORT_PATH,
  DATA_EXPORT_STARTED_COOKIE_PREFIX,
  type DataExportRequest,
} from '@job-intake/contracts/export/data-export-api';

/** The hidden frame the form posts into: a CSV is saved, an error answer lands there. */
export const EXPORT_FRAME_NAME = 'data-export-frame';

/** The form's fields, in order, as the browser posts them (url-encoded). */
export function exportFormFields(request: DataExportRequest, token: string): [string, string][] {
  return [
    [FIELDS.token, token],
    ...request.statuses.map((status): [string, string] => [FIELDS.statuses, status]),
    [FIELDS.createdFrom, request.created_from],
    [FIELDS.createdTo, request.created_to],
    ...optionalField(FIELDS.formId, request.form_id),
    ...optionalField(FIELDS.companyId, request.company_id),
    ...optionalField(FIELDS.downloadId, request.download_id),
  ];
}

function optionalField(name: string, value: string | undefined): [string, string][] {
  return value ? [[name, value]] : [];
}

/**
 * Posts a plain HTML form into the hidden frame, so the browser itself streams the CSV to disk
 * however large it is (a fetch would have to hold the whole file in memory to save it).
 */
export function postExportForm(request: DataExportRequest, token: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = DATA_EXPORT_PATH;
  form.target = EXPORT_FRAME_NAME;
  form.hidden = true;
  for (const [name, value] of exportFormFields(request, token)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Whether the answer to this download has started (the server set its cookie); clears it. */
export function takeStartedCookie(downloadId: string): boolean {
  const name = `${DATA_EXPORT_STARTED_COOKIE_PREFIX}${downloadId}`;
  const started = document.cookie.split('; ').some((cookie) => cookie === `${name}=1`);
  if (started) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
  return started;
}

/** The message of the JSON error answer that landed in the frame, if one did. */
export function frameError(frame: HTMLIFrameElement | null): string | null {
  const text = frame?.contentDocument?.body?.textContent?.trim();
  if (!text) return null;
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return Array.isArray(message) ? message.join(' ') : String(message ?? text);
  } catch {
    return text;
  }
}
