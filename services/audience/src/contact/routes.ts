import { Hono } from 'hono';
import { z } from 'zod';
import { ContactSubmission, queryInt, type ContactReceipt } from '@mitics/contracts';
import { parseOrRefuse, problemResponse, validate, type ServiceContext } from '@mitics/kit';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { contactLimiter, limitMessage } from './limit.ts';
import { evolveStoredMessage, initialMessageState, messageStream, receiveMessage } from './message.ts';
import { contactMessageQueries } from './projections/messages.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });
const ListQuery = z.object({ limit: queryInt(1, 500).default(100), offset: queryInt(0, 1_000_000).default(0) });

/**
 * Contact messages: `POST /contact` (the form and the client address the BFF
 * saw; 201 a receipt, 429 with Retry-After past the hour's allowance) and
 * `GET /contact-messages` for the admin panel.
 */
export const contactRoutes = (ctx: ServiceContext) => {
  const limiter = contactLimiter(ctx.docs);
  const queries = contactMessageQueries(ctx.docs);
  return new Hono()
    .post('/contact', limitBody(), validate('json', JsonObject), async (c) => {
      const { address, ...form } = parseOrRefuse(ContactSubmission, c.req.valid('json'));
      const now = ctx.clock();
      const outcome = await limiter.take(address, now);
      if (!outcome.allowed) {
        const requestId: unknown = c.get('requestId');
        const res = problemResponse({ status: 429, detail: limitMessage(outcome.retryAfterMs), ...(typeof requestId === 'string' ? { requestId } : {}) });
        res.headers.set('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        return res;
      }
      const messageId = ctx.newId();
      const at = now.toISOString();
      await ctx.commands.execute({
        stream: messageStream(messageId),
        initialState: initialMessageState(),
        evolve: evolveStoredMessage,
        decide: (state) => receiveMessage({ messageId, form, at }, state),
        meta: metaOf(c, ctx),
      });
      const body: ContactReceipt = { ok: true, id: messageId, receivedAt: at };
      return c.json(body, 201);
    })
    .get('/contact-messages', validate('query', ListQuery), async (c) => c.json(await queries.list(c.req.valid('query'))));
};
