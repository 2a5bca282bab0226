import type { AddFeedInput } from '@mitics/contracts';
import { ConflictError, NotFoundError, type ServiceContext, type StoredEvent } from '@mitics/kit';
import type { CommandMeta } from '../articles/commands.ts';
import { decideFeed, type FeedCommand } from './decide.ts';
import { evolveFeed, feedStream, initialFeedState, toFeedEvent, type Feed, type FeedState } from './feed.ts';
import { feedQueries } from './projections/feeds.ts';

function evolveStored(state: FeedState, stored: StoredEvent): FeedState {
  const event = toFeedEvent(stored);
  return event ? evolveFeed(state, event) : state;
}

/** Runs one command on one feed; answers the state it leaves. */
export async function runFeedCommand(ctx: ServiceContext, feedId: string, command: FeedCommand, meta: CommandMeta): Promise<FeedState> {
  const { state } = await ctx.commands.execute({
    stream: feedStream(feedId),
    initialState: initialFeedState(),
    evolve: evolveStored,
    decide: (current) => decideFeed(command, current),
    meta,
  });
  return state;
}

export function feedOf(state: FeedState): Feed {
  if (state.kind !== 'present') throw new NotFoundError('RSS feed not found');
  return state.feed;
}

/** Adds are serialised in this process so two adds of one address cannot both pass the check. */
const addLocks = new WeakMap<ServiceContext, Promise<unknown>>();

/** AddFeed: a new feed, unless its address is already configured (409). */
export function addFeed(ctx: ServiceContext, input: AddFeedInput, meta: CommandMeta): Promise<Feed> {
  const task = async () => {
    if (await feedQueries(ctx.docs).byUrl(input.url)) throw new ConflictError('This feed address is already in the list');
    const feedId = ctx.newId();
    return feedOf(await runFeedCommand(ctx, feedId, { type: 'AddFeed', data: { feedId, input, at: ctx.clock().toISOString() } }, meta));
  };
  const tail = addLocks.get(ctx) ?? Promise.resolve();
  const result = tail.then(task, task);
  addLocks.set(ctx, result.catch(() => undefined));
  return result;
}
