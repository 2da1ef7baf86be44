import type { LatLng } from '@job-intake/contracts/lookups/lookups-api';

const POLYGON = /^\s*(MULTI)?POLYGON\s*\(/i;
/** The first ring: the outer ring of the (first) polygon, 'x y, x y, …' between its parentheses. */
const FIRST_RING = /\(\s*(-?\d[^()]*)\)/;
const NUMBER = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/**
 * The outline of a parcel from its WKT geometry in EPSG:4326 (longitude first), as the map draws
 * it: the outer ring of the polygon (of the first polygon of a multipolygon); holes and further
 * parts are not drawn. Null when the text is not a polygon of valid coordinates.
 */
export function outlineOfWkt(wkt: string): LatLng[] | null {
  if (!POLYGON.test(wkt)) return null;
  const ring = FIRST_RING.exec(wkt)?.[1];
  if (!ring) return null;
  const points: LatLng[] = [];
  for (const pair of ring.split(',')) {
    const [x, y, ...rest] = pair.trim().split(/\s+/);
    if (!x || !y || rest.length > 1 || !NUMBER.test(x) || !NUMBER.test(y)) return null;
    const point = { lat: Number(y), lng: Number(x) };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
    points.push(point);
  }
  return points.length >= 4 ? points : null;
}

/** The average of a ring's corners (the closing point counted once): inside a small, convex lot. */
export function centreOfRing(ring: readonly LatLng[]): LatLng {
  const corners = ring.slice(0, -1);
  const sum = corners.reduce((total, p) => ({ lat: total.lat + p.lat, lng: total.lng + p.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / corners.length, lng: sum.lng / corners.length };
}
