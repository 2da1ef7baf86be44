/**
 * The map's markers (spec 9): parcels' centres clustered on a grid of 60 pixels until the
 * default zoom, where every parcel has its own marker. Pure, so it is tested without a map.
 */
import {
  MAP_CLUSTER_GRID_SIZE,
  MAP_DEFAULT_ZOOM,
  PARCEL_AREA_MAX_DEGREES,
  type LatLng,
  type ParcelDto,
} from '@job-intake/contracts/lookups/lookups-api';
import Supercluster from 'supercluster';
import type { AreaBox } from '../../api/lookups-api';

export type MapMarker =
  | { kind: 'parcel'; at: LatLng; parcel: ParcelDto }
  | { kind: 'cluster'; at: LatLng; count: number; id: number };

type Props = { parcel: ParcelDto };

export function markersOf(parcels: readonly ParcelDto[], box: AreaBox, zoom: number): MapMarker[] {
  // Extent 256 = Leaflet's tile size, so the radius is in screen pixels.
  const index = new Supercluster<Props>({
    radius: MAP_CLUSTER_GRID_SIZE,
    extent: 256,
    maxZoom: MAP_DEFAULT_ZOOM - 1,
  });
  index.load(
    parcels.map((parcel) => ({
      type: 'Feature',
      properties: { parcel },
      geometry: { type: 'Point', coordinates: [parcel.centre.lng, parcel.centre.lat] },
    })),
  );
  return index
    .getClusters([box.west, box.south, box.east, box.north], Math.round(zoom))
    .map(({ geometry, properties }) => {
      const [lng, lat] = geometry.coordinates as [number, number];
      return 'cluster' in properties && properties.cluster
        ? {
            kind: 'cluster',
            at: { lat, lng },
            count: properties.point_count,
            id: properties.cluster_id,
          }
        : { kind: 'parcel', at: { lat, lng }, parcel: (properties as Props).parcel };
    });
}

/** Whether the parcels of a box can be asked for (the area route's limit). */
export const canAskArea = (box: AreaBox) =>
  box.north - box.south <= PARCEL_AREA_MAX_DEGREES &&
  box.east - box.west <= PARCEL_AREA_MAX_DEGREES;
