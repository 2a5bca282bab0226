import { feedEvents, type EventContract, type FeedEvent, type FeedHealth } from '@mitics/contracts';
import type { z } from 'zod';

/** A configured feed as its own events describe it. */
export interface Feed {
  id: string;
  name: string;
  url: string;
  isActive: boolean;
  trusted: boolean;
  addedAt: string;
  /** The last fetch that recorded an event (new articles, first success, recovery). */
  lastFetched: string | null;
  health: FeedHealth;
  lastError: string | null;
  lastErrorAt: string | null;
  itemsIngested: number;
}

export type FeedState = { kind: 'absent' } | { kind: 'present'; feed: Feed };

export const initialFeedState = (): FeedState => ({ kind: 'absent' });

/** Every feed's events live in its own stream. */
export const feedStream = (feedId: string): string => `feed-${feedId}`;

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(feedEvents).map((c) => [c.type, c]));

/** A stored event read back as a typed feed event (payload checked), or null for other types. */
export function toFeedEvent(event: { type: string; data: unknown }): FeedEvent | null {
  const contract = contracts.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  return { type: contract.type, data } as FeedEvent;
}

/** Applies one feed event. Pure; shared by the command side and the read model. */
export function evolveFeed(state: FeedState, event: FeedEvent): FeedState {
  switch (event.type) {
    case 'content.feed.added': {
      const { feedId, addedAt, ...fields } = event.data;
      return {
        kind: 'present',
        feed: { ...fields, id: feedId, addedAt, lastFetched: null, health: 'new', lastError: null, lastErrorAt: null, itemsIngested: 0 },
      };
    }
    case 'content.feed.fetched':
      if (state.kind !== 'present') return state;
      return {
        kind: 'present',
        feed: { ...state.feed, lastFetched: event.data.fetchedAt, health: 'ok', lastError: null, lastErrorAt: null, itemsIngested: state.feed.itemsIngested + event.data.ingested },
      };
    case 'content.feed.fetch-failed':
      if (state.kind !== 'present') return state;
      return { kind: 'present', feed: { ...state.feed, health: 'failing', lastError: event.data.error, lastErrorAt: event.data.failedAt } };
  }
}
