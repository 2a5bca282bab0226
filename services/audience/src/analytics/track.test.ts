import { describe, expect, it } from 'vitest';
import { AnalyticsTracked, type AnalyticsTrackBody } from '@mitics/contracts';
import { analyticsStream, toAnalyticsTracked, trackedEvent } from './track.ts';

const AT = '2026-11-22T23:59:59.500Z';

describe('tracking analytics', () => {
  it('records an article view as a view of the article page', () => {
    const body: AnalyticsTrackBody = {
      eventType: 'article_view',
      eventData: { articleSlug: 'house-passes-road-plan', title: 'House passes road plan', category: 'legislature' },
      sessionId: 'sess-1',
    };
    const event = trackedEvent(body, AT);
    expect(event).toEqual({
      type: 'audience.analytics.tracked',
      version: 1,
      data: { name: 'article_view', path: '/article/house-passes-road-plan', sessionId: 'sess-1', receivedAt: AT, body },
    });
    expect(AnalyticsTracked.data.parse(event.data)).toEqual(event.data);
  });

  it('records a site event with its path, and no session when none was sent', () => {
    const body: AnalyticsTrackBody = { event: 'scroll_depth', category: 'user_engagement', path: '/legislature', data: { depth: 50 } };
    expect(trackedEvent(body, AT).data).toEqual({ name: 'scroll_depth', path: '/legislature', sessionId: null, receivedAt: AT, body });
  });

  it('files events in one stream per UTC day', () => {
    expect(analyticsStream(AT)).toBe('analytics-2026-11-22');
    expect(analyticsStream('2026-11-23T00:00:00.000Z')).toBe('analytics-2026-11-23');
  });

  it('reads back only tracked events', () => {
    const event = trackedEvent({ event: 'page_view', category: 'engagement', path: '/', value: 1 }, AT);
    expect(toAnalyticsTracked(event)).toEqual(event.data);
    expect(toAnalyticsTracked({ type: 'audience.subscriber.subscribed', data: {} })).toBeNull();
  });
});
