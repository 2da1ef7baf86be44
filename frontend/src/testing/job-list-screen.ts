/** Reading a job list off the screen, and the requests behind it, in the jobs page specs. */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import type { StoredSession } from '../shared/api/stored-session';
import { apiUrl } from './api-url';
import { sessionOf } from './auth-handlers';
import { server } from './server';

/** The Name cell of every body row, in display order, once no other page is loading. */
export async function listedNames() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const nameIndex = headers.findIndex((text) => text?.startsWith('Name'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[nameIndex]?.textContent);
}

export async function columnHeaders() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼]/g, '').trim());
}

/** A session of the standard user with other list settings. */
export function standardWith(changes: {
  list_count?: number;
  column_choice?: 'form_variant' | 'location';
}): StoredSession {
  const session = sessionOf('standard');
  // Its own token, so that GET /auth/me answers this user (see auth-handlers).
  return { token: 'token-custom', user: { ...session.user, ...changes } };
}

/** The query of every GET /jobs from now on, as plain objects, oldest first. */
export function recordListQueries(): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  server.use(
    // Records and falls through to the fake's own handler.
    http.get(apiUrl('/jobs'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return queries;
}
