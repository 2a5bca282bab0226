/**
 * `npm run bench:live`: publish → open page. In embedded mode, BENCH_CLIENTS
 * (default 50) readers hold GET /api/live open (in a process of their own, as
 * browsers would be) while articles are published one after another through
 * the staff API (the admin key). For each article and each reader, the time
 * until that reader has its `published` event, counted from the event's own
 * time (occurredAt, stamped by the content service as the command runs: the
 * event append is a few ms later) and from sending the publish request.
 * Prints p50/p95/p99/max for 1,000 articles, then for 2,000 (twice as large) on
 * the same site, so cost growth is visible. Goal: p99 < 50 ms.
 * BENCH_EVENTS changes the first run's size.
 */
import { fork } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { publishArticle, startBenchSite } from './site.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const events = Number(process.env.BENCH_EVENTS ?? 1000);

/** Epoch ms with sub-ms resolution, comparable between the two processes. */
const clock = (): number => performance.timeOrigin + performance.now();

/** What a reader saw of one article: when it arrived (clock()) and the event's occurredAt. */
type Seen = [title: string, arrived: number, occurredAt: string];

type FromParent = { collect: true } | { stop: true };
type FromReaders = { ready: true } | { seen: Seen[][] };

/** One reader's stream: SSE frames parsed as they arrive, `published` events noted. */
function connect(base: string, seen: Seen[]): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/live`, { headers: { accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) reject(new Error(`/api/live answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        const now = clock();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!ready && frame.includes(': connected')) {
            ready = true;
            resolve(() => req.destroy());
          }
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (!frame.includes('event: article') || !data) continue;
          const event = JSON.parse(data) as { kind: string; title: string | null; at: string };
          if (event.kind === 'published' && event.title) seen.push([event.title, now, event.at]);
        }
      });
    });
    req.on('socket', (socket) => socket.setNoDelay(true));
    req.on('error', reject);
    req.end();
  });
}

/** The readers' process: connects, says ready, hands over (and forgets) what it saw when asked. */
async function readers(base: string, count: number): Promise<void> {
  const seen: Seen[][] = Array.from({ length: count }, () => []);
  const closers = await Promise.all(seen.map((list) => connect(base, list)));
  const send = (message: FromReaders) => process.send?.(message);
  send({ ready: true });
  process.on('message', (message: FromParent) => {
    if ('collect' in message) {
      send({ seen: seen.map((list) => list.splice(0)) });
    } else {
      for (const close of closers) close();
      process.exit(0);
    }
  });
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const line = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} | p95 ${percentile(values, 95).toFixed(1)} | p99 ${percentile(values, 99).toFixed(1)} | max ${(values[values.length - 1] ?? NaN).toFixed(1)} ms`;

async function measure(base: string, child: ReturnType<typeof fork>, run: string, count: number): Promise<void> {
  const sent = new Map<string, number>();
  const started = clock();
  for (let i = 0; i < count; i++) {
    const title = `Live bench ${run} article ${i}`;
    sent.set(title, clock());
    await publishArticle(base, { title, excerpt: 'A bench article.', content: 'The House met on the budget.', author: 'Bench Desk', category: 'michigan-politics' });
  }
  const publishSeconds = (clock() - started) / 1000;
  const fromEvent: number[] = [];
  const fromSend: number[] = [];
  const deadline = clock() + 10_000;
  // Collected until every reader has every article (or 10 s passed).
  const have = new Map<string, number>();
  while (clock() < deadline) {
    const seen = await new Promise<Seen[][]>((resolve) => {
      child.once('message', (message: FromReaders) => 'seen' in message && resolve(message.seen));
      child.send({ collect: true } satisfies FromParent);
    });
    for (const list of seen) {
      for (const [title, arrived, occurredAt] of list) {
        const t0 = sent.get(title);
        if (t0 === undefined) continue;
        fromSend.push(arrived - t0);
        fromEvent.push(arrived - Date.parse(occurredAt));
        have.set(title, (have.get(title) ?? 0) + 1);
      }
    }
    if (fromSend.length >= count * clients) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  fromEvent.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  console.log('');
  console.log(
    `${count} articles published one after another in ${publishSeconds.toFixed(1)} s (${(count / publishSeconds).toFixed(0)}/s); ${clients} readers; ${fromSend.length} of ${count * clients} deliveries; machine load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`  event (occurredAt) → reader has it: ${line(fromEvent)}`);
  console.log(`  publish sent → reader has it:       ${line(fromSend)} (includes the command itself)`);
}

async function main() {
  const { base, stop } = await startBenchSite('bench-live');
  // The readers run where browsers would: not on the server's event loop.
  const child = fork(import.meta.filename, ['--readers', base, String(clients)]);
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  console.log(`publish → SSE reader, embedded mode, ${clients} readers on /api/live in another process (goal p99 < 50 ms)`);
  await measure(base, child, 'a', events);
  await measure(base, child, 'b', events * 2);
  child.send({ stop: true } satisfies FromParent);
  await stop();
  process.exit(0);
}

if (process.argv[2] === '--readers') {
  readers(process.argv[3] ?? '', Number(process.argv[4])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
