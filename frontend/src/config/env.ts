import { z } from 'zod';

/**
 * Start-up configuration from `VITE_APP_*` variables, validated once by a zod schema (as the
 * backend's app-config does) so that a bad value fails loudly at load time instead of as a
 * broken request later.
 */
const schema = z
  .object({
    /** The API: a path on the app's origin (one server serves both) or an absolute http(s) URL. */
    VITE_APP_API_URL: z.string().default('/api/v1').transform(toApiUrl),
  })
  .transform((vars) => ({
    /** Absolute base URL of the API without a trailing slash, e.g. `https://host/api/v1`. */
    apiUrl: vars.VITE_APP_API_URL,
  }));

type Env = z.infer<typeof schema>;

function toApiUrl(value: string, context: z.RefinementCtx): string {
  const url = URL.canParse(value, window.location.origin)
    ? new URL(value, window.location.origin)
    : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    context.addIssue({ code: 'custom', message: 'expected a path or an http(s) URL' });
    return z.NEVER;
  }
  return url.href.replace(/\/+$/, '');
}

/** The configuration from Vite's variables; every bad value is named in one error. */
export function createEnv(vars: Record<string, unknown>): Env {
  const emptyAsUnset = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(emptyAsUnset);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) =>
      `${issue.path.join('.')} ${JSON.stringify(vars[String(issue.path[0])])}: ${issue.message}`,
  );
  throw new Error(`Invalid frontend configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

export const env = createEnv(import.meta.env);
