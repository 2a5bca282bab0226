/**
 * `npm run bench:finance`: import throughput and the hub's API latency.
 *
 * Import: `npm run import -- finance` (the same function) over the real FEC
 * bulk files of ../shared/data (every row read, the Michigan ones imported)
 * plus a generated Schedule A file of N itemized rows for Michigan
 * committees, into a fresh embedded store on disk: rows/s read and imported.
 *
 * API: then that store opened by the finance service, as `npm start` does
 * after an import, once its outbox has published the import's events; the
 * four spec paths and a candidate page through the BFF in embedded mode
 * (createBff over the service in process, the same Request/Response path
 * `npm start` uses), p50/p95/max per path.
 *
 * Then the same with a run twice as large (2N itemized rows, twice the
 * requests). A script that prints numbers, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createInProcessBus, openStorage, silentLogger, startService } from '@mitics/kit';
import { latencyLine, seededRandom, timeRequests } from '@mitics/kit/testing';
import { createBff } from '../../../bff/src/app.ts';
import { createServiceClient } from '../../../bff/src/clients/service-client.ts';
import { unreachable } from '../../../bff/src/testing/clients.ts';
import { financeService } from '../src/definition.ts';
import { importFinance } from '../src/import/cli.ts';
import { readSnapshot } from '../src/seed.ts';
import { folderWith, indivRow, SHARED_DATA } from '../src/testing.ts';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';

const ITEMIZED = Number(process.env.BENCH_ITEMIZED ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

async function run(scale: number): Promise<void> {
  const snapshot = await readSnapshot();
  const committees = snapshot.candidates.map((c) => c.principalCommitteeId).filter((id): id is string => id !== null);
  const next = seededRandom(2026 + scale);
  const states = ['MI', 'MI', 'MI', 'MI', 'OH', 'CA', 'NY', 'IL'];
  const rows = Array.from({ length: ITEMIZED * scale }, (_, i) => {
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    return indivRow({
      SUB_ID: String(4_000_000_000 + i),
      CMTE_ID: committees[Math.floor(next() * committees.length)] ?? 'C00793976',
      NAME: `BENCH, DONOR ${Math.floor(next() * 600)}`,
      STATE: states[Math.floor(next() * states.length)] ?? 'MI',
      TRANSACTION_AMT: String([25, 50, 100, 250, 500, 1000, 2000, 3300][Math.floor(next() * 8)]),
      TRANSACTION_DT: `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}2024`,
    });
  });
  const folder = await folderWith({ 'schedule-a/itcont_bench.txt': rows.join('\n') + '\n' });
  await cp(join(SHARED_DATA, 'fec-bulk'), join(folder, 'fec-bulk'), { recursive: true });
  await cp(join(SHARED_DATA, 'README.md'), join(folder, 'README.md'));

  const dataDir = await mkdtemp(join(tmpdir(), 'mitics-finance-bench-'));
  const result = await importFinance(folder, { MITICS_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const report = result.report;
  const written = report.candidates.imported + report.committees.imported + report.links.imported + report.totals.imported + report.contributions.imported;
  console.log(`Run ${scale}: ${result.rowsRead.toLocaleString('en-US')} rows read (FEC bulk + ${(ITEMIZED * scale).toLocaleString('en-US')} itemized), ${written.toLocaleString('en-US')} records imported (one event each), ${result.refused.length} refused`);
  console.log(`  import  ${(result.ms / 1000).toFixed(2)} s  ${Math.round(result.rowsRead / (result.ms / 1000)).toLocaleString('en-US')} rows/s read and imported, ${Math.round(written / (result.ms / 1000)).toLocaleString('en-US')} records/s`);

  const storage = await openStorage({ kind: 'embedded', dir: join(dataDir, 'finance') });
  const service = await startService(financeService, { ...storage, bus: createInProcessBus({ logger: silentLogger() }), logger: silentLogger() });
  const drained = performance.now();
  while ((await storage.store.readUnpublished(1)).length > 0) await new Promise((r) => setTimeout(r, 100));
  console.log(`  outbox  ${((performance.now() - drained) / 1000).toFixed(2)} s  to publish the import's events at the next start`);
  const app = createBff({
    logger: silentLogger(),
    adminApiKey: 'k'.repeat(32),
    services: { content: unreachable('content'), audience: unreachable('audience'), finance: createServiceClient('finance', 'http://finance.embedded', (req) => service.app.fetch(req)) },
  });
  const paths = ['/api/campaign-finance/summary', '/api/campaign-finance/candidates', '/api/campaign-finance/contributions/recent', '/api/campaign-finance/donors/top'];
  const candidateIds = snapshot.totals.map((t) => t.candidateId);
  // Warm-up: the first read builds the hub from the read models.
  const warm = performance.now();
  await (await app.request(paths[0] as string)).arrayBuffer();
  console.log(`  first read (builds the hub from the read models) ${(performance.now() - warm).toFixed(1)} ms`);
  const time = (list: string[]) => timeRequests(app, list);
  const line = (label: string, ms: number[]) => console.log(latencyLine(`  ${label}`, ms, { label: 46, count: 4 }));
  for (const path of paths) line(path, await time(Array.from({ length: REQUESTS * scale }, () => path)));
  line('/api/campaign-finance/candidates/:id', await time(Array.from({ length: REQUESTS * scale }, (_, i) => `/api/campaign-finance/candidates/${candidateIds[i % candidateIds.length]}`)));
  await service.stop();
  await storage.close();
  await rm(folder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}

async function main() {
  console.log(`Finance benchmark: ${ITEMIZED} generated itemized rows and ${REQUESTS} requests per path, then twice as many (BENCH_ITEMIZED, BENCH_REQUESTS)`);
  await run(1);
  await run(2);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
