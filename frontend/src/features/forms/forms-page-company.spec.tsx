import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { formsHandlers, resetForms, seedForm } from './test-support/forms-handlers';

const OTHER = 'c-zeta';

describe("FormsPage ?company= (the admin companies' Forms link)", () => {
  const asked: (string | null)[] = [];
  beforeEach(() => {
    asked.length = 0;
    seedForm({ name: 'Zeta Notice Form' });
    server.use(
      http.get(apiUrl('/forms'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('company_id'));
        return undefined;
      }),
      ...formsHandlers,
      http.get(apiUrl(`/company/${OTHER}`), () =>
        HttpResponse.json({ id: OTHER, name: 'Zeta Roofing' }),
      ),
    );
  });
  afterEach(() => resetForms());

  it("asks for that company's forms and shows them to look at only", async () => {
    renderApp(`/forms?company=${OTHER}`, { session: sessionOf('super') });
    expect(await screen.findByRole('heading', { name: 'Forms of Zeta Roofing' })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Zeta Notice Form')).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'Zeta Notice Form' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByLabelText(/form name/i)).toBeNull();
    await waitFor(() => expect(asked).toContain(OTHER));
  });

  it('lists the own forms without company_id', async () => {
    renderApp('/forms', { session: sessionOf('super') });
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeVisible();
    await waitFor(() => expect(asked).toEqual([null]));
  });
});
