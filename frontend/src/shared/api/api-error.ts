import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@job-intake/contracts/jobs/jobs-api';

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && 'message' in data;
}

/** The HTTP status of a failed request, or undefined for network and parsing failures. */
export function errorStatus(error: unknown): number | undefined {
  return isFetchBaseQueryError(error) && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** The message the server gave for a failed request (400 lists are joined), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isFetchBaseQueryError(error) || !isApiError(error.data)) return fallback;
  const { message } = error.data;
  const text = Array.isArray(message) ? message.join('; ') : message;
  return text.trim() || fallback;
}
