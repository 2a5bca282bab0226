import type { Context } from 'hono';
import type { AppendMeta, ServiceContext } from '@mitics/kit';

/** Who and which request, as the command path records them on every event. */
export type CommandMeta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/**
 * Who acts and which request this is, recorded on every event: the actor the
 * BFF names in x-actor (readers are anonymous), and the request id the kit's
 * app assigned (the caller's x-request-id when it sent a usable one).
 */
export function metaOf(c: Context, ctx: ServiceContext): CommandMeta {
  const requestId: unknown = c.get('requestId');
  return {
    actor: c.req.header('x-actor')?.trim() || 'anonymous',
    correlationId: (typeof requestId === 'string' && requestId) || c.req.header('x-request-id')?.trim() || ctx.newId(),
  };
}
