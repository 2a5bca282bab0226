import type { LiveArticleEvent } from '@mitics/contracts';

/** The BFF's server-sent-events stream of article changes. */
export const LIVE_URL = '/api/live';
/**
 * The SSE event name (contracts' LIVE_ARTICLE_EVENT). Spelled out here: a value
 * import from the contracts would pull zod into the reader bundle.
 */
export const LIVE_ARTICLE_EVENT = 'article';

/**
 * What subscribers hear: an article changed, or the stream came back after a
 * drop (events may have been missed meanwhile, so refetch what is shown).
 */
export type LiveMessage = { type: 'article'; event: LiveArticleEvent } | { type: 'reconnected' };
export type LiveListener = (message: LiveMessage) => void;

/** The part of EventSource used here, so tests can pass a fake. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

const CLOSED = 2;

export type LiveConnectionOptions = {
  url?: string;
  /** null when the browser has no EventSource: subscribing then does nothing. */
  createEventSource: ((url: string) => EventSourceLike) | null;
  /** Kept open this long after the last subscriber leaves, so a remount does not reconnect. */
  closeDelayMs?: number;
  /** Wait before reopening a stream the browser gave up on (it retries dropped ones itself). */
  retryDelayMs?: (attempt: number) => number;
};

export type LiveConnection = {
  /** Adds a listener, opening the stream for the first one; returns the unsubscribe. */
  subscribe: (listener: LiveListener) => () => void;
  isOpen: () => boolean;
};

/** 2 s, doubled per failed attempt, capped at one minute. */
export const defaultRetryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 60_000);

function parseArticleEvent(data: unknown): LiveArticleEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, articleId } = value as Record<string, unknown>;
    return typeof kind === 'string' && typeof articleId === 'string' ? (value as LiveArticleEvent) : null;
  } catch {
    return null;
  }
}

/**
 * One shared EventSource for every subscriber: opened by the first, closed
 * (after a short grace) when the last one leaves. A stream the browser closes
 * for good (an error answer) is reopened with a growing delay while someone
 * still listens.
 */
export function createLiveConnection({
  url = LIVE_URL,
  createEventSource,
  closeDelayMs = 1000,
  retryDelayMs = defaultRetryDelay,
}: LiveConnectionOptions): LiveConnection {
  const listeners = new Set<LiveListener>();
  let source: EventSourceLike | null = null;
  let hasOpened = false;
  let attempt = 0;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (message: LiveMessage) => {
    for (const listener of [...listeners]) listener(message);
  };

  const open = () => {
    if (!createEventSource || source) return;
    const current = createEventSource(url);
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      attempt = 0;
      if (hasOpened) emit({ type: 'reconnected' });
      hasOpened = true;
    });
    current.addEventListener(LIVE_ARTICLE_EVENT, (event) => {
      if (source !== current) return;
      const parsed = parseArticleEvent(event.data);
      if (parsed) emit({ type: 'article', event: parsed });
    });
    current.addEventListener('error', () => {
      if (source !== current || current.readyState !== CLOSED) return;
      // The browser will not retry this one (an error status or a wrong content type).
      current.close();
      source = null;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (listeners.size > 0) open();
      }, retryDelayMs(attempt));
      attempt += 1;
    });
  };

  const close = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = null;
    hasOpened = false;
    attempt = 0;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(closeTimer);
      closeTimer = undefined;
      if (!retryTimer) open();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(close, closeDelayMs);
      };
    },
    isOpen: () => source !== null,
  };
}

let shared: LiveConnection | undefined;

/** The app's one live connection to /api/live (inert where EventSource is missing). */
export function liveArticles(): LiveConnection {
  shared ??= createLiveConnection({
    createEventSource: typeof EventSource === 'undefined' ? null : (url) => new EventSource(url),
  });
  return shared;
}
