/**
 * `npm run bench:live`: publish → open page. In embedded mode, BENCH_CLIENTS
 * (default 50) readers hold GET /api/live open while articles are published
 * one after another through the staff API (the admin key); for each article
 * and each reader, the time to that reader receiving its `published` event,
 * counted from the event's own time (occurredAt, when the command ran), from
 * sending the publish, and from the publish's answer. Prints p50/p95/p99/max for 1,000 articles, then for
 * 2,000 (twice as large) on the same site, so cost growth is visible.
 * Goal: p99 < 50 ms. BENCH_EVENTS changes the first run's size.
 */
import { request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '../src/embedded.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const events = Number(process.env.BENCH_EVENTS ?? 1000);
const adminKey = 'bench-admin-key-0123456789abcdef0123';

interface Reader {
  /** Title → when this reader got the article's `published` event (performance.now()). */
  received: Map<string, number>;
  /** Title → ms from the event's own time (occurredAt, the service clock when the command ran) to this reader having it. */
  sinceEvent: Map<string, number>;
  close(): void;
}

/** One reader's stream: the SSE frames parsed as they arrive, `published` events noted by title. */
function connect(base: string): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const received = new Map<string, number>();
    const sinceEvent = new Map<string, number>();
    const req = request(`${base}/api/live`, { headers: { accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) reject(new Error(`/api/live answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        const now = performance.now();
        const wall = Date.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!ready && frame.includes(': connected')) {
            ready = true;
            resolve({ received, sinceEvent, close: () => req.destroy() });
          }
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (!frame.includes('event: article') || !data) continue;
          const event = JSON.parse(data) as { kind: string; title: string | null; at: string };
          if (event.kind === 'published' && event.title) {
            received.set(event.title, now);
            sinceEvent.set(event.title, wall - Date.parse(event.at));
          }
        }
      });
    });
    req.on('socket', (socket) => socket.setNoDelay(true));
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Publishes `count` articles one after another; returns when each publish was sent and answered. */
async function publish(base: string, run: string, count: number): Promise<{ titles: string[]; sent: Map<string, number>; acked: Map<string, number> }> {
  const titles: string[] = [];
  const sent = new Map<string, number>();
  const acked = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const title = `Live bench ${run} article ${i}`;
    titles.push(title);
    sent.set(title, performance.now());
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, excerpt: 'A bench article.', content: 'The House met on the budget.', author: 'Bench Desk', category: 'michigan-politics' }),
    });
    if (!res.ok) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    acked.set(title, performance.now());
  }
  return { titles, sent, acked };
}

async function measure(base: string, readers: Reader[], run: string, count: number): Promise<void> {
  const started = performance.now();
  const { titles, sent, acked } = await publish(base, run, count);
  const publishSeconds = (performance.now() - started) / 1000;
  // Every reader should have every event; wait for the last ones, bounded.
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && readers.some((r) => titles.some((t) => !r.received.has(t)))) await new Promise((r) => setTimeout(r, 50));
  const fromSend: number[] = [];
  const fromAck: number[] = [];
  const fromEvent: number[] = [];
  let missing = 0;
  let beforeAck = 0;
  for (const reader of readers) {
    for (const title of titles) {
      const at = reader.received.get(title);
      const t0 = sent.get(title);
      const t1 = acked.get(title);
      if (at === undefined || t0 === undefined || t1 === undefined) {
        missing++;
        continue;
      }
      fromSend.push(at - t0);
      fromAck.push(Math.max(0, at - t1));
      fromEvent.push(reader.sinceEvent.get(title) ?? NaN);
      if (at < t1) beforeAck++;
    }
  }
  fromSend.sort((a, b) => a - b);
  fromAck.sort((a, b) => a - b);
  fromEvent.sort((a, b) => a - b);
  const line = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} | p95 ${percentile(values, 95).toFixed(1)} | p99 ${percentile(values, 99).toFixed(1)} | max ${(values[values.length - 1] ?? NaN).toFixed(1)} ms`;
  console.log('');
  console.log(`${count} articles published one after another in ${publishSeconds.toFixed(1)} s (${(count / publishSeconds).toFixed(0)}/s), ${readers.length} readers, ${fromSend.length} deliveries, ${missing} missing`);
  console.log(`  event time (occurredAt) → reader has it: ${line(fromEvent)} (wall clock, ms resolution)`);
  console.log(`  publish sent → reader has it:            ${line(fromSend)} (includes the command itself)`);
  console.log(`  publish answered → reader has it:        ${line(fromAck)} (${beforeAck} arrived before the answer, counted as 0)`);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'mitics-bench-live-'));
  const webDist = await mkdtemp(join(tmpdir(), 'mitics-bench-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Mitics</title></head><body><div id="root"></div></body></html>');
  const server = await startEmbedded({
    ...process.env,
    PORT: '0',
    MITICS_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MITICS_SEED: '1',
    MITICS_ADMIN_API_KEY: adminKey,
    WEB_DIST_DIR: webDist,
    WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const readers = await Promise.all(Array.from({ length: clients }, () => connect(base)));
  console.log(`publish → SSE reader, embedded mode, ${clients} readers on /api/live (goal p99 < 50 ms)`);
  await measure(base, readers, 'a', events);
  await measure(base, readers, 'b', events * 2);
  for (const reader of readers) reader.close();
  await server.shutdown();
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
