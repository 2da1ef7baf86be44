import type {
  UserUploadResponse,
  UserUploadRowError,
} from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';

/** What an upload came to: the users imported, or why the file was refused. */
export type Outcome =
  | { ok: true; result: UserUploadResponse }
  | { ok: false; message: string; errors: UserUploadRowError[] }
  | null;

/** The outcome of an upload's answer. */
export function uploadOutcome(answer: {
  data?: UserUploadResponse;
  error?: unknown;
}): NonNullable<Outcome> {
  return answer.data
    ? { ok: true, result: answer.data }
    : {
        ok: false,
        message: errorMessage(answer.error, 'The file could not be uploaded.'),
        errors: rowErrors(answer.error),
      };
}

/** The per-line problems of a refused file (400 `errors`), if the answer has them. */
function rowErrors(error: unknown): UserUploadRowError[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  return Array.isArray(data?.errors) ? (data.errors as UserUploadRowError[]) : [];
}
