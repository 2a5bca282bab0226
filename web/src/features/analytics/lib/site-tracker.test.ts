import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSiteTracker, externalHref, scrollPercent } from './site-tracker';

type Sent = { event?: string; category?: string; path?: string; value?: number; data?: Record<string, unknown> };

describe('site analytics schedule', () => {
  let sent: Sent[];
  let beaconed: Sent[];
  let tracker: ReturnType<typeof createSiteTracker>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12));
    sent = [];
    beaconed = [];
    tracker = createSiteTracker({
      send: (body) => void sent.push(body),
      beacon: (body) => void beaconed.push(body),
      sessionId: 'session-1',
      userAgent: 'TestAgent/1.0',
      referrer: 'https://www.google.com/',
    });
  });

  afterEach(() => {
    tracker.dispose();
    vi.useRealTimers();
  });

  const events = (name: string) => sent.filter((body) => body.event === name);

  it('sends page_view 1 second after a route change, not before', () => {
    tracker.pageChanged('/federal');
    vi.advanceTimersByTime(999);
    expect(events('page_view')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events('page_view')).toEqual([
      {
        event: 'page_view',
        category: 'engagement',
        path: '/federal',
        value: 1,
        timestamp: '2026-11-21T12:00:01.000Z',
        sessionId: 'session-1',
        userAgent: 'TestAgent/1.0',
        referrer: 'https://www.google.com/',
      },
    ]);
  });

  it('sends one page_view for the page the reader settles on', () => {
    tracker.pageChanged('/');
    vi.advanceTimersByTime(500);
    tracker.pageChanged('/about');
    vi.advanceTimersByTime(1000);
    expect(events('page_view').map((body) => body.path)).toEqual(['/about']);
  });

  it('sends each scroll depth once per page, and again on the next page', () => {
    tracker.pageChanged('/');
    tracker.scrolled(30);
    tracker.scrolled(26);
    tracker.scrolled(80);
    tracker.scrolled(100);
    tracker.scrolled(100);
    expect(events('scroll_depth').map((body) => [body.category, body.data?.depth])).toEqual([
      ['user_engagement', 25],
      ['user_engagement', 50],
      ['user_engagement', 75],
      ['user_engagement', 100],
    ]);
    tracker.pageChanged('/about');
    tracker.scrolled(55);
    expect(events('scroll_depth').slice(4).map((body) => [body.path, body.data?.depth])).toEqual([
      ['/about', 25],
      ['/about', 50],
    ]);
  });

  it('checks time on page every 30 s and reports 60, 90, 120 s (not 30)', () => {
    tracker.pageChanged('/');
    vi.advanceTimersByTime(30_000);
    expect(events('time_on_page')).toEqual([]);
    vi.advanceTimersByTime(90_000);
    expect(events('time_on_page').map((body) => [body.category, body.data?.seconds])).toEqual([
      ['user_engagement', 60],
      ['user_engagement', 90],
      ['user_engagement', 120],
    ]);
  });

  it('restarts the time on page count on a new route', () => {
    tracker.pageChanged('/');
    vi.advanceTimersByTime(50_000);
    tracker.pageChanged('/about');
    vi.advanceTimersByTime(59_000);
    expect(events('time_on_page')).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(events('time_on_page').map((body) => [body.path, body.data?.seconds])).toEqual([['/about', 60]]);
  });

  it('stops its timers when disposed', () => {
    tracker.pageChanged('/');
    tracker.dispose();
    vi.advanceTimersByTime(120_000);
    expect(sent).toEqual([]);
  });

  it('reports external link clicks with the url and the first 100 characters of the text', () => {
    tracker.pageChanged('/');
    tracker.externalLinkClicked('https://legislature.mi.gov/', `  Read   the bill ${'x'.repeat(200)}`);
    const [click] = events('external_link_click');
    expect(click?.category).toBe('user_engagement');
    expect(click?.data?.url).toBe('https://legislature.mi.gov/');
    expect(click?.data?.text).toBe(`Read the bill ${'x'.repeat(86)}`);
  });

  it('sends session_end by beacon when leaving after more than 5 seconds', () => {
    tracker.pageChanged('/');
    vi.advanceTimersByTime(5_000);
    tracker.pageHidden();
    expect(beaconed).toEqual([]);
    vi.advanceTimersByTime(2_000);
    tracker.pageHidden();
    expect(beaconed.map((body) => [body.event, body.category, body.data?.totalSeconds])).toEqual([
      ['session_end', 'user_engagement', 7],
    ]);
    expect(events('session_end')).toEqual([]);
  });
});

describe('scroll percent', () => {
  it('is how far down the scrollable height the page is', () => {
    expect(scrollPercent(0, 800, 2800)).toBe(0);
    expect(scrollPercent(500, 800, 2800)).toBe(25);
    expect(scrollPercent(1999.4, 800, 2800)).toBe(100);
    expect(scrollPercent(3000, 800, 2800)).toBe(100);
  });

  it('counts a page that does not scroll as fully seen', () => {
    expect(scrollPercent(0, 800, 600)).toBe(100);
  });
});

describe('external links', () => {
  const origin = 'https://mitics.news';
  it('knows links to other sites', () => {
    expect(externalHref('https://x.com/MiticsNews', origin)).toBe('https://x.com/MiticsNews');
    expect(externalHref('http://legislature.mi.gov/bill', origin)).toBe('http://legislature.mi.gov/bill');
  });

  it('ignores our own pages and non-web links', () => {
    expect(externalHref('/federal', origin)).toBeNull();
    expect(externalHref('https://mitics.news/about', origin)).toBeNull();
    expect(externalHref('mailto:tips@mitics.news', origin)).toBeNull();
    expect(externalHref('javascript:void(0)', origin)).toBeNull();
  });
});
