import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { bboxOf, pointInRing } from '../geo/point-in-polygon.ts';
import { readSnapshot } from '../seed.ts';
import { ALLEGAN_POINT, SHARED_DATA } from '../testing.ts';
import { buildDistrictIndex, type DistrictIndex } from './lookup.ts';

let index: DistrictIndex;
/** The full-resolution TIGER rings, for comparison with the simplified ones. */
const full: Record<'house' | 'senate' | 'congress', Array<{ number: string; ring: number[] }>> = { house: [], senate: [], congress: [] };

beforeAll(async () => {
  const snapshot = await readSnapshot();
  index = buildDistrictIndex(snapshot.districts, snapshot.zips.map((z) => ({ _id: z.zip, districts: z.districts })));
  const files = { house: ['mi_house_districts', 'SLDLST'], senate: ['mi_senate_districts', 'SLDUST'], congress: ['us_congressional_districts', 'CD119FP'] } as const;
  for (const [level, [file, field]] of Object.entries(files) as Array<[keyof typeof full, readonly [string, string]]>) {
    const geo = JSON.parse(await readFile(`${SHARED_DATA}/mi-legislative-districts/${file}.geojson`, 'utf8')) as {
      features: Array<{ properties: Record<string, string>; geometry: { coordinates: number[][][] } }>;
    };
    full[level] = geo.features.map((f) => ({ number: String(Number(f.properties[field])), ring: (f.geometry.coordinates[0] ?? []).flat() }));
  }
});

/** A deterministic pseudo-random sequence (no flaky tests). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

describe('placing a point in the districts', () => {
  it('puts the Capitol point (42.7325, -84.5555) in House 77, Senate 21 and congressional district 7', () => {
    expect(index.locate(ALLEGAN_POINT.lon, ALLEGAN_POINT.lat)).toEqual({ house: '77', senate: '21', congress: '7' });
  });

  it('places nothing outside Michigan (Chicago, Toledo)', () => {
    expect(index.locate(-87.6298, 41.8781)).toEqual({ house: null, senate: null, congress: null });
    expect(index.locate(-83.5552, 41.6528)).toEqual({ house: null, senate: null, congress: null });
  });

  it('agrees with the full-resolution TIGER polygons for at least 99.5% of 2,000 random points in Michigan', () => {
    const next = random(42);
    const bbox = bboxOf(full.congress.flatMap((d) => d.ring));
    let compared = 0;
    let agreed = 0;
    while (compared < 2000) {
      const lon = bbox[0] + next() * (bbox[2] - bbox[0]);
      const lat = bbox[1] + next() * (bbox[3] - bbox[1]);
      const truth = (level: keyof typeof full) => full[level].find((d) => pointInRing(d.ring, lon, lat))?.number ?? null;
      const expected = { house: truth('house'), senate: truth('senate'), congress: truth('congress') };
      if (!expected.congress) continue;
      compared += 1;
      const got = index.locate(lon, lat);
      if (got.house === expected.house && got.senate === expected.senate && got.congress === expected.congress) agreed += 1;
    }
    expect(agreed / compared).toBeGreaterThanOrEqual(0.995);
  });

  it('leaves no gap between neighbouring districts: every point inside Michigan finds a House, Senate and congressional district', () => {
    const next = random(7);
    const bbox = bboxOf(full.congress.flatMap((d) => d.ring));
    let inside = 0;
    while (inside < 1000) {
      const lon = bbox[0] + next() * (bbox[2] - bbox[0]);
      const lat = bbox[1] + next() * (bbox[3] - bbox[1]);
      if (!full.congress.some((d) => pointInRing(d.ring, lon, lat))) continue;
      inside += 1;
      const got = index.locate(lon, lat);
      expect(got.house && got.senate && got.congress, `${lat},${lon}`).toBeTruthy();
    }
  });
});

describe('ZIP codes', () => {
  it("gives a ZIP's congressional districts, two where it spans them", () => {
    expect(index.zip('48933')).toEqual(['7']);
    const spanning = [...Array(100000).keys()].map((n) => String(n).padStart(5, '0')).find((zip) => index.zip(zip).length > 1);
    expect(spanning && index.zip(spanning).length).toBeGreaterThan(1);
    expect(index.zip('90210')).toEqual([]);
  });
});
