import { createHash } from 'node:crypto';
import type { Article, CreateArticleInput, UpdateArticleInput } from '@mitics/contracts';
import { ConflictError, NotFoundError, type AppendMeta, type ServiceContext, type StoredEvent } from '@mitics/kit';
import { articleStream, evolve, initialState, toContentEvent, type ArticleState } from './article.ts';
import { decideAll, type ArticleCommand } from './decide.ts';
import { articleQueries } from './projections/articles.ts';

/** Folds stored events, skipping any that are not content events. */
export function evolveStored(state: ArticleState, stored: StoredEvent): ArticleState {
  const event = toContentEvent(stored);
  return event ? evolve(state, event) : state;
}

/** Who and which request, as the command path records them on every event. */
export type CommandMeta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/** What a staff member is told when the article changed after they opened it (If-Match failed). */
export const ARTICLE_CHANGED =
  'This article was changed by someone else after you opened it. Reload it to see the latest version, then make your change again.';

/** An article and the version it is at: what the write routes answer. */
export interface VersionedState {
  state: ArticleState;
  version: number;
}

/**
 * Runs commands on one article as one atomic append; answers the state they
 * leave and its version. With `basedOn` (the If-Match version the caller
 * read), a moved article is refused with 409 ARTICLE_CHANGED.
 */
export async function runArticleCommands(
  ctx: ServiceContext,
  articleId: string,
  commands: (state: ArticleState) => ArticleCommand[],
  meta: CommandMeta,
  basedOn?: number,
): Promise<VersionedState> {
  const { state, version } = await ctx.commands.execute({
    stream: articleStream(articleId),
    initialState: initialState(),
    evolve: evolveStored,
    decide: (current) => decideAll(commands(current), current),
    meta,
    ...(basedOn !== undefined ? { expectedVersion: basedOn, staleMessage: ARTICLE_CHANGED } : {}),
  });
  return { state, version };
}

/** The article with its version, as the API answers it. */
export function articleOf({ state, version }: VersionedState): Article {
  if (state.kind !== 'present') throw new NotFoundError('Article not found');
  return { ...state.article, version };
}

/**
 * Slugs are checked against the read model and then written by the append; the
 * command path waits for the projection before answering, so serialising
 * creations in this process is enough to keep two same-titled articles from
 * claiming one slug (the unique index is the backstop). One writer instance per
 * service is assumed.
 */
const creationLocks = new WeakMap<ServiceContext, Promise<unknown>>();

function serialised<T>(ctx: ServiceContext, task: () => Promise<T>): Promise<T> {
  const tail = creationLocks.get(ctx) ?? Promise.resolve();
  const result = tail.then(task, task);
  creationLocks.set(
    ctx,
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return result;
}

export interface CreateOptions {
  meta: CommandMeta;
  /** ISO time of creation (and publication); the service clock when absent. */
  at?: string;
  /** The article's id when the caller derives it (an RSS item's, so the same item maps to one article); a new id when absent. */
  articleId?: string;
  /** A draft goes straight into the editors' review queue, in the same atomic append (RSS items of untrusted feeds). */
  submitForReview?: boolean;
  /**
   * The caller's Idempotency-Key: the same key from the same actor always
   * names the same article, so a create sent twice (a retry after a lost
   * answer) answers the first article instead of making a second one.
   */
  idempotencyKey?: string | undefined;
}

/** The article id one actor's idempotency key stands for: a UUID-shaped digest of both. */
export function idempotentArticleId(actor: string, key: string): string {
  const hex = createHash('sha256').update(`${actor}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * CreateArticle from a validated POST body: admin/editor bodies publish at
 * once, `status: 'draft'` only saves a draft. The slug is the wished one or the
 * title's, made unique.
 */
export function createArticle(ctx: ServiceContext, input: CreateArticleInput, options: CreateOptions): Promise<Article> {
  return serialised(ctx, async () => {
    const articleId = options.articleId ?? (options.idempotencyKey ? idempotentArticleId(options.meta.actor, options.idempotencyKey) : ctx.newId());
    if (options.idempotencyKey) {
      // Sent before: answer what that request made (or refuse, if it was deleted since).
      const history = await ctx.store.readStream(articleStream(articleId));
      if (history.length > 0) {
        const state = history.reduce(evolveStored, initialState());
        return articleOf({ state, version: history[history.length - 1]?.streamVersion ?? 0 });
      }
    }
    const slug = await articleQueries(ctx.docs).uniqueSlug(input.slug || input.title);
    const at = options.at ?? ctx.clock().toISOString();
    const created = await runArticleCommands(
      ctx,
      articleId,
      () => [
        {
          type: 'CreateArticle',
          data: {
            articleId,
            slug,
            fields: {
              title: input.title,
              excerpt: input.excerpt,
              content: input.content,
              author: input.author,
              category: input.category,
              level: input.level ?? null,
              section: input.section ?? null,
              imageUrl: input.imageUrl,
              videoUrl: input.videoUrl,
              sourceUrl: input.sourceUrl,
              sourceName: input.sourceName || null,
              tags: input.tags,
              hasGraphicMedia: input.hasGraphicMedia ?? false,
              graphicWarning: input.graphicWarning || null,
            },
            authorId: input.authorId ?? null,
            isFromRss: input.isFromRss ?? false,
            isBreaking: input.isBreaking ?? false,
            isFeatured: input.isFeatured ?? false,
            publish: input.status !== 'draft',
            at,
          },
        },
        ...(options.submitForReview && input.status === 'draft' ? [{ type: 'SubmitForReview' as const, data: { at } }] : []),
      ],
      options.meta,
    );
    return articleOf(created);
  });
}

/**
 * The commands one PUT stands for, in the order they apply: field edits, then
 * flags, then the status move, so a publish carries the edited, flagged
 * article. `submittedAt` from the body is not trusted: the service clock is.
 */
export function commandsForUpdate(body: UpdateArticleInput, state: ArticleState, at: string): ArticleCommand[] {
  if (state.kind !== 'present') throw new NotFoundError('Article not found');
  const article = state.article;
  const { status, isBreaking, isFeatured, submittedAt: _clientTime, reviewNotes, ...fields } = body;
  const commands: ArticleCommand[] = [];
  if (Object.values(fields).some((v) => v !== undefined)) commands.push({ type: 'UpdateArticle', data: { changes: fields, at } });
  if (isBreaking !== undefined) commands.push({ type: 'SetBreaking', data: { isBreaking, at } });
  if (isFeatured !== undefined) commands.push({ type: 'SetFeatured', data: { isFeatured, at } });
  switch (status) {
    case undefined:
      break;
    case 'draft':
      if (article.status !== 'draft') throw new ConflictError('An article cannot be moved back to draft');
      break;
    case 'pending_review':
      commands.push({ type: 'SubmitForReview', data: { at } });
      break;
    case 'approved':
      commands.push({ type: 'ApproveArticle', data: { at } });
      break;
    case 'rejected':
      commands.push({ type: 'RejectArticle', data: { reviewNotes: reviewNotes ?? '', at } });
      break;
    case 'published':
      commands.push({ type: 'PublishArticle', data: { at } });
      break;
  }
  return commands;
}
