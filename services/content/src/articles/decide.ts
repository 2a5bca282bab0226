import {
  ArticleApproved,
  ArticleBreakingSet,
  ArticleCreated,
  ArticleDeleted,
  ArticleFeaturedSet,
  ArticlePublished,
  ArticleRejected,
  ArticleSubmittedForReview,
  ArticleUpdated,
  type Article,
  type ArticleFields,
  type ArticleFieldsPatch,
} from '@mitics/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@mitics/kit';
import { emit, evolve, exhaustive, type ArticleEvent, type ArticleState } from './article.ts';

/** Every command carries its time (`at`, ISO) from the caller: decide never reads a clock. */
export type CreateArticle = {
  type: 'CreateArticle';
  data: {
    articleId: string;
    /** Already made unique against the read model by the caller (decide is pure). */
    slug: string;
    fields: ArticleFields;
    authorId: string | null;
    isFromRss: boolean;
    isBreaking: boolean;
    isFeatured: boolean;
    /** True for the editor and admin panel (published at once); false for a contributor draft. */
    publish: boolean;
    at: string;
  };
};
export type UpdateArticle = { type: 'UpdateArticle'; data: { changes: ArticleFieldsPatch; at: string } };
export type DeleteArticle = { type: 'DeleteArticle'; data: { at: string } };
export type SubmitForReview = { type: 'SubmitForReview'; data: { at: string } };
export type ApproveArticle = { type: 'ApproveArticle'; data: { at: string } };
export type RejectArticle = { type: 'RejectArticle'; data: { reviewNotes: string; at: string } };
export type PublishArticle = { type: 'PublishArticle'; data: { at: string } };
export type SetBreaking = { type: 'SetBreaking'; data: { isBreaking: boolean; at: string } };
export type SetFeatured = { type: 'SetFeatured'; data: { isFeatured: boolean; at: string } };

export type ArticleCommand =
  | CreateArticle
  | UpdateArticle
  | DeleteArticle
  | SubmitForReview
  | ApproveArticle
  | RejectArticle
  | PublishArticle
  | SetBreaking
  | SetFeatured;

const STATUS_LABEL: Record<Article['status'], string> = {
  draft: 'a draft',
  pending_review: 'under review',
  approved: 'approved',
  published: 'published',
  rejected: 'rejected',
};

/** The existing article a command acts on; deleted and unknown articles are not found. */
function existing(state: ArticleState): Article {
  if (state.kind !== 'present') throw new NotFoundError('Article not found');
  return state.article;
}

export function createArticle({ data }: CreateArticle, state: ArticleState): ArticleEvent[] {
  if (state.kind !== 'absent') throw new ConflictError(`Article ${data.articleId} already exists`);
  const created = emit(ArticleCreated, {
    ...data.fields,
    articleId: data.articleId,
    slug: data.slug,
    authorId: data.authorId,
    isFromRss: data.isFromRss,
    isBreaking: data.isBreaking,
    isFeatured: data.isFeatured,
    createdAt: data.at,
  });
  if (!data.publish) return [created];
  const afterCreate = evolve(state, created);
  return [created, ...publishArticle({ type: 'PublishArticle', data: { at: data.at } }, afterCreate)];
}

export function updateArticle({ data }: UpdateArticle, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  const changes = changedFields(article, data.changes);
  if (Object.keys(changes).length === 0) return [];
  return [emit(ArticleUpdated, { articleId: article.id, changes, updatedAt: data.at })];
}

export function deleteArticle({ data }: DeleteArticle, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  return [emit(ArticleDeleted, { articleId: article.id, slug: article.slug, deletedAt: data.at })];
}

export function submitForReview({ data }: SubmitForReview, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  if (article.status !== 'draft' && article.status !== 'rejected') {
    throw new ConflictError(`Only a draft or rejected article can be submitted for review; this one is ${STATUS_LABEL[article.status]}`);
  }
  return [emit(ArticleSubmittedForReview, { articleId: article.id, submittedAt: data.at })];
}

export function approveArticle({ data }: ApproveArticle, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  if (article.status !== 'pending_review') {
    throw new ConflictError(`Only an article under review can be approved; this one is ${STATUS_LABEL[article.status]}`);
  }
  return [emit(ArticleApproved, { articleId: article.id, approvedAt: data.at })];
}

export function rejectArticle({ data }: RejectArticle, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  const reviewNotes = data.reviewNotes.trim();
  if (reviewNotes.length === 0) {
    throw new ValidationError('reviewNotes is required to reject an article', { reviewNotes: 'reviewNotes is required' });
  }
  if (article.status !== 'pending_review') {
    throw new ConflictError(`Only an article under review can be rejected; this one is ${STATUS_LABEL[article.status]}`);
  }
  return [emit(ArticleRejected, { articleId: article.id, reviewNotes, rejectedAt: data.at })];
}

export function publishArticle({ data }: PublishArticle, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  if (article.status === 'published') throw new ConflictError('The article is already published');
  if (article.status === 'rejected') {
    throw new ConflictError('A rejected article must be resubmitted for review before it is published');
  }
  const published: Article = { ...article, status: 'published', publishedAt: data.at, updatedAt: data.at };
  return [emit(ArticlePublished, { article: published })];
}

export function setBreaking({ data }: SetBreaking, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  if (article.isBreaking === data.isBreaking) return [];
  return [emit(ArticleBreakingSet, { articleId: article.id, isBreaking: data.isBreaking, at: data.at })];
}

export function setFeatured({ data }: SetFeatured, state: ArticleState): ArticleEvent[] {
  const article = existing(state);
  if (article.isFeatured === data.isFeatured) return [];
  return [emit(ArticleFeaturedSet, { articleId: article.id, isFeatured: data.isFeatured, at: data.at })];
}

/** The events one command produces from the current state; throws a typed error to refuse. */
export function decide(command: ArticleCommand, state: ArticleState): ArticleEvent[] {
  switch (command.type) {
    case 'CreateArticle':
      return createArticle(command, state);
    case 'UpdateArticle':
      return updateArticle(command, state);
    case 'DeleteArticle':
      return deleteArticle(command, state);
    case 'SubmitForReview':
      return submitForReview(command, state);
    case 'ApproveArticle':
      return approveArticle(command, state);
    case 'RejectArticle':
      return rejectArticle(command, state);
    case 'PublishArticle':
      return publishArticle(command, state);
    case 'SetBreaking':
      return setBreaking(command, state);
    case 'SetFeatured':
      return setFeatured(command, state);
    default:
      return exhaustive(command);
  }
}

/**
 * Decides several commands as one unit (one PUT): each sees the state the
 * previous ones left, so a publish after an edit carries the edited article,
 * and the whole list of events is appended in one atomic batch.
 */
export function decideAll(commands: ArticleCommand[], state: ArticleState): ArticleEvent[] {
  const events: ArticleEvent[] = [];
  let current = state;
  for (const command of commands) {
    for (const event of decide(command, current)) {
      events.push(event);
      current = evolve(current, event);
    }
  }
  return events;
}

/** Only the fields that really change, so an unchanged save records nothing. */
function changedFields(article: Article, patch: ArticleFieldsPatch): ArticleFieldsPatch {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current: unknown = article[key as keyof Article];
    if (JSON.stringify(current) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as ArticleFieldsPatch;
}
