import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { lookupRequests, resetLookups, SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { server } from '../../../testing/server';
import { OWNER, renderAddressInput, SITE } from './test-support/render-address-input';

const ADDRESS = SAMPLE_PARCELS[0]!.address;

beforeEach(resetLookups);

/** The lookup's polite status: what a screen reader hears about the suggestions. */
const lookupStatus = (lookup: HTMLElement) => within(lookup.parentElement!).getByRole('status');

async function typeInLookup(text: string) {
  const user = userEvent.setup();
  const view = renderAddressInput(SITE);
  await user.type(view.lookup(), text);
  const list = await screen.findByRole('listbox');
  return { user, list, ...view };
}

describe('address lookup input', () => {
  it("shows the prompt, suggestions and 'Enter Address Manually' as a combobox", async () => {
    const { lookup, list } = await typeInLookup('7700 Mentor');
    expect(lookup()).toHaveAttribute('placeholder', LOOKUP_MESSAGES.prompt);
    expect(lookup()).toHaveAttribute('aria-expanded', 'true');
    expect(lookup()).toHaveAttribute('aria-controls', list.id);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '7700 Mentor Ave, Mentor, OH 44060, USA',
      '7700 Mentor Hills Dr, Mentor, OH 44060, USA',
      LOOKUP_MESSAGES.manual,
    ]);
  });

  it('moves with the arrows, chooses with Enter and fills street, city, state, zip, county', async () => {
    const { user, list, lookup, part } = await typeInLookup('7700 Mentor');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(lookup()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(part('address')).toHaveValue(ADDRESS.address));
    expect(part('city')).toHaveValue(ADDRESS.city);
    expect(part('state')).toHaveValue(ADDRESS.state);
    expect(part('zip')).toHaveValue(ADDRESS.zip);
    expect(part('county')).toHaveValue(ADDRESS.county);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('announces the number of suggestions politely, and nothing once closed', async () => {
    const { user, list, lookup } = await typeInLookup('7700 Mentor');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(lookupStatus(lookup())).toHaveTextContent(
      '2 addresses found. Use the up and down arrows to choose, Enter to pick.',
    );
    await user.keyboard('{Escape}');
    expect(lookupStatus(lookup())).toHaveTextContent('');
  });

  it('wraps around with the arrows and closes with Escape', async () => {
    const { user, list, lookup } = await typeInLookup('7700 Mentor');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowUp}');
    expect(lookup()).toHaveAttribute('aria-activedescendant', `${list.id}-2`);
    await user.keyboard('{ArrowDown}');
    expect(lookup()).toHaveAttribute('aria-activedescendant', `${list.id}-0`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lookup()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the suggestions 200 ms after the input loses focus, not at once', async () => {
    const { user, list } = await typeInLookup('7700 Mentor');
    await user.tab();
    expect(list).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it("fills the parts on a click, and 'Enter Address Manually' goes to the street", async () => {
    const { user, list, part, lookup } = await typeInLookup('7700 Mentor');
    await user.click(await within(list).findByText('7700 Mentor Ave, Mentor, OH 44060, USA'));
    await waitFor(() => expect(part('zip')).toHaveValue(ADDRESS.zip));
    await user.click(part('city'));
    await user.click(lookup());
    await user.click(await screen.findByRole('option', { name: LOOKUP_MESSAGES.manual }));
    expect(part('address')).toHaveFocus();
  });

  it("answers 'Address not found' for a place that is not rooftop precise, and fills nothing", async () => {
    const { user, list, part } = await typeInLookup('7700 Mentor Hills');
    await user.click(await within(list).findByText(/Mentor Hills Dr/));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_MESSAGES.addressNotFound);
    expect(part('city')).toHaveValue('');
  });

  it("says 'No results found' and 'An error occurred' per address", async () => {
    const { list, ...view } = await typeInLookup('1 Nowhere Lane');
    await waitFor(() =>
      expect(lookupStatus(view.lookup())).toHaveTextContent(LOOKUP_MESSAGES.noResults),
    );
    // The list holds options only: the message is shown beside it.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([LOOKUP_MESSAGES.manual]);
    server.use(
      http.get(apiUrl('/lookups/places'), () =>
        HttpResponse.json({ message: LOOKUP_MESSAGES.error }, { status: 502 }),
      ),
    );
    const user = userEvent.setup();
    await user.type(view.lookup(), 'x');
    await waitFor(() =>
      expect(lookupStatus(view.lookup())).toHaveTextContent(LOOKUP_MESSAGES.error),
    );
    expect(screen.getAllByText(LOOKUP_MESSAGES.error)).toHaveLength(2);
  });

  it('asks through the guest routes of a share link', async () => {
    const user = userEvent.setup();
    const view = renderAddressInput(OWNER, { scope: { kind: 'link', uuid: 'link-1' } });
    await user.type(view.lookup(), '7700');
    await screen.findByRole('option', { name: /7700 Mentor Ave/ });
    expect(lookupRequests).toEqual(['/api/v1/link/link-1/lookups/places?q=7700']);
  });
});
