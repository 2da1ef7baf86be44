import { MAP_DEFAULT_ZOOM, type ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { canAskArea, markersOf } from './map-markers';

const BOX = { south: 41.54, west: -81.43, north: 41.56, east: -81.41 };

describe('markersOf', () => {
  it('gives every parcel its own marker at the default zoom', () => {
    const markers = markersOf(SAMPLE_PARCELS, BOX, MAP_DEFAULT_ZOOM);
    expect(markers.map((m) => (m.kind === 'parcel' ? m.parcel.parcel_id : m.kind)).sort()).toEqual(
      SAMPLE_PARCELS.map((p) => p.parcel_id).sort(),
    );
  });

  it('clusters neighbours within 60 pixels when zoomed out', () => {
    expect(markersOf(SAMPLE_PARCELS, BOX, 14)).toEqual([
      expect.objectContaining({ kind: 'cluster', count: SAMPLE_PARCELS.length }),
    ]);
  });

  it('keeps parcels apart that are further than the grid', () => {
    const far: ParcelDto = {
      ...SAMPLE_PARCELS[0]!,
      parcel_id: 'far',
      centre: { lat: 41.541, lng: -81.411 },
    };
    const markers = markersOf([...SAMPLE_PARCELS, far], BOX, 14);
    expect(markers).toHaveLength(2);
    expect(markers).toContainEqual(expect.objectContaining({ kind: 'parcel', parcel: far }));
  });

  it('only asks for areas the route accepts', () => {
    expect(canAskArea(BOX)).toBe(true);
    expect(canAskArea({ ...BOX, north: 41.6 })).toBe(false);
  });
});
