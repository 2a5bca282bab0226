import type { DistrictLevel } from '@mitics/contracts';
import type { DocumentStore } from '@mitics/kit';
import { distanceToRing, inBBox, pointInRing, type BBox } from '../geo/point-in-polygon.ts';
import { civicCollections, geoVersion } from '../records/projection.ts';

interface IndexedDistrict {
  number: string;
  ring: number[];
  bbox: BBox;
}

export interface DistrictIndex {
  /** The district number of each level containing the point (null outside every district of that level). */
  locate(lon: number, lat: number): Record<DistrictLevel, string | null>;
  /** Congressional districts of a Michigan ZIP (empty when unknown). */
  zip(zip: string): string[];
  readonly size: { districts: number; zips: number };
}

/**
 * A point this close to a district (about 150 m) but in none of its level
 * counts as inside the nearest: simplified borders along the state line and
 * the shore can leave a sliver out.
 */
const NEAR = (150 / 111_320) ** 2;

export function buildDistrictIndex(districts: Array<{ level: DistrictLevel; number: string; ring: number[]; bbox: BBox }>, zips: Array<{ _id: string; districts: string[] }>): DistrictIndex {
  const levels: Record<DistrictLevel, IndexedDistrict[]> = { house: [], senate: [], congress: [] };
  for (const d of districts) levels[d.level].push({ number: d.number, ring: d.ring, bbox: d.bbox });
  const zipTable = new Map(zips.map((z) => [z._id, z.districts]));

  function locateIn(list: IndexedDistrict[], lon: number, lat: number): string | null {
    for (const d of list) if (inBBox(d.bbox, lon, lat) && pointInRing(d.ring, lon, lat)) return d.number;
    let best: { number: string; distance: number } | null = null;
    for (const d of list) {
      const pad = 0.002;
      if (lon < d.bbox[0] - pad || lon > d.bbox[2] + pad || lat < d.bbox[1] - pad || lat > d.bbox[3] + pad) continue;
      const distance = distanceToRing(d.ring, lon, lat);
      if (distance < NEAR && (!best || distance < best.distance)) best = { number: d.number, distance };
    }
    return best?.number ?? null;
  }

  return {
    locate: (lon, lat) => ({ house: locateIn(levels.house, lon, lat), senate: locateIn(levels.senate, lon, lat), congress: locateIn(levels.congress, lon, lat) }),
    zip: (zip) => zipTable.get(zip) ?? [],
    size: { districts: districts.length, zips: zipTable.size },
  };
}

const cache = new WeakMap<DocumentStore, { version: number; index: Promise<DistrictIndex> }>();

/** The lookup index over the districts and ZIP read models, rebuilt only after they change. */
export function districtIndex(docs: DocumentStore): Promise<DistrictIndex> {
  const version = geoVersion(docs);
  const cached = cache.get(docs);
  if (cached && cached.version === version) return cached.index;
  const c = civicCollections(docs);
  const index = Promise.all([c.districts.find({}), c.zips.find({})]).then(([districts, zips]) => buildDistrictIndex(districts, zips));
  cache.set(docs, { version, index });
  index.catch(() => cache.delete(docs));
  return index;
}
