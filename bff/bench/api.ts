/**
 * `npm run bench:api`: load GET /api/articles?limit=15 through the BFF in
 * embedded mode, and in the same run a bare node:http server answering the same
 * bytes from memory (the ceiling for this machine). Prints requests/s, p50 and
 * p99 latency for both and the ratio. BENCH_SECONDS and BENCH_CONNECTIONS tune it.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEmbedded } from '../src/embedded.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path = '/api/articles?limit=15';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Row> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'mitics-bench-'));
  const server = await startEmbedded({ ...process.env, PORT: '0', MITICS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', MITICS_SEED: '1' });
  const bffUrl = `http://127.0.0.1:${server.port}${path}`;
  const res = await fetch(bffUrl);
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  if (!res.ok) throw new Error(`BFF answered ${res.status}`);

  const bare: Server = createServer((_req, out) => {
    out.writeHead(200, { 'content-type': type, 'content-length': body.length });
    out.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const address = bare.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  console.log(`Loading ${path} (${body.length} bytes) for ${seconds} s with ${connections} connections each`);
  const bffRow = await load('bff (embedded)', bffUrl);
  const bareRow = await load('bare node:http', `http://127.0.0.1:${address.port}${path}`);
  bare.close();
  await server.shutdown();
  await rm(dataDir, { recursive: true, force: true });

  console.log('');
  console.log('| target | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of [bffRow, bareRow]) console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  console.log('');
  console.log(`ratio bff/bare: throughput ${(bffRow.rps / bareRow.rps).toFixed(3)}; latency added p50 +${bffRow.p50 - bareRow.p50} ms, p99 +${bffRow.p99 - bareRow.p99} ms`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
