/**
 * The entry index.html loads: small on purpose. The page arrives drawn by the
 * server (or, for staff screens, as the HTML placeholder), so nothing here is
 * needed to show it. Once the page has painted and its first pictures have
 * come, this fetches the app's code (./boot: React, the router, the layout)
 * and the page's own chunks, all in flight together, from the list the BFF
 * puts in the page (bff/src/seo/shell.ts APP_CHUNKS_ID), then runs the app.
 * Nothing of it takes bandwidth or the main thread from the first paint. A
 * page whose pictures are slow waits no longer than MAX_WAIT_MS.
 */
const MAX_WAIT_MS = 2500;
/** bff/src/seo/shell.ts APP_CHUNKS_ID. */
const APP_CHUNKS_ID = 'app-chunks';

/**
 * Resolves once the browser has reported the page's first contentful paint
 * (at once where paint timing is not supported). A frame can be drawn on the
 * main thread long before it is on screen: waiting for the paint entry means
 * the app's fetches start after the reader sees the page, not during it.
 */
function firstPaintReported(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function whenShown(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // The pictures the page loads at once have arrived (load), the first paint is on screen, and two
  // more frames have been drawn, so the largest picture is on screen too (it can paint a frame
  // after it arrives): then the next task.
  const shown = Promise.all([loaded, firstPaintReported()])
    .then(nextFrame)
    .then(nextFrame)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}

/**
 * The next task: what comes after it starts once the browser had a chance to
 * paint and handle input. A message, not a timer: chained timers wait 4 ms
 * each after the fifth.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Asks for every chunk on the page's list, so the app and the page arrive in
 * one round trip. One request per task: starting a fetch can take the main
 * thread for milliseconds while the browser's other processes share the CPU.
 */
async function fetchChunks(): Promise<void> {
  const element = document.getElementById(APP_CHUNKS_ID);
  let files: unknown = [];
  try {
    files = JSON.parse(element?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    // Only the site's own built chunks.
    if (typeof file !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
    await nextTask();
  }
}

void whenShown().then(async () => {
  await fetchChunks();
  // The libraries one at a time (React DOM is most of them), then the app: each evaluated in a task
  // of its own instead of one long task. The imports are in the order they depend on each other.
  // (Through modules of our own: importing a package itself here would keep every export it has.)
  await import('./boot-steps/react');
  await nextTask();
  await import('./boot-steps/libraries');
  await nextTask();
  await import('./boot');
});
