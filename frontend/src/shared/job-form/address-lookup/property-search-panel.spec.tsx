import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { lookupRequests, resetLookups, SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { server } from '../../../testing/server';
import PropertySearchPanel from './property-search-panel';
import { withStore } from '../../../testing/with-store';

beforeEach(() => {
  resetLookups();
  // jsdom has no matchMedia; react-bootstrap's Offcanvas asks it for its breakpoint.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const onApply = vi.fn();
  render(
    withStore(
      <PropertySearchPanel
        scope={{ kind: 'new', appid: 'form-1' }}
        centre={null}
        ownerApplies
        onApply={onApply}
        onHide={vi.fn()}
      />,
    ),
  );
  return { onApply, user: userEvent.setup() };
}

/** Leaflet draws each parcel's outline as an SVG path with the parcel's class. */
const outline = (parcelId: string) =>
  waitFor(() => {
    const path = document.querySelector(`path.parcel-${parcelId}`);
    expect(path).not.toBeNull();
    return path!;
  });

describe('property search panel', () => {
  it("draws the parcels around the default centre, with 'No parcel selected'", async () => {
    renderPanel();
    expect(await screen.findByRole('dialog', { name: 'Property search' })).toBeInTheDocument();
    expect(screen.getByText(LOOKUP_MESSAGES.noParcelSelected)).toBeInTheDocument();
    for (const parcel of SAMPLE_PARCELS) await outline(parcel.parcel_id);
    const area = lookupRequests.find((path) => path.includes('/parcels/area'));
    expect(area).toMatch(/^\/api\/v1\/new\/form-1\/lookups\/parcels\/area\?south=41\.5/);
    expect(lookupRequests).toContain('/api/v1/new/form-1/lookups/map');
  });

  it('selects a clicked parcel, shows its owner and address, and applies it', async () => {
    const { onApply, user } = renderPanel();
    const parcel = SAMPLE_PARCELS[2]!;
    fireEvent.click(await outline(parcel.parcel_id));
    expect(await screen.findByText(parcel.parcel_id)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(parcel.owner.name))).toBeInTheDocument();
    expect(screen.queryByText(LOOKUP_MESSAGES.noParcelSelected)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply both' }));
    expect(onApply).toHaveBeenCalledWith(parcel, 'both');
  });

  it("shows 'Overlays error: {message}' when the parcels cannot be had", async () => {
    server.use(
      http.get(apiUrl('/new/:appid/lookups/parcels/area'), () =>
        HttpResponse.json({ message: LOOKUP_MESSAGES.parcelFailed }, { status: 502 }),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LOOKUP_MESSAGES.overlays(LOOKUP_MESSAGES.parcelFailed),
    );
  });
});
