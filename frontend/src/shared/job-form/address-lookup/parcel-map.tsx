import {
  MAP_DEFAULT_ZOOM,
  type MapConfigDto,
  type LatLng,
  type ParcelDto,
} from '@job-intake/contracts/lookups/lookups-api';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { AreaBox } from '../../api/lookups-api';
import styles from './address-lookup.module.css';
import { markersOf } from './map-markers';

export interface MapView {
  box: AreaBox;
  zoom: number;
}

interface ParcelMapProps {
  centre: LatLng;
  /** The tile server; without one the outlines lie on a neutral background. */
  tiles: MapConfigDto | null;
  parcels: readonly ParcelDto[];
  selectedId: string | null;
  onView: (view: MapView) => void;
  onSelect: (parcel: ParcelDto) => void;
}

const OUTLINE = { color: '#495057', weight: 1, fillOpacity: 0.08 };
const SELECTED = { color: '#0d6efd', weight: 3, fillOpacity: 0.25 };

/** Leaflet, driven from React: parcel outlines (clickable) and clustered markers. */
export function ParcelMap({
  centre,
  tiles,
  parcels,
  selectedId,
  onView,
  onSelect,
}: ParcelMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: L.Map; layer: L.LayerGroup } | null>(null);
  const handlers = useRef({ onView, onSelect });
  useEffect(() => {
    handlers.current = { onView, onSelect };
  });
  const view = useRef<MapView | null>(null);
  const tileUrl = tiles?.tile_url ?? null;
  const attribution = tiles?.attribution ?? undefined;

  useEffect(() => {
    const created = L.map(element.current!, {
      center: [centre.lat, centre.lng],
      zoom: MAP_DEFAULT_ZOOM,
    });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 20, attribution }).addTo(created);
    const layer = L.layerGroup().addTo(created);
    const report = () => {
      const bounds = created.getBounds();
      const box = {
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      };
      view.current = { box, zoom: created.getZoom() };
      handlers.current.onView(view.current);
    };
    created.on('moveend', report);
    map.current = { map: created, layer };
    report();
    return () => {
      map.current = null;
      created.remove();
    };
  }, [centre.lat, centre.lng, tileUrl, attribution]);

  useEffect(() => {
    if (!map.current || !view.current) return;
    const { map: leaflet, layer } = map.current;
    layer.clearLayers();
    for (const parcel of parcels) {
      const style = parcel.parcel_id === selectedId ? SELECTED : OUTLINE;
      L.polygon(
        parcel.outline.map((point) => [point.lat, point.lng]),
        { ...style, className: `parcel-${parcel.parcel_id}` },
      )
        .on('click', () => handlers.current.onSelect(parcel))
        .addTo(layer);
    }
    for (const marker of markersOf(parcels, view.current.box, view.current.zoom)) {
      const at: L.LatLngTuple = [marker.at.lat, marker.at.lng];
      if (marker.kind === 'parcel') {
        L.marker(at, {
          icon: L.divIcon({ className: styles.parcelMarker, iconSize: [14, 14] }),
          title: marker.parcel.address.address,
        })
          .on('click', () => handlers.current.onSelect(marker.parcel))
          .addTo(layer);
      } else {
        L.marker(at, {
          icon: L.divIcon({
            className: styles.clusterMarker,
            html: String(marker.count),
            iconSize: [32, 32],
          }),
          title: `${marker.count} parcels`,
        })
          .on('click', () => leaflet.setView(at, leaflet.getZoom() + 2))
          .addTo(layer);
      }
    }
  }, [parcels, selectedId]);

  return <div ref={element} className={styles.map} data-testid="parcel-map" />;
}
