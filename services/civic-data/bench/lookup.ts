/**
 * `npm run bench:civic`: lookup latency through the civic-data service's
 * /find route (in process: routing, validation, the district index, the read
 * models) for every Michigan ZIP (1,190 crosswalk rows, 993 distinct ZIPs,
 * each row asked once) and 200 random points inside Michigan, then a run twice
 * as large. Prints p50/p95/max per kind. A script that prints numbers, not a test.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startService } from '@mitics/kit';
import { latencyLine, memoryAdapters, seededRandom, timeRequests } from '@mitics/kit/testing';
import { civicDataService } from '../src/definition.ts';
import { buildDistrictIndex } from '../src/districts/lookup.ts';
import { censusGeocoder } from '../src/geo/geocoder.ts';
import { loadSnapshotIfEmpty, readSnapshot } from '../src/seed.ts';

const SHARED = resolve(import.meta.dirname, '../../../../shared/data');

async function main() {
  const adapters = await memoryAdapters();
  const service = await startService(civicDataService({ geocoder: censusGeocoder({ baseUrl: 'http://127.0.0.1:9' }) }), adapters);
  await loadSnapshotIfEmpty(service.ctx, { actor: 'bench', correlationId: 'bench' });

  const csv = await readFile(`${SHARED}/zip-to-district/zccd.csv`, 'utf8').catch(() => null);
  const snapshot = await readSnapshot();
  const zips = csv
    ? csv.split('\n').filter((l) => l.split(',')[1] === 'MI').map((l) => l.split(',')[2] ?? '')
    : snapshot.zips.flatMap((z) => z.districts.map(() => z.zip));
  // Random points inside Michigan: drawn in the state's box, kept when a congressional district holds them.
  const index = buildDistrictIndex(snapshot.districts, []);
  const congress = snapshot.districts.filter((d) => d.level === 'congress');
  const box = [Math.min(...congress.map((d) => d.bbox[0])), Math.min(...congress.map((d) => d.bbox[1])), Math.max(...congress.map((d) => d.bbox[2])), Math.max(...congress.map((d) => d.bbox[3]))] as const;
  const next = seededRandom(2026);
  const points = (n: number) => {
    const out: Array<[number, number]> = [];
    while (out.length < n) {
      const lon = box[0] + next() * (box[2] - box[0]);
      const lat = box[1] + next() * (box[3] - box[1]);
      if (index.locate(lon, lat).congress) out.push([lat, lon]);
    }
    return out;
  };

  const time = (paths: string[]) => timeRequests(service.app, paths);
  const line = (label: string, ms: number[]) => console.log(latencyLine(label, ms, { label: 34, count: 5 }));

  // Warm-up: the first lookup builds the district index.
  await time(['/find?address=48933']);
  for (const scale of [1, 2]) {
    const zipPaths = Array.from({ length: scale }, () => zips.map((zip) => `/find?address=${zip}`)).flat();
    const pointPaths = points(200 * scale).map(([lat, lon]) => `/find?lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}`);
    console.log(scale === 1 ? 'Run 1: 1,190 Michigan ZIP rows and 200 random points' : 'Run 2: twice as large');
    line('  ZIP -> US House + senators', await time(zipPaths));
    line('  point -> House, Senate, US House', await time(pointPaths));
  }
  await service.stop();
  await adapters.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
