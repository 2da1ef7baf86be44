import type { AddressValue } from '@job-intake/contracts/job-form/address';
import {
  LOOKUP_MESSAGES,
  PARCEL_LOOKUP_DEBOUNCE_MS,
} from '@job-intake/contracts/lookups/lookups-api';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { lookupRequests, resetLookups, SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { server } from '../../../testing/server';
import { OWNER, renderAddressInput, SITE } from './test-support/render-address-input';

const PARCEL = SAMPLE_PARCELS[1]!;
/** Typed by hand: the parcel's street, without its county. */
const TYPED: AddressValue = {
  address: '7710 mentor ave',
  city: 'Mentor',
  state: 'OH',
  zip: '44060',
};

beforeEach(resetLookups);
afterEach(() => vi.useRealTimers());

/** Renders the field with a typed address and lets exactly the debounce pass. */
async function afterDebounce(field: FieldDto, initial: AddressValue = TYPED) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const view = renderAddressInput(field, { initial });
  await act(() => vi.advanceTimersByTimeAsync(PARCEL_LOOKUP_DEBOUNCE_MS - 1));
  expect(lookupRequests).toEqual([]);
  await act(() => vi.advanceTimersByTimeAsync(1));
  vi.useRealTimers();
  return { user: userEvent.setup(), ...view };
}

const card = () => screen.findByRole('alert', { name: LOOKUP_MESSAGES.parcelFound });

/** The parcel flow's statuses, not the address lookup's (which is always there, empty at rest). */
const parcelStatuses = () =>
  screen.queryAllByRole('status').filter((status) => status.textContent !== '');

describe('address parcel flow', () => {
  it('looks the parcel up once the address has rested 2 seconds, and shows it', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/lookups/parcels'), async ({ request }) => {
        lookupRequests.push(new URL(request.url).pathname + new URL(request.url).search);
        await held;
        return HttpResponse.json(PARCEL);
      }),
    );
    await afterDebounce(OWNER);
    expect(await screen.findByText(LOOKUP_MESSAGES.searching)).toHaveAttribute('role', 'status');
    answer();
    const found = await card();
    expect(lookupRequests).toEqual([
      `/api/v1/lookups/parcels?address=${encodeURIComponent('7710 mentor ave, Mentor, OH 44060').replace(/%20/g, '+')}`,
    ]);
    expect(found).toHaveTextContent(PARCEL.parcel_id);
    expect(found).toHaveTextContent(PARCEL.owner.name);
    expect(found).toHaveTextContent('7710 Mentor Ave');
  });

  it('applies the owner, then the address, each with its badge', async () => {
    const { user, part } = await afterDebounce(OWNER);
    const found = await card();
    await user.click(within(found).getByRole('button', { name: 'Apply owner' }));
    expect(part('name')).toHaveValue(PARCEL.owner.name);
    expect(within(found).getByText('Owner applied')).toBeInTheDocument();
    expect(part('county')).toHaveValue('');
    await user.click(within(found).getByRole('button', { name: 'Apply address' }));
    expect(part('address')).toHaveValue(PARCEL.address.address);
    expect(part('county')).toHaveValue(PARCEL.address.county);
    expect(within(found).getByText('Address applied')).toBeInTheDocument();
    expect(within(found).getByText('Owner applied')).toBeInTheDocument();
  });

  it('applies both at once and fills parcel, lot and block where the builder enabled them', async () => {
    const { user, part } = await afterDebounce(SITE);
    const found = await card();
    expect(within(found).queryByRole('button', { name: 'Apply owner' })).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Apply address' }));
    expect(part('parcel_no')).toHaveValue(PARCEL.parcel_id);
    expect(part('lot_no')).toHaveValue(PARCEL.lot_no);
    expect(part('block_no')).toHaveValue(PARCEL.block_no);
  });

  it('applies both from the owner field, and dismiss closes the card', async () => {
    const { user, part } = await afterDebounce(OWNER);
    const found = await card();
    await user.click(within(found).getByRole('button', { name: 'Apply both' }));
    expect(part('name')).toHaveValue(PARCEL.owner.name);
    expect(part('county')).toHaveValue(PARCEL.address.county);
    expect(within(found).getAllByText(/applied$/)).toHaveLength(2);
    await user.click(within(found).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: LOOKUP_MESSAGES.parcelFound })).toBeNull();
  });

  it("says 'No parcel found' for an address without a parcel", async () => {
    await afterDebounce(OWNER, { ...TYPED, address: '1 Nowhere Lane' });
    expect(await screen.findByText(LOOKUP_MESSAGES.noParcelFound)).toBeInTheDocument();
  });

  it("says 'Failed to get parcel data' when the service fails, and the parts stay editable", async () => {
    server.use(
      http.get(apiUrl('/lookups/parcels'), () =>
        HttpResponse.json({ message: LOOKUP_MESSAGES.parcelFailed }, { status: 502 }),
      ),
    );
    const { user, part } = await afterDebounce(OWNER);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_MESSAGES.parcelFailed);
    await user.type(part('city'), 'ville');
    expect(part('city')).toHaveValue('Mentorville');
  });

  it('asks nothing while the address is incomplete', async () => {
    await afterDebounce(OWNER, { address: '7710 Mentor Ave' });
    expect(lookupRequests).toEqual([]);
    expect(parcelStatuses()).toEqual([]);
  });
});
