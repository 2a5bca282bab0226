import type { DistrictLevel, DistrictRecord } from '@mitics/contracts';
import { z } from 'zod';
import { bboxOf } from '../geo/point-in-polygon.ts';
import { roundRing, simplifyLayer, type Ring } from '../geo/simplify.ts';
import type { Refusal } from './refusal.ts';

/** How far a simplified border may stray from the TIGER line: 50 m. */
export const SIMPLIFY_METRES = 50;

export const DISTRICT_FILES: Record<DistrictLevel, { file: string; numberField: string }> = {
  house: { file: 'mi-legislative-districts/mi_house_districts.geojson', numberField: 'SLDLST' },
  senate: { file: 'mi-legislative-districts/mi_senate_districts.geojson', numberField: 'SLDUST' },
  congress: { file: 'mi-legislative-districts/us_congressional_districts.geojson', numberField: 'CD119FP' },
};

const Position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const Feature = z.object({
  type: z.literal('Feature'),
  properties: z.object({ GEOID: z.string().min(1), NAMELSAD: z.string().min(1) }).catchall(z.unknown()),
  geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position).min(4, 'a ring needs at least 4 positions')).min(1) }),
});
const Collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

/**
 * One chamber's GeoJSON: every feature checked (a bad one is refused with its
 * index and field, the rest load), the outer rings simplified together so
 * neighbours still meet, rounded to 5 decimals (about a metre).
 */
export function parseDistrictLayer(level: DistrictLevel, source: string): { districts: DistrictRecord[]; refused: Refusal[] } {
  const { file, numberField } = DISTRICT_FILES[level];
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { districts: [], refused: [{ file, line: null, field: null, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const collection = Collection.safeParse(json);
  if (!collection.success) return { districts: [], refused: [{ file, line: null, field: 'type', message: 'must be a GeoJSON FeatureCollection' }] };
  const refused: Refusal[] = [];
  const accepted: Array<{ number: string; name: string; geoid: string; ring: Ring }> = [];
  collection.data.features.forEach((item, index) => {
    const parsed = Feature.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return void refused.push({ file, line: null, field: `features.${index}.${issue?.path.join('.') ?? ''}`, message: issue?.message ?? 'invalid' });
    }
    const raw = parsed.data.properties[numberField];
    if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) {
      return void refused.push({ file, line: null, field: `features.${index}.properties.${numberField}`, message: 'must be the district number as digits' });
    }
    const outer = parsed.data.geometry.coordinates[0] ?? [];
    accepted.push({
      number: String(Number(raw)),
      name: parsed.data.properties.NAMELSAD,
      geoid: parsed.data.properties.GEOID,
      ring: roundRing(outer.map((p) => [p[0], p[1]] as [number, number])),
    });
  });
  const simplified = simplifyLayer(
    accepted.map((a) => a.ring),
    SIMPLIFY_METRES,
  );
  const districts = accepted.map((a, i) => {
    const ring = (simplified[i] ?? a.ring).flat();
    return { id: `${level}-${a.number}`, level, number: a.number, name: a.name, geoid: a.geoid, ring, bbox: bboxOf(ring) } satisfies DistrictRecord;
  });
  districts.sort((a, b) => Number(a.number) - Number(b.number));
  return { districts, refused };
}
