/**
 * `npm run bench:tasks`: the main-thread tasks after the first paint, read off
 * a real Chromium trace (no throttling), for chasing Total Blocking Time much
 * faster than Lighthouse. Each page is loaded once to warm the server, then
 * BENCH_RUNS times (default 5) in a fresh context with a phone's viewport.
 * Prints, per page, an estimate of Lighthouse's mobile TBT (each task's
 * length × 4, the preset's CPU slowdown, or × 2 for a task that lays the page
 * out, as Lighthouse's simulator counts them; less 50 ms; summed) for every run and
 * its median, and the first run's long tasks with what filled them; and,
 * per run, the main thread's CPU time after the first paint against its
 * wall-clock time (the simulator multiplies wall-clock time, so a thread
 * waiting for one of the machine's two cores counts as work).
 * Only the page's own renderer is read (not Chromium's WebUI omnibox popup).
 * BENCH_PAGES=/,/legislature,article (article = the newest story) picks pages.
 */
import type { Article } from '@mitics/contracts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startRealSite } from '../e2e/support/real-site.ts';

/**
 * Lighthouse's mobile preset slows the CPU 4×, but a task with a Layout in it
 * only 2× (its simulator's layoutTaskMultiplier, 0.5); a task counts as
 * blocking beyond 50 ms.
 */
const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Time the thread ran (CPU), where dur is wall-clock. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** What filled a task: the time of the events inside it by name (a script's file for script events). */
function contents(main: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const by = new Map<string, number>();
  for (const e of main) {
    if (e.ph !== 'X' || e === task || e.name === 'RunTask' || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const file = e.args?.data?.url?.split('/').pop() ?? '';
    const key = ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'EventDispatch'].includes(e.name) ? `${e.name} ${file}`.trim() : e.name;
    by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join(', ');
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const site = await startRealSite();
  const browser = await launchBrowser();
  try {
    const [newest] = (await (await fetch(`${site.url}/api/articles?limit=1`)).json()) as Article[];
    const pages = (process.env.BENCH_PAGES ?? '/,article,/federal,/legislature,/campaign-finance').split(',').map((p) => (p === 'article' ? `/article/${newest?.slug ?? ''}` : p));
    console.log(
      `Tasks after the first paint, ${runs} runs per page (412×823, no throttling); TBT estimate = Σ max(0, ${SLOWDOWN} × task (${LAYOUT_SLOWDOWN} × with a layout) − ${BLOCKING_MS} ms)\n`,
    );
    for (const path of pages) {
      const warm = await browser.newContext();
      await (await warm.newPage()).goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await warm.close();
      const estimates: number[] = [];
      const cpu: string[] = [];
      const details: string[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2500);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        const threads = new Map<string, string>();
        for (const e of trace.traceEvents) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
        // The page's own renderer: Chromium's new headless mode loads its omnibox popup (WebUI) in renderers of
        // its own, whose tasks are no part of the page (they once made up whole runs here).
        const renderer = trace.traceEvents.find((e) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && String(e.args?.data?.url ?? '').startsWith(site.url));
        if (!renderer) throw new Error(`no renderer loaded ${path}`);
        const main = trace.traceEvents.filter((e) => e.pid === renderer.pid && e.tid === renderer.tid);
        const paint = main.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
        const after = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= paint);
        const sum = (key: 'dur' | 'tdur') => after.reduce((total, e) => total + (e[key] ?? 0), 0) / 1000;
        cpu.push(`${sum('tdur').toFixed(0)}/${sum('dur').toFixed(0)}`);
        let estimate = 0;
        const layouts = main.filter((e) => e.name === 'Layout' && e.ph === 'X');
        for (const task of after.sort((a, b) => a.ts - b.ts)) {
          const ms = (task.dur ?? 0) / 1000;
          const end = task.ts + (task.dur ?? 0);
          const slowdown = layouts.some((e) => e.ts >= task.ts && e.ts < end) ? LAYOUT_SLOWDOWN : SLOWDOWN;
          if (slowdown * ms <= BLOCKING_MS) continue;
          estimate += slowdown * ms - BLOCKING_MS;
          if (run === 0) details.push(`    +${((task.ts - paint) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (×${slowdown}) — ${contents(main, task)}`);
        }
        estimates.push(Math.round(estimate));
      }
      console.log(`${path}: TBT estimate ${estimates.join(', ')} ms; median ${median(estimates)} ms`);
      console.log(`    main thread after first paint, CPU/wall ms per run: ${cpu.join(', ')} (wall far above CPU = the thread waited for a core)`);
      for (const line of details) console.log(line);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
