import type { SocialPost } from '@mitics/contracts';
import type { AppendMeta, ServiceContext, StoredEvent } from '@mitics/kit';
import { decidePost, type PostCommand } from './decide.ts';
import { evolvePost, initialPostState, postStream, toSocialEvent, type PostState } from './post.ts';

const evolveStored = (state: PostState, stored: StoredEvent): PostState => {
  const event = toSocialEvent(stored);
  return event ? evolvePost(state, event) : state;
};

export type CommandMeta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/** Runs one command on one post; answers the post it leaves (null when there is none) and whether anything was recorded. */
export async function runPostCommand(ctx: ServiceContext, postId: string, command: PostCommand, meta: CommandMeta): Promise<{ post: SocialPost | null; recorded: boolean }> {
  const { state, events } = await ctx.commands.execute({
    stream: postStream(postId),
    initialState: initialPostState(),
    evolve: evolveStored,
    decide: (current) => decidePost(command, current),
    meta,
  });
  return { post: state.kind === 'present' ? state.post : null, recorded: events.length > 0 };
}
