import type {
  CustomerUploadErrorResponse,
  CustomerUploadResponse,
} from '@job-intake/contracts/job-form/customers-api';
import { errorMessage } from '../../../shared/api/api-error';

/** What an upload came to: presets stored (and lines skipped), or why the file was refused. */
export type UploadOutcome =
  | { ok: true; result: CustomerUploadResponse }
  | {
      ok: false;
      message: string;
      errors: CustomerUploadErrorResponse['errors'];
      validCount: number;
    };

/** The outcome of an upload's answer; a refusal keeps the per-line problems and the good count. */
export function uploadOutcome(answer: {
  data?: CustomerUploadResponse;
  error?: unknown;
}): UploadOutcome {
  if (answer.data) return { ok: true, result: answer.data };
  const data = (answer.error as { data?: Partial<CustomerUploadErrorResponse> } | undefined)?.data;
  return {
    ok: false,
    message: errorMessage(answer.error, 'The file could not be uploaded.'),
    errors: Array.isArray(data?.errors) ? data.errors : [],
    validCount: typeof data?.valid_count === 'number' ? data.valid_count : 0,
  };
}
