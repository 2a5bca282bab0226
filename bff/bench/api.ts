/**
 * `npm run bench:api`: load every public GET the home and article pages read
 * (the article lists, featured, breaking, trending topics, one article and its
 * related, the delegation and issues, the weather) through the BFF in embedded
 * mode, and in the same run a bare node:http server answering the same bytes
 * (body and headers, same encoding) from memory: the ceiling for this machine.
 * autocannon runs in a process of its own. Prints requests/s, p50 and p99 for
 * both (medians of the slices), the CPU this process spent per request, and two
 * ratios per path: requests/s (the median of back-to-back slice pairs, which
 * other work on a shared machine still sways) and CPU per request (bare's over
 * the BFF's, which it does not). Then doubles the articles in the store and
 * runs again, so cost growth is visible.
 * BENCH_SECONDS (one slice, default 2), BENCH_SLICES (per target, default 5:
 * with 3, one path in a run could land 20% off on a busy shared VM while the
 * same path in the other store size sat at parity),
 * BENCH_CONNECTIONS (10) and BENCH_ENCODING
 * (the Accept-Encoding sent; default 'gzip, deflate, br', as browsers do) tune it.
 */
import { spawn } from 'node:child_process';
import { createServer, get, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import type { Article } from '@mitics/contracts';
import { publishArticle, startBenchSite } from './site.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const slices = Number(process.env.BENCH_SLICES ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const acceptEncoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per request, µs. */
  cpuMicros: number;
}

interface Row {
  path: string;
  bytes: number;
  encoding: string;
  bff: Load;
  bare: Load;
  ratio: number;
  costRatio: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * One slice of load from autocannon in its own process, so the CPU this
 * process spends is the server's alone: its user+system time over the
 * requests served is the server's cost per request.
 */
async function once(url: string, duration: number): Promise<Load> {
  const child = spawn(process.execPath, [autocannonCli, '-c', String(connections), '-d', String(duration), '-j', '-H', `accept-encoding=${acceptEncoding}`, url], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // While autocannon starts and runs this process does nothing but serve (and a few 1 s timers of the services).
  const before = process.cpuUsage();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const used = process.cpuUsage(before);
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const r = JSON.parse(out) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuMicros: (used.user + used.system) / Math.max(1, r.requests.total),
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Both targets measured in alternating slices (bff, bare, bare, bff, ...), so
 * the other work on a shared machine weighs on both alike: mean requests/s,
 * median p50 and p99 of the slices.
 */
async function compare(bffUrl: string, bareUrl: string): Promise<{ bff: Load; bare: Load; ratio: number; costRatio: number }> {
  // A short warm-up so JIT and caches settle before the measured run.
  await once(bffUrl, 1);
  await once(bareUrl, 1);
  const bff: Load[] = [];
  const bare: Load[] = [];
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? [bffUrl, bareUrl] : [bareUrl, bffUrl];
    for (const url of order) (url === bffUrl ? bff : bare).push(await once(url, seconds));
  }
  const summary = (loads: Load[]): Load => ({
    rps: median(loads.map((l) => l.rps)),
    p50: median(loads.map((l) => l.p50)),
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    cpuMicros: median(loads.map((l) => l.cpuMicros)),
  });
  // Each slice pair ran back to back, under the same load from elsewhere: the median of their ratios is the steady one.
  const ratio = median(bff.map((l, i) => l.rps / (bare[i]?.rps ?? NaN)));
  // CPU per request does not depend on what else the machine runs: the bare server's cost over the BFF's is the share of bare throughput the BFF reaches on a core of its own.
  const costRatio = median(bff.map((l, i) => (bare[i]?.cpuMicros ?? NaN) / l.cpuMicros));
  return { bff: summary(bff), bare: summary(bare), ratio, costRatio };
}

/** Headers node:http writes itself, on both servers alike. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The bare server: each path's bytes and the very headers the BFF sent with
 * them (content type and length, encoding, ETag, Cache-Control, the security
 * headers), so both put the same bytes on the wire and the difference is the
 * BFF's own work.
 */
async function bareServer(answers: Map<string, { body: Buffer; headers: Record<string, string | number> }>): Promise<{ server: Server; port: number }> {
  const server = createServer((req, out) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      out.writeHead(404).end();
      return;
    }
    out.writeHead(200, answer.headers);
    out.end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

async function round(base: string, paths: string[]): Promise<Row[]> {
  const answers = new Map<string, { body: Buffer; headers: Record<string, string | number> }>();
  for (const path of paths) {
    // The bytes exactly as sent (fetch would decode them).
    const raw = await new Promise<{ body: Buffer; encoding: string; headers: Record<string, string> }>((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (msg) => {
        if (msg.statusCode !== 200) reject(new Error(`BFF answered ${msg.statusCode} for ${path}`));
        const chunks: Buffer[] = [];
        msg.on('data', (chunk: Buffer) => chunks.push(chunk));
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(msg.headers)) if (!NODE_OWN.has(name) && typeof value === 'string') headers[name] = value;
        msg.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(msg.headers['content-encoding'] ?? 'identity'), headers }));
        msg.on('error', reject);
      }).on('error', reject);
    });
    answers.set(path, { body: raw.body, headers: raw.headers });
  }
  const bare = await bareServer(answers);
  const rows: Row[] = [];
  for (const path of paths) {
    const answer = answers.get(path);
    const { bff, bare: bareLoad, ratio, costRatio } = await compare(`${base}${path}`, `http://127.0.0.1:${bare.port}${path}`);
    rows.push({ path, bytes: answer?.body.length ?? 0, encoding: String(answer?.headers['content-encoding'] ?? 'identity'), bff, bare: bareLoad, ratio, costRatio });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  bare.server.close();
  return rows;
}

function print(title: string, rows: Row[]): void {
  console.log('');
  console.log(`${title}; machine load average ${loadavg()[0]?.toFixed(1)}`);
  console.log('| path | bytes (encoding) | bff req/s | bff p50 / p99 ms | bff CPU µs/req | bare req/s | bare p50 / p99 ms | bare CPU µs/req | req/s ratio | CPU ratio | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.path} | ${r.bytes} (${r.encoding}) | ${r.bff.rps.toFixed(0)} | ${r.bff.p50} / ${r.bff.p99} | ${r.bff.cpuMicros.toFixed(0)} | ${r.bare.rps.toFixed(0)} | ${r.bare.p50} / ${r.bare.p99} | ${r.bare.cpuMicros.toFixed(0)} | ${r.ratio.toFixed(3)} | ${r.costRatio.toFixed(3)} | ${r.bff.errors + r.bare.errors} |`,
    );
  }
  const summary = (values: number[]) => `lowest ${Math.min(...values).toFixed(3)}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)}`;
  console.log(`req/s ratio (bff/bare, median of back-to-back pairs): ${summary(rows.map((r) => r.ratio))}`);
  console.log(`CPU ratio (bare CPU per request / bff CPU per request): ${summary(rows.map((r) => r.costRatio))}   goal ≥ 0.8`);
}

/** Publishes `count` more articles through the staff API (the admin key), so the store holds twice as many. */
async function addArticles(base: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await publishArticle(base, {
      title: `Bench article ${i} on the Capitol budget`,
      excerpt: 'A bench article.',
      content: 'Lawmakers met again on the budget. '.repeat(40),
      author: 'Bench Desk',
      category: 'michigan-politics',
      tags: ['budget', 'capitol'],
    });
  }
}

async function main() {
  const { base, stop } = await startBenchSite('bench');
  const latest = (await (await fetch(`${base}/api/articles?limit=100`)).json()) as Article[];
  const slug = latest[0]?.slug;
  if (!slug) throw new Error('the seeded store has no article');
  const paths = [
    '/api/articles?limit=15&offset=0',
    '/api/articles?limit=4&offset=0',
    '/api/articles?limit=7&offset=0',
    '/api/articles/featured',
    '/api/articles/breaking',
    '/api/trending-topics',
    `/api/articles/${slug}`,
    `/api/articles/${slug}/related`,
    '/api/congressional/delegation',
    '/api/congressional/issues',
    '/api/weather',
  ];
  console.log(`Each path ${slices} × ${seconds} s per target, alternating, with ${connections} connections, Accept-Encoding: ${acceptEncoding}; autocannon in a process of its own`);
  const first = await round(base, paths);
  print(`Store of ${latest.length} articles`, first);

  await addArticles(base, latest.length);
  const doubled = await round(base, paths);
  print(`Store of ${latest.length * 2} articles (twice as many)`, doubled);
  console.log('');
  console.log('cost growth, store ×2: bff CPU µs per request, first → second (bare alongside)');
  for (const [i, r] of doubled.entries()) {
    const before = first[i];
    if (before) console.log(`  ${r.path}: ${before.bff.cpuMicros.toFixed(0)} → ${r.bff.cpuMicros.toFixed(0)} (bare ${before.bare.cpuMicros.toFixed(0)} → ${r.bare.cpuMicros.toFixed(0)})`);
  }

  await stop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
