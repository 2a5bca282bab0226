import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetAnalyticsSessionForTests, SESSION_STORAGE_KEY } from '../lib/session';
import { trackArticleView } from './track-article-view';
import { beaconTrack, postTrack, TRACK_URL } from './track';

const pageView = { event: 'page_view', category: 'engagement', path: '/', value: 1 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  resetAnalyticsSessionForTests();
});

describe('sending analytics', () => {
  it('POSTs JSON with keepalive and does not wait for the answer', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    expect(postTrack(pageView)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      TRACK_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(pageView) }),
    );
  });

  it('only warns when the call fails or is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    postTrack(pageView);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    postTrack(pageView);
    vi.stubGlobal('fetch', () => {
      throw new Error('blocked');
    });
    expect(() => postTrack(pageView)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
  });

  it('sends a beacon with a JSON blob when leaving', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    beaconTrack(pageView);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(TRACK_URL);
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(pageView);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when there is no beacon', () => {
    vi.stubGlobal('navigator', {});
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    beaconTrack(pageView);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('article views', () => {
  it('sends article_view with the session id kept for the tab', () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    trackArticleView({ articleSlug: 'senate-vote', title: 'Senate vote', category: 'michigan-politics' });
    trackArticleView({ articleSlug: 'other' });
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    const sessionId = sessionStorage.getItem(SESSION_STORAGE_KEY);
    expect(sessionId).toBeTruthy();
    expect(bodies).toEqual([
      {
        eventType: 'article_view',
        eventData: { articleSlug: 'senate-vote', title: 'Senate vote', category: 'michigan-politics' },
        sessionId,
      },
      { eventType: 'article_view', eventData: { articleSlug: 'other' }, sessionId },
    ]);
  });
});
