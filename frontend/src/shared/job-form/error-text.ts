import { errorMessage } from '../api/api-error';

/** The message of a rejected callback: a server answer, an Error, a string, or the fallback. */
export function errorText(reason: unknown, fallback: string): string {
  if (typeof reason === 'string' && reason.trim()) return reason;
  const fromServer = errorMessage(reason, '');
  if (fromServer) return fromServer;
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'object' && reason !== null && 'error' in reason) {
    const inner = (reason as { error: unknown }).error;
    const text = errorMessage(inner, '');
    if (text) return text;
  }
  return fallback;
}
