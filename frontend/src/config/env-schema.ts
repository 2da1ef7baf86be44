import { z } from 'zod';

/*
 * The `VITE_APP_*` variables, checked when Vite starts (vite.config.ts): Vite bakes them into the
 * build, so a bad value fails the build or the dev server instead of a page load, and zod stays out
 * of the browser's bundle. Runs in Node: nothing here may touch `window`.
 */

/** Any origin: a path is valid whatever origin the page is served from. */
const anyOrigin = 'http://app.invalid';

function isPathOrHttpUrl(value: string): boolean {
  const url = URL.canParse(value, anyOrigin) ? new URL(value, anyOrigin) : null;
  return url?.protocol === 'http:' || url?.protocol === 'https:';
}

const schema = z.object({
  /** The API: a path on the app's origin (one server serves both) or an absolute http(s) URL. */
  VITE_APP_API_URL: z
    .string()
    .refine(isPathOrHttpUrl, 'expected a path or an http(s) URL')
    .optional(),
});

/** Throws one error naming every bad variable and its value; an empty variable counts as unset. */
export function checkEnv(vars: Record<string, unknown>): void {
  const emptyAsUnset = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(emptyAsUnset);
  if (parsed.success) return;
  const problems = parsed.error.issues.map(
    (issue) =>
      `${issue.path.join('.')} ${JSON.stringify(vars[String(issue.path[0])])}: ${issue.message}`,
  );
  throw new Error(`Invalid frontend configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
