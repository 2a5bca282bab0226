import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLiveConnection, type EventSourceLike, type LiveMessage } from './live-articles';

class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  fire(type: string, data = '') {
    for (const handler of this.handlers.get(type) ?? []) handler(new MessageEvent(type, { data }));
  }

  open() {
    this.readyState = 1;
    this.fire('open');
  }
}

const event = {
  kind: 'published',
  articleId: 'a1',
  slug: 'a-story',
  title: 'A story',
  isBreaking: true,
  at: '2026-11-21T18:00:00.000Z',
};

function connection() {
  return createLiveConnection({ createEventSource: (url) => new FakeEventSource(url), closeDelayMs: 1000 });
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the live article stream', () => {
  it('opens one EventSource on /api/live for any number of subscribers', () => {
    const live = connection();
    live.subscribe(() => {});
    live.subscribe(() => {});
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]?.url).toBe('/api/live');
  });

  it("hands each 'article' event to every subscriber", () => {
    const live = connection();
    const first: LiveMessage[] = [];
    const second: LiveMessage[] = [];
    live.subscribe((message) => first.push(message));
    live.subscribe((message) => second.push(message));
    const source = FakeEventSource.made[0];
    source?.open();
    source?.fire('article', JSON.stringify(event));
    expect(first).toEqual([{ type: 'article', event }]);
    expect(second).toEqual(first);
  });

  it('ignores payloads that are not article events', () => {
    const live = connection();
    const heard: LiveMessage[] = [];
    live.subscribe((message) => heard.push(message));
    const source = FakeEventSource.made[0];
    source?.fire('article', 'not json');
    source?.fire('article', JSON.stringify({ hello: 'world' }));
    source?.fire('article', 'null');
    expect(heard).toEqual([]);
  });

  it('closes the stream shortly after the last subscriber leaves', () => {
    const live = connection();
    const stopFirst = live.subscribe(() => {});
    const stopSecond = live.subscribe(() => {});
    stopFirst();
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.made[0]?.closed).toBe(false);
    stopSecond();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.made[0]?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made[0]?.closed).toBe(true);
    expect(live.isOpen()).toBe(false);
  });

  it('keeps the stream when a subscriber returns within the grace period (a remount)', () => {
    const live = connection();
    live.subscribe(() => {})();
    live.subscribe(() => {});
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]?.closed).toBe(false);
  });

  it("tells subscribers when the stream comes back after a drop, so they refetch", () => {
    const live = connection();
    const heard: LiveMessage[] = [];
    live.subscribe((message) => heard.push(message));
    const source = FakeEventSource.made[0];
    source?.open();
    expect(heard).toEqual([]);
    // The browser reconnects a dropped stream by itself (readyState CONNECTING).
    if (source) source.readyState = 0;
    source?.fire('error');
    source?.open();
    expect(heard).toEqual([{ type: 'reconnected' }]);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('reopens a stream the browser closed for good, with a growing delay, while someone listens', () => {
    const live = connection();
    const stop = live.subscribe(() => {});
    const failOnce = () => {
      const source = FakeEventSource.made.at(-1);
      if (source) source.readyState = 2;
      source?.fire('error');
    };
    failOnce();
    expect(live.isOpen()).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    failOnce();
    vi.advanceTimersByTime(3999);
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(3);

    // Nobody listening any more: no further attempts.
    failOnce();
    stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('does nothing where the browser has no EventSource', () => {
    const live = createLiveConnection({ createEventSource: null });
    const stop = live.subscribe(() => {});
    expect(live.isOpen()).toBe(false);
    expect(stop).not.toThrow();
  });
});
