/** Flat rings (lon, lat, lon, lat, ...) and the even-odd ray test, with a bounding-box check first. */

export type BBox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

export function bboxOf(ring: readonly number[]): BBox {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const lon = ring[i] as number;
    const lat = ring[i + 1] as number;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return [minLon, minLat, maxLon, maxLat];
}

export function inBBox(bbox: BBox, lon: number, lat: number): boolean {
  return lon >= bbox[0] && lon <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];
}

/** True when the point is inside the closed ring (even-odd rule). */
export function pointInRing(ring: readonly number[], lon: number, lat: number): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i] as number;
    const yi = ring[i + 1] as number;
    const xj = ring[j] as number;
    const yj = ring[j + 1] as number;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Squared distance in degrees (longitude scaled) from a point to the ring's edges: a tie-breaker near borders. */
export function distanceToRing(ring: readonly number[], lon: number, lat: number): number {
  const c = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = 0; i + 3 < ring.length; i += 2) {
    const ax = (ring[i] as number) * c;
    const ay = ring[i + 1] as number;
    const dx = (ring[i + 2] as number) * c - ax;
    const dy = (ring[i + 3] as number) - ay;
    const px = lon * c - ax;
    const py = lat - ay;
    const l2 = dx * dx + dy * dy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / l2));
    const ex = px - t * dx;
    const ey = py - t * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return best;
}
