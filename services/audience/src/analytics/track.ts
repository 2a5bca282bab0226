import { AnalyticsTracked, type AnalyticsTrackBody } from '@mitics/contracts';
import type { z } from 'zod';

export type AnalyticsTrackedData = z.infer<typeof AnalyticsTracked.data>;

/**
 * Analytics events are kept in one stream per UTC day, appended without a
 * version check: nothing is decided from them, and readers need a bounded
 * stream, not a growing one per session.
 */
export const analyticsStream = (receivedAt: string): string => `analytics-${receivedAt.slice(0, 10)}`;

/**
 * What the service records for one tracked body: the body as validated, its
 * event name, the page it concerns (an article view is the article's page) and
 * its session. Pure: the time comes in.
 */
export function trackedEvent(body: AnalyticsTrackBody, receivedAt: string) {
  const data: AnalyticsTrackedData =
    'eventType' in body
      ? { name: body.eventType, path: `/article/${body.eventData.articleSlug}`, sessionId: body.sessionId, receivedAt, body }
      : { name: body.event, path: body.path, sessionId: body.sessionId ?? null, receivedAt, body };
  return { type: AnalyticsTracked.type, version: AnalyticsTracked.version, data };
}

/** Reads a stored event back as a tracked analytics event, or null for any other type. */
export function toAnalyticsTracked(event: { type: string; data: unknown }): AnalyticsTrackedData | null {
  return event.type === AnalyticsTracked.type ? AnalyticsTracked.data.parse(event.data) : null;
}
