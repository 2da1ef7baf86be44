import type { ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import { describe, expect, it } from 'vitest';
import {
  PARCEL_FLOW_START,
  parcelFlow,
  type ParcelFlowEvent,
  type ParcelFlowState,
} from './parcel-flow';

const PARCEL = { parcel_id: 'P-1' } as ParcelDto;
const OTHER = { parcel_id: 'P-2' } as ParcelDto;
const Q = '7700 Mentor Ave, Mentor, OH 44060';

const run = (events: ParcelFlowEvent[], from: ParcelFlowState = PARCEL_FLOW_START) =>
  events.reduce(parcelFlow, from);
const searching = run([{ type: 'addressChanged', query: Q }, { type: 'debounceElapsed' }]);
const found = parcelFlow(searching, { type: 'parcelFound', query: Q, parcel: PARCEL });

describe('parcel flow', () => {
  it('waits out the debounce after an address change, then searches that address', () => {
    expect(run([{ type: 'addressChanged', query: Q }])).toEqual({ status: 'debouncing', query: Q });
    expect(searching).toEqual({ status: 'searching', query: Q });
  });

  it('goes back to idle when the address is too incomplete to look up', () => {
    expect(parcelFlow(searching, { type: 'addressChanged', query: '' })).toEqual(PARCEL_FLOW_START);
  });

  it('ends found, none or failed, and ignores the answer to an older address', () => {
    expect(found).toEqual({ status: 'found', query: Q, parcel: PARCEL, applied: [] });
    expect(parcelFlow(searching, { type: 'parcelMissing', query: Q })).toEqual({
      status: 'none',
      query: Q,
    });
    expect(
      parcelFlow(searching, {
        type: 'lookupFailed',
        query: Q,
        message: 'Failed to get parcel data',
      }),
    ).toMatchObject({ status: 'failed', message: 'Failed to get parcel data' });
    expect(parcelFlow(searching, { type: 'parcelFound', query: 'older', parcel: PARCEL })).toBe(
      searching,
    );
  });

  it('restarts the debounce when the address changes while searching', () => {
    const next = parcelFlow(searching, { type: 'addressChanged', query: `${Q} #2` });
    expect(next).toEqual({ status: 'debouncing', query: `${Q} #2` });
    expect(parcelFlow(next, { type: 'parcelFound', query: Q, parcel: PARCEL })).toBe(next);
  });

  it('collects the applied parts, and the applied address is no new question', () => {
    const owner = parcelFlow(found, { type: 'applied', parcel: PARCEL, choice: 'owner', query: Q });
    expect(owner).toMatchObject({ applied: ['owner'] });
    const both = parcelFlow(owner, {
      type: 'applied',
      parcel: PARCEL,
      choice: 'both',
      query: 'parcel address',
    });
    expect(both).toMatchObject({ status: 'found', applied: ['owner', 'address'] });
    expect(parcelFlow(both, { type: 'addressChanged', query: 'parcel address' })).toBe(both);
  });

  it('a manual change after applying starts over, without the badges', () => {
    const applied = parcelFlow(found, {
      type: 'applied',
      parcel: PARCEL,
      choice: 'address',
      query: Q,
    });
    expect(parcelFlow(applied, { type: 'addressChanged', query: 'elsewhere' })).toEqual({
      status: 'debouncing',
      query: 'elsewhere',
    });
  });

  it('dismissing keeps the card away until the address changes', () => {
    const dismissed = parcelFlow(found, { type: 'dismissed' });
    expect(dismissed).toEqual({ status: 'dismissed', query: Q });
    expect(parcelFlow(dismissed, { type: 'addressChanged', query: Q })).toBe(dismissed);
    expect(parcelFlow(dismissed, { type: 'debounceElapsed' })).toBe(dismissed);
    expect(parcelFlow(PARCEL_FLOW_START, { type: 'dismissed' })).toBe(PARCEL_FLOW_START);
  });

  it('a parcel applied from the map becomes the card, with only its own badges', () => {
    const owner = parcelFlow(found, { type: 'applied', parcel: PARCEL, choice: 'owner', query: Q });
    const map = parcelFlow(owner, {
      type: 'applied',
      parcel: OTHER,
      choice: 'address',
      query: 'b',
    });
    expect(map).toEqual({ status: 'found', query: 'b', parcel: OTHER, applied: ['address'] });
    const fromIdle = parcelFlow(PARCEL_FLOW_START, {
      type: 'applied',
      parcel: OTHER,
      choice: 'both',
      query: 'c',
    });
    expect(fromIdle).toEqual({
      status: 'found',
      query: 'c',
      parcel: OTHER,
      applied: ['address', 'owner'],
    });
  });
});
