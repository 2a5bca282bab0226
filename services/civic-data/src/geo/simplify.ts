/**
 * Topology-preserving simplification of a layer of adjacent polygons (the
 * districts of one chamber). Neighbouring districts share their border
 * vertices in the TIGER files; each shared stretch is simplified once and
 * used by both sides, so simplification opens no gaps and makes no overlaps
 * between districts. Douglas-Peucker per stretch, distances in metres on a
 * local equirectangular projection.
 */

export type Point = [lon: number, lat: number];
export type Ring = Point[];

const key = (p: Point): string => `${p[0]},${p[1]}`;
const METRES_PER_DEGREE = 111_320;

function perpendicularMetres(p: Point, a: Point, b: Point, cosLat: number): number {
  const ax = a[0] * cosLat;
  const ay = a[1];
  const dx = b[0] * cosLat - ax;
  const dy = b[1] - ay;
  const px = p[0] * cosLat - ax;
  const py = p[1] - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 === 0 ? 0 : (px * dx + py * dy) / length2;
  t = Math.max(0, Math.min(1, t));
  const ex = px - t * dx;
  const ey = py - t * dy;
  return Math.sqrt(ex * ex + ey * ey) * METRES_PER_DEGREE;
}

/** Douglas-Peucker over an open polyline whose two ends are kept. */
function douglasPeucker(points: Point[], toleranceMetres: number, cosLat: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    let maxDistance = 0;
    let index = -1;
    const a = points[first] as Point;
    const b = points[last] as Point;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularMetres(points[i] as Point, a, b, cosLat);
      if (d > maxDistance) {
        maxDistance = d;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > toleranceMetres) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Rounds to `decimals` and drops consecutive duplicates; the ring stays closed. */
export function roundRing(ring: Ring, decimals = 5): Ring {
  const f = 10 ** decimals;
  const out: Ring = [];
  for (const [lon, lat] of ring) {
    const p: Point = [Math.round(lon * f) / f, Math.round(lat * f) / f];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]]);
  return out;
}

/**
 * Simplifies every ring of one layer together. Rings are closed ([0] equals
 * [n-1]); the answer has the same order, each ring closed, at least 4 points.
 */
export function simplifyLayer(rings: readonly Ring[], toleranceMetres: number): Ring[] {
  // Which rings use each vertex.
  const users = new Map<string, Set<number>>();
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length - 1; i++) {
      const k = key(ring[i] as Point);
      let set = users.get(k);
      if (!set) users.set(k, (set = new Set()));
      set.add(r);
    }
  });
  const signature = (p: Point): string => [...(users.get(key(p)) ?? [])].sort((a, b) => a - b).join(',');
  const cache = new Map<string, Point[]>();

  return rings.map((closed) => {
    const ring = closed.slice(0, -1);
    const n = ring.length;
    if (n < 4) return closed.slice();
    const cosLat = Math.cos(((ring[0]?.[1] ?? 45) * Math.PI) / 180);
    // A vertex is fixed where the set of rings sharing it changes: the ends of each shared stretch.
    const fixed: number[] = [];
    for (let i = 0; i < n; i++) {
      const here = signature(ring[i] as Point);
      if (here !== signature(ring[(i - 1 + n) % n] as Point) || here !== signature(ring[(i + 1) % n] as Point)) fixed.push(i);
    }
    if (fixed.length < 2) {
      // No stretch ends (an island, or a border with one neighbour all round): fix the extreme vertices.
      const order = ring.map((p, i) => ({ k: key(p), i })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
      fixed.splice(0, fixed.length, ...new Set([order[0]?.i ?? 0, order[order.length - 1]?.i ?? Math.floor(n / 2)]));
      fixed.sort((a, b) => a - b);
    }
    const out: Point[] = [];
    for (let f = 0; f < fixed.length; f++) {
      const from = fixed[f] as number;
      const to = fixed[(f + 1) % fixed.length] as number;
      const stretch: Point[] = [];
      for (let i = from; ; i = (i + 1) % n) {
        stretch.push(ring[i] as Point);
        if (i === to && stretch.length > 1) break;
      }
      // Simplify each stretch in one canonical direction, so both neighbours get identical vertices.
      const forward = key(stretch[0] as Point) + '|' + key(stretch[stretch.length - 1] as Point);
      const backward = key(stretch[stretch.length - 1] as Point) + '|' + key(stretch[0] as Point);
      const canonicalForward = forward <= backward || stretch.length === 0;
      const cacheKey = `${canonicalForward ? forward : backward}|${stretch.length}`;
      let simplified = cache.get(cacheKey);
      if (!simplified) {
        const canonical = canonicalForward ? stretch : [...stretch].reverse();
        simplified = douglasPeucker(canonical, toleranceMetres, cosLat);
        cache.set(cacheKey, simplified);
      }
      const oriented = canonicalForward ? simplified : [...simplified].reverse();
      out.push(...oriented.slice(0, -1));
    }
    if (out.length < 3) return closed.slice();
    out.push(out[0] as Point);
    return out;
  });
}
