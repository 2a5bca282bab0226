/**
 * `npm run bench:finance`: import throughput and the hub's API latency.
 *
 * Import: the real FEC bulk files of ../shared/data (every row read, the
 * Michigan ones imported) plus a generated Schedule A file of N itemized rows
 * for Michigan committees, through the service's import commands into a fresh
 * in-memory store: rows/s parsed and imported.
 *
 * API: the four spec paths and a candidate page through the BFF in embedded
 * mode (createBff over the finance service in process, the same
 * Request/Response path `npm start` uses), p50/p95/max per path.
 *
 * Then the same with a run twice as large (2N itemized rows, twice the
 * requests). A script that prints numbers, not a test.
 */
import { rm } from 'node:fs/promises';
import { startService } from '@mitics/kit';
import { memoryAdapters } from '@mitics/kit/testing';
import { silentLogger } from '@mitics/kit';
import { createBff } from '../../../bff/src/app.ts';
import { createServiceClient } from '../../../bff/src/clients/service-client.ts';
import { unreachable } from '../../../bff/src/testing/clients.ts';
import { financeService } from '../src/definition.ts';
import { applyDataset } from '../src/import/apply.ts';
import { readFinanceFolder } from '../src/import/dataset.ts';
import { readSnapshot } from '../src/seed.ts';
import { folderWith, indivRow, SHARED_DATA } from '../src/testing.ts';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';

const ITEMIZED = Number(process.env.BENCH_ITEMIZED ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

async function run(scale: number): Promise<void> {
  const snapshot = await readSnapshot();
  const committees = snapshot.candidates.map((c) => c.principalCommitteeId).filter((id): id is string => id !== null);
  const next = random(2026 + scale);
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

  const adapters = await memoryAdapters();
  const service = await startService(financeService, adapters);
  const started = performance.now();
  const parsed = await readFinanceFolder(folder);
  const parsedAt = performance.now();
  const report = await applyDataset(service.ctx, parsed.dataset, { actor: 'bench', correlationId: 'bench' });
  const done = performance.now();
  const written = report.candidates.imported + report.committees.imported + report.links.imported + report.totals.imported + report.contributions.imported;
  console.log(`Run ${scale}: ${parsed.rowsRead.toLocaleString('en-US')} rows read (FEC bulk + ${(ITEMIZED * scale).toLocaleString('en-US')} itemized), ${written.toLocaleString('en-US')} records imported, ${parsed.refused.length} refused`);
  console.log(`  parse   ${((parsedAt - started) / 1000).toFixed(2)} s  ${Math.round(parsed.rowsRead / ((parsedAt - started) / 1000)).toLocaleString('en-US')} rows/s`);
  console.log(`  import  ${((done - parsedAt) / 1000).toFixed(2)} s  ${Math.round(written / ((done - parsedAt) / 1000)).toLocaleString('en-US')} records/s through the commands (one event each)`);
  console.log(`  total   ${((done - started) / 1000).toFixed(2)} s  ${Math.round(parsed.rowsRead / ((done - started) / 1000)).toLocaleString('en-US')} rows/s read and imported`);

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
  const time = async (list: string[]) => {
    const out: number[] = [];
    for (const path of list) {
      const t = process.hrtime.bigint();
      const res = await app.request(path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      out.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return out.sort((a, b) => a - b);
  };
  const line = (label: string, ms: number[]) =>
    console.log(`  ${label.padEnd(44)} n=${String(ms.length).padStart(4)}  p50 ${percentile(ms, 50).toFixed(2)} ms  p95 ${percentile(ms, 95).toFixed(2)} ms  max ${(ms.at(-1) ?? NaN).toFixed(2)} ms`);
  for (const path of paths) line(path, await time(Array.from({ length: REQUESTS * scale }, () => path)));
  line('/api/campaign-finance/candidates/:id', await time(Array.from({ length: REQUESTS * scale }, (_, i) => `/api/campaign-finance/candidates/${candidateIds[i % candidateIds.length]}`)));
  await service.stop();
  await adapters.close();
  await rm(folder, { recursive: true, force: true });
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
