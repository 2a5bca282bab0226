import { contentEvents, type Article, type ContentEvent, type EventContract } from '@mitics/contracts';
import type { z } from 'zod';

/**
 * One article's write-side state. `deleted` is kept apart from `absent` so a
 * deleted id is refused like an unknown one but never re-created.
 */
export type ArticleState =
  | { kind: 'absent' }
  | { kind: 'present'; article: Article }
  | { kind: 'deleted'; id: string };

export const initialState = (): ArticleState => ({ kind: 'absent' });

/** Every article's events live in its own stream. */
export const articleStream = (articleId: string): string => `article-${articleId}`;

/** A content event as decide emits it: the contract's type, version and payload. */
export type ArticleEvent = ContentEvent & { version: number };

/** Builds an event from its contract, so type, version and payload shape cannot drift apart. */
export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>) {
  return { type: contract.type, version: contract.version, data };
}

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(contentEvents).map((c) => [c.type, c]));

/**
 * Reads a stored event back as a typed content event, checking its payload
 * against the contract (events are validated data, ARCHITECTURE §Events).
 * Events of other types give null; a content event that fails its schema is a
 * defect and throws.
 */
export function toContentEvent(event: { type: string; data: unknown }): ContentEvent | null {
  const contract = contracts.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  // The map is keyed by the contract's own type, so type and parsed data match one union member.
  return { type: contract.type, data } as ContentEvent;
}

/** Applies one event. Pure; shared by the command side and the read model. */
export function evolve(state: ArticleState, event: ContentEvent): ArticleState {
  if (event.type === 'content.article.created') {
    const { articleId, createdAt, ...fields } = event.data;
    return {
      kind: 'present',
      article: {
        ...fields,
        id: articleId,
        status: 'draft',
        createdAt,
        updatedAt: createdAt,
        publishedAt: null,
        submittedAt: null,
        reviewNotes: null,
      },
    };
  }
  if (state.kind !== 'present') return state;
  const article = state.article;
  switch (event.type) {
    case 'content.article.updated':
      return present({ ...article, ...definedOnly(event.data.changes), updatedAt: event.data.updatedAt });
    case 'content.article.submitted':
      return present({ ...article, status: 'pending_review', submittedAt: event.data.submittedAt, updatedAt: event.data.submittedAt });
    case 'content.article.approved':
      return present({ ...article, status: 'approved', updatedAt: event.data.approvedAt });
    case 'content.article.rejected':
      return present({ ...article, status: 'rejected', reviewNotes: event.data.reviewNotes, updatedAt: event.data.rejectedAt });
    case 'content.article.published':
      return present(event.data.article);
    case 'content.article.breaking-set':
      return present({ ...article, isBreaking: event.data.isBreaking, updatedAt: event.data.at });
    case 'content.article.featured-set':
      return present({ ...article, isFeatured: event.data.isFeatured, updatedAt: event.data.at });
    case 'content.article.deleted':
      return { kind: 'deleted', id: article.id };
    default:
      return exhaustive(event);
  }
}

const present = (article: Article): ArticleState => ({ kind: 'present', article });

/** A patch's absent keys mean "unchanged", never "set to undefined". */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
