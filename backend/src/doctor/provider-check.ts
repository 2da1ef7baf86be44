import { fail, ok, warn, type CheckResult } from './doctor-check';

/** The configured provider's base URL answers over HTTP (any status below 500). */
export async function checkProvider(
  baseUrl: string | undefined,
  timeoutMs: number,
): Promise<CheckResult> {
  if (!baseUrl) return ok('provider', 'PROVIDER_API_URL unset: the app runs its local sandbox');
  try {
    const answer = await fetch(baseUrl, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return answer.status < 500
      ? ok('provider', `${baseUrl} answers (HTTP ${answer.status})`)
      : warn('provider', `${baseUrl} answers HTTP ${answer.status}`);
  } catch (error) {
    return fail('provider', `${baseUrl} does not answer: ${causeOf(error)}`);
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
