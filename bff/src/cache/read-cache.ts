import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Which invalidation an answer follows: content events, or its own lifetime (civic data, weather). */
export type CacheGroup = 'content' | 'timed';

export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer kept ready: the JSON bytes, both compressed forms, and every header set it is sent with. */
export interface CachedAnswer {
  readonly key: string;
  readonly group: CacheGroup;
  /** Strong validators, one per representation (the bytes differ per encoding). */
  readonly etags: Readonly<Record<Encoding, string>>;
  readonly bodies: Readonly<Record<Encoding, Uint8Array>>;
  /** Header records for a 200 and a 304, per encoding, for http and for https readers. */
  readonly headers: {
    readonly http: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
    readonly https: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
  };
  readonly notModified: {
    readonly http: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
    readonly https: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
  };
  readonly expiresAt: number;
  readonly size: number;
  lastUsed: number;
}

/** What a fill brings back: the answer to keep, or null when it may not be kept (an error, a 404). */
export interface Fresh {
  body: Uint8Array;
  contentType: string;
  cacheControl: string;
  /** How long the answer may be kept, in ms. */
  ttlMs: number;
}

export interface ReadCacheOptions {
  /** Security headers of a non-page answer, for http and https readers (see documentlessSecurityHeaders). */
  securityHeaders: { http: Readonly<Record<string, string>>; https: Readonly<Record<string, string>> };
  /** Entries kept at most; the least recently read goes first. Default 500. */
  maxEntries?: number;
  /** Bytes kept at most (all three bodies of every entry). Default 64 MiB. */
  maxBytes?: number;
  /** The clock, in ms; default Date.now. */
  now?: () => number;
}

export interface ReadCache {
  /** The kept answer for a key, or undefined (never kept, invalidated or expired). */
  get(key: string): CachedAnswer | undefined;
  /**
   * The answer for a key: the kept one, or one fill shared by every caller
   * asking while it runs. Resolves null when the fill's answer may not be kept.
   * A fill that an invalidation overtook is answered to its callers but not kept.
   */
  load(key: string, group: CacheGroup, fill: () => Promise<Fresh | null>): Promise<CachedAnswer | null>;
  /** Forgets every answer of a group at once, and any fill of it still running. Synchronous: the next read refills. */
  invalidate(group: CacheGroup): void;
  readonly stats: { entries: number; bytes: number; hits: number; fills: number; invalidations: number };
}

/** A strong ETag from the bytes: 20 bytes of SHA-1, base64url, with the encoding marked. */
function etagOf(digest: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

async function compressed(body: Uint8Array): Promise<{ br: Uint8Array; gzip: Uint8Array }> {
  const [br, gz] = await Promise.all([
    // Quality 5: most of brotli's gain at a cost a fill right after a publish can afford.
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipped(body, { level: 6 }),
  ]);
  // Tiny answers ('null', '[]') grow when compressed: those are sent as they are.
  return { br: br.byteLength < body.byteLength ? br : body, gzip: gz.byteLength < body.byteLength ? gz : body };
}

/** Builds the entry: bodies, validators and the frozen header records of every answer it can give. */
async function answerOf(key: string, group: CacheGroup, fresh: Fresh, security: ReadCacheOptions['securityHeaders'], expiresAt: number): Promise<CachedAnswer> {
  const digest = createHash('sha1').update(fresh.body).digest('base64url');
  const { br, gzip: gz } = await compressed(fresh.body);
  const bodies: Record<Encoding, Uint8Array> = { identity: fresh.body, gzip: gz, br };
  const etags: Record<Encoding, string> = {
    identity: etagOf(digest, 'identity'),
    gzip: gz === fresh.body ? etagOf(digest, 'identity') : etagOf(digest, 'gzip'),
    br: br === fresh.body ? etagOf(digest, 'identity') : etagOf(digest, 'br'),
  };
  const records = (base: Readonly<Record<string, string>>, withBody: boolean) => {
    const out = {} as Record<Encoding, Readonly<Record<string, string>>>;
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      const body = bodies[encoding];
      // Content-Length first: @hono/node-server looks for it key by key before writing the head.
      const headers: Record<string, string> = withBody ? { 'content-length': String(body.byteLength), 'content-type': fresh.contentType } : {};
      if (withBody && body !== fresh.body) headers['content-encoding'] = encoding;
      Object.assign(headers, { etag: etags[encoding], 'cache-control': fresh.cacheControl, vary: 'Accept-Encoding' }, base);
      out[encoding] = Object.freeze(headers);
    }
    return Object.freeze(out);
  };
  return {
    key,
    group,
    etags,
    bodies,
    headers: { http: records(security.http, true), https: records(security.https, true) },
    notModified: { http: records(security.http, false), https: records(security.https, false) },
    expiresAt,
    size: fresh.body.byteLength + (gz === fresh.body ? 0 : gz.byteLength) + (br === fresh.body ? 0 : br.byteLength),
    lastUsed: 0,
  };
}

/**
 * The BFF's read cache: public answers built once and kept as bytes ready to
 * send, with single-flight fills, a bound on entries and bytes (least recently
 * read first out), and invalidation by group that is synchronous, so an event
 * handled before the live stream forwards it leaves no stale answer behind.
 */
export function createReadCache({ securityHeaders, maxEntries = 500, maxBytes = 64 * 1024 * 1024, now = Date.now }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, CachedAnswer>();
  const filling = new Map<string, { group: CacheGroup; promise: Promise<CachedAnswer | null> }>();
  const generations: Record<CacheGroup, number> = { content: 0, timed: 0 };
  const stats = { entries: 0, bytes: 0, hits: 0, fills: 0, invalidations: 0 };
  let clock = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  }

  function evict(): void {
    while (entries.size > maxEntries || (stats.bytes > maxBytes && entries.size > 1)) {
      // Eviction is rare next to hits: a scan here keeps a hit to one Map lookup and a counter.
      let oldest: CachedAnswer | undefined;
      for (const entry of entries.values()) if (!oldest || entry.lastUsed < oldest.lastUsed) oldest = entry;
      if (!oldest) return;
      remove(oldest.key);
    }
  }

  function get(key: string): CachedAnswer | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    entry.lastUsed = ++clock;
    stats.hits++;
    return entry;
  }

  return {
    get,
    load(key, group, fill) {
      const kept = get(key);
      if (kept) return Promise.resolve(kept);
      const running = filling.get(key);
      if (running) return running.promise;
      const generation = generations[group];
      stats.fills++;
      const flight = { group, promise: Promise.resolve<CachedAnswer | null>(null) };
      flight.promise = (async () => {
        try {
          const fresh = await fill();
          if (!fresh) return null;
          const entry = await answerOf(key, group, fresh, securityHeaders, now() + fresh.ttlMs);
          // An invalidation while this fill ran: its answer may predate the change, so it is not kept.
          if (generations[group] === generation && fresh.ttlMs > 0) {
            remove(key);
            entry.lastUsed = ++clock;
            entries.set(key, entry);
            stats.bytes += entry.size;
            stats.entries = entries.size;
            evict();
          }
          return entry;
        } finally {
          if (filling.get(key) === flight) filling.delete(key);
        }
      })();
      filling.set(key, flight);
      return flight.promise;
    },
    invalidate(group) {
      generations[group]++;
      stats.invalidations++;
      for (const [key, entry] of entries) if (entry.group === group) remove(key);
      for (const [key, running] of filling) if (running.group === group) filling.delete(key);
    },
    stats,
  };
}
