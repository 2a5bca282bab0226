import { writesUnder } from '../cache/public-reads.ts';
import type { PageRender, RenderedPage } from './render.ts';

/**
 * Writes that change what a reader page shows beyond the content reads (whose
 * writes the read cache already follows): job posts (/careers) and podcast
 * imports (/podcast). A successful one through the BFF starts a new generation
 * of kept pages. Reader traffic (analytics, sign-ups, logins, messages) does not.
 */
const PAGE_WRITE_PREFIXES = ['/api/jobs/', '/api/admin/podcasts/'];

/** Whether a request with this method and path may have changed a reader page beyond the content reads. */
export const changesReaderPages = (method: string, path: string): boolean => writesUnder(method, `${path}/`, PAGE_WRITE_PREFIXES);

export interface RenderCacheOptions {
  /**
   * A number that changes whenever an answer a page may be drawn from is
   * forgotten: the read cache's invalidation count (every article write
   * through the BFF, every `content.article.*` event) plus the other writes
   * that change a page (changesReaderPages). A page drawn under another
   * number is drawn again.
   */
  generation: () => number;
  /**
   * How long a drawn page is kept at most, in ms, for what changes without an
   * event (civic data and weather follow their own max-age; the header's date).
   * Default 15 s, far below the browser's 5 minutes of fresh query data, so a
   * kept page never makes the browser fetch again as it takes the page over.
   */
  ttlMs?: number;
  /** Pages kept at most; the least recently read goes first. Default 100. */
  maxEntries?: number;
  /** The clock, in ms; default Date.now. */
  now?: () => number;
}

interface Kept {
  page: RenderedPage;
  generation: number;
  expiresAt: number;
}

/**
 * The server renderer with its pages kept ready: a reader page is drawn once
 * per address and origin (React's server rendering of the home page is
 * 60-80 ms of CPU here) and then answered from memory until an invalidation or
 * its lifetime ends. Readers asking while a page is drawn share that drawing.
 * A drawing an invalidation overtook is answered to its callers but not kept,
 * so a published article is on the very next page read. Failed renders (null)
 * and pages drawn without some of their data (`complete: false`) are never
 * kept. Only anonymous reader pages go through the renderer, so nothing of one
 * reader is ever shown to another.
 */
export function cachedPageRender(render: PageRender, { generation, ttlMs = 15_000, maxEntries = 100, now = Date.now }: RenderCacheOptions): PageRender {
  const kept = new Map<string, Kept>();
  const drawing = new Map<string, { generation: number; page: Promise<RenderedPage | null> }>();
  return (url, origin) => {
    const key = `${origin} ${url}`;
    const current = generation();
    const entry = kept.get(key);
    if (entry) {
      kept.delete(key);
      if (entry.generation === current && entry.expiresAt > now()) {
        // Most recently read last: the first key is the one to drop.
        kept.set(key, entry);
        return Promise.resolve(entry.page);
      }
    }
    const running = drawing.get(key);
    if (running && running.generation === current) return running.page;
    const page = render(url, origin).then(
      (drawn) => {
        if (drawing.get(key)?.page === page) drawing.delete(key);
        if (drawn && drawn.complete !== false && generation() === current) {
          kept.set(key, { page: drawn, generation: current, expiresAt: now() + ttlMs });
          while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
        }
        return drawn;
      },
      (error: unknown) => {
        if (drawing.get(key)?.page === page) drawing.delete(key);
        throw error;
      },
    );
    drawing.set(key, { generation: current, page });
    return page;
  };
}
