import { HttpResponse } from 'msw';

/** An error answer as the API gives it: Nest's `{ statusCode, message }` with that status. */
export const problem = (status: number, message: string | string[]) =>
  HttpResponse.json({ statusCode: status, message }, { status });
