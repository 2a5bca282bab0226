import { describe, expect, it } from 'vitest';
import { Article, ArticlePublished, type ArticleFields } from '@mitics/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@mitics/kit';
import { evolve, initialState, toContentEvent, type ArticleEvent, type ArticleState } from './article.ts';
import { decide, decideAll, type ArticleCommand, type CreateArticle } from './decide.ts';

const T0 = '2025-06-01T12:00:00.000Z';
const T1 = '2025-06-02T09:30:00.000Z';
const T2 = '2025-06-03T16:45:00.000Z';

const fields: ArticleFields = {
  title: 'House passes road funding plan',
  excerpt: 'A bipartisan vote sends the plan to the Senate.',
  content: '## What passed\n\nThe House voted **78-30**.',
  author: 'Dana Whitfield',
  category: 'legislature',
  level: 'Michigan Politics',
  section: 'Legislature',
  imageUrl: 'https://images.mitics.example/roads.jpg',
  videoUrl: null,
  sourceUrl: null,
  sourceName: null,
  tags: ['Roads', 'Budget'],
  hasGraphicMedia: false,
  graphicWarning: null,
};

const create = (overrides: Partial<CreateArticle['data']> = {}): CreateArticle => ({
  type: 'CreateArticle',
  data: {
    articleId: 'a1',
    slug: 'house-passes-road-funding-plan',
    fields,
    authorId: 'u1',
    isFromRss: false,
    isBreaking: false,
    isFeatured: false,
    publish: false,
    at: T0,
    ...overrides,
  },
});

/** Given these earlier commands (decided and applied in order), the state they leave. */
function given(...commands: ArticleCommand[]): ArticleState {
  let state = initialState();
  for (const command of commands) for (const event of decide(command, state)) state = evolve(state, event);
  return state;
}

const when = (state: ArticleState, command: ArticleCommand): ArticleEvent[] => decide(command, state);

function articleOf(state: ArticleState): Article {
  if (state.kind !== 'present') throw new Error(`expected an article, state is ${state.kind}`);
  return state.article;
}

const draft = () => create();
const submit = (at = T1): ArticleCommand => ({ type: 'SubmitForReview', data: { at } });
const approve = (at = T1): ArticleCommand => ({ type: 'ApproveArticle', data: { at } });
const reject = (reviewNotes = 'Needs a second source', at = T1): ArticleCommand => ({ type: 'RejectArticle', data: { reviewNotes, at } });
const publish = (at = T2): ArticleCommand => ({ type: 'PublishArticle', data: { at } });
const remove = (at = T2): ArticleCommand => ({ type: 'DeleteArticle', data: { at } });

describe('creating an article', () => {
  it('records a draft when not published at once', () => {
    const events = when(initialState(), draft());
    expect(events).toEqual([
      {
        type: 'content.article.created',
        version: 1,
        data: { ...fields, articleId: 'a1', slug: 'house-passes-road-funding-plan', authorId: 'u1', isFromRss: false, isBreaking: false, isFeatured: false, createdAt: T0 },
      },
    ]);
    const article = articleOf(events.reduce(evolve, initialState()));
    expect(article).toMatchObject({ id: 'a1', status: 'draft', publishedAt: null, submittedAt: null, reviewNotes: null, updatedAt: T0 });
  });

  it('creates and publishes at once for the editor, the published event carrying the whole article', () => {
    const events = when(initialState(), create({ publish: true, isBreaking: true }));
    expect(events.map((e) => e.type)).toEqual(['content.article.created', 'content.article.published']);
    const published = events[1];
    if (published?.type !== 'content.article.published') throw new Error('expected a published event');
    expect(ArticlePublished.data.parse(published.data).article).toMatchObject({
      id: 'a1',
      slug: 'house-passes-road-funding-plan',
      title: fields.title,
      status: 'published',
      isBreaking: true,
      publishedAt: T0,
    });
    expect(Article.safeParse(articleOf(events.reduce(evolve, initialState()))).success).toBe(true);
  });

  it('refuses to create an article twice', () => {
    expect(() => when(given(draft()), draft())).toThrow(ConflictError);
  });

  it('refuses to re-create a deleted article', () => {
    expect(() => when(given(draft(), remove()), draft())).toThrow(ConflictError);
  });
});

describe('updating an article', () => {
  it('records only the fields that change and keeps the slug', () => {
    const events = when(given(draft()), { type: 'UpdateArticle', data: { changes: { title: 'Senate takes up road plan', author: fields.author, tags: ['Roads', 'Budget'] }, at: T1 } });
    expect(events).toEqual([{ type: 'content.article.updated', version: 1, data: { articleId: 'a1', changes: { title: 'Senate takes up road plan' }, updatedAt: T1 } }]);
    const article = articleOf(events.reduce(evolve, given(draft())));
    expect(article).toMatchObject({ title: 'Senate takes up road plan', slug: 'house-passes-road-funding-plan', updatedAt: T1 });
  });

  it('records nothing when nothing changes', () => {
    expect(when(given(draft()), { type: 'UpdateArticle', data: { changes: { title: fields.title }, at: T1 } })).toEqual([]);
  });

  it('can clear an optional field', () => {
    const events = when(given(draft()), { type: 'UpdateArticle', data: { changes: { imageUrl: null }, at: T1 } });
    expect(articleOf(events.reduce(evolve, given(draft()))).imageUrl).toBeNull();
  });

  it('refuses an unknown article', () => {
    expect(() => when(initialState(), { type: 'UpdateArticle', data: { changes: { title: 'x' }, at: T1 } })).toThrow(NotFoundError);
  });
});

describe('submitting for review', () => {
  it('moves a draft to pending_review with submittedAt', () => {
    const events = when(given(draft()), submit());
    expect(events).toEqual([{ type: 'content.article.submitted', version: 1, data: { articleId: 'a1', submittedAt: T1 } }]);
    expect(articleOf(events.reduce(evolve, given(draft())))).toMatchObject({ status: 'pending_review', submittedAt: T1 });
  });

  it('lets a rejected article be resubmitted', () => {
    const events = when(given(draft(), submit(), reject()), submit(T2));
    expect(articleOf(events.reduce(evolve, given(draft(), submit(), reject())))).toMatchObject({ status: 'pending_review', submittedAt: T2 });
  });

  it.each([
    ['pending_review', [draft(), submit()]],
    ['approved', [draft(), submit(), approve()]],
    ['published', [draft(), publish()]],
  ] as const)('refuses an article that is %s', (_status, history) => {
    expect(() => when(given(...history), submit())).toThrow(ConflictError);
  });
});

describe('approving', () => {
  it('moves an article under review to approved', () => {
    const events = when(given(draft(), submit()), approve(T2));
    expect(events).toEqual([{ type: 'content.article.approved', version: 1, data: { articleId: 'a1', approvedAt: T2 } }]);
    expect(articleOf(events.reduce(evolve, given(draft(), submit())))).toMatchObject({ status: 'approved', updatedAt: T2 });
  });

  it('refuses a draft that was never submitted', () => {
    expect(() => when(given(draft()), approve())).toThrow(ConflictError);
  });
});

describe('rejecting', () => {
  it('moves an article under review to rejected with the notes', () => {
    const events = when(given(draft(), submit()), reject('  Cite the fiscal agency  ', T2));
    expect(events).toEqual([{ type: 'content.article.rejected', version: 1, data: { articleId: 'a1', reviewNotes: 'Cite the fiscal agency', rejectedAt: T2 } }]);
    expect(articleOf(events.reduce(evolve, given(draft(), submit())))).toMatchObject({ status: 'rejected', reviewNotes: 'Cite the fiscal agency' });
  });

  it('requires notes', () => {
    expect(() => when(given(draft(), submit()), reject('   '))).toThrow(ValidationError);
  });

  it('refuses an article that is not under review', () => {
    expect(() => when(given(draft()), reject())).toThrow(ConflictError);
  });
});

describe('publishing', () => {
  it.each([
    ['draft', [draft()]],
    ['pending_review', [draft(), submit()]],
    ['approved', [draft(), submit(), approve()]],
  ] as const)('publishes a %s article with publishedAt', (_status, history) => {
    const events = when(given(...history), publish());
    expect(events).toHaveLength(1);
    const event = events[0];
    if (event?.type !== 'content.article.published') throw new Error('expected a published event');
    expect(event.data.article).toMatchObject({ id: 'a1', status: 'published', publishedAt: T2, updatedAt: T2 });
  });

  it('rejects a second publish', () => {
    expect(() => when(given(draft(), publish()), publish())).toThrow(ConflictError);
  });

  it('refuses a rejected article until it is resubmitted', () => {
    expect(() => when(given(draft(), submit(), reject()), publish())).toThrow(ConflictError);
  });
});

describe('breaking and featured flags', () => {
  it('sets and clears breaking', () => {
    const set = when(given(draft()), { type: 'SetBreaking', data: { isBreaking: true, at: T1 } });
    expect(set).toEqual([{ type: 'content.article.breaking-set', version: 1, data: { articleId: 'a1', isBreaking: true, at: T1 } }]);
    expect(articleOf(set.reduce(evolve, given(draft()))).isBreaking).toBe(true);
  });

  it('sets featured', () => {
    const set = when(given(draft()), { type: 'SetFeatured', data: { isFeatured: true, at: T1 } });
    expect(set).toEqual([{ type: 'content.article.featured-set', version: 1, data: { articleId: 'a1', isFeatured: true, at: T1 } }]);
    expect(articleOf(set.reduce(evolve, given(draft()))).isFeatured).toBe(true);
  });

  it('records nothing when the flag already has that value', () => {
    expect(when(given(draft()), { type: 'SetBreaking', data: { isBreaking: false, at: T1 } })).toEqual([]);
    expect(when(given(draft()), { type: 'SetFeatured', data: { isFeatured: false, at: T1 } })).toEqual([]);
  });
});

describe('deleting', () => {
  it('records the deletion with the slug it frees', () => {
    expect(when(given(draft()), remove())).toEqual([
      { type: 'content.article.deleted', version: 1, data: { articleId: 'a1', slug: 'house-passes-road-funding-plan', deletedAt: T2 } },
    ]);
  });

  it.each<[string, ArticleCommand]>([
    ['update', { type: 'UpdateArticle', data: { changes: { title: 'x' }, at: T2 } }],
    ['delete', remove()],
    ['submit', submit()],
    ['approve', approve()],
    ['reject', reject()],
    ['publish', publish()],
    ['set breaking', { type: 'SetBreaking', data: { isBreaking: true, at: T2 } }],
    ['set featured', { type: 'SetFeatured', data: { isFeatured: true, at: T2 } }],
  ])('refuses to %s a deleted article as not found', (_name, command) => {
    expect(() => when(given(draft(), remove()), command)).toThrow(NotFoundError);
  });

  it.each<[string, ArticleCommand]>([
    ['delete', remove()],
    ['publish', publish()],
    ['approve', approve()],
  ])('refuses to %s an article that does not exist', (_name, command) => {
    expect(() => when(initialState(), command)).toThrow(NotFoundError);
  });
});

describe('several commands as one unit', () => {
  it('publishes the edited article when an edit and a publish come together', () => {
    const events = decideAll(
      [
        { type: 'UpdateArticle', data: { changes: { title: 'Edited title' }, at: T2 } },
        { type: 'SetFeatured', data: { isFeatured: true, at: T2 } },
        { type: 'PublishArticle', data: { at: T2 } },
      ],
      given(draft(), submit(), approve()),
    );
    expect(events.map((e) => e.type)).toEqual(['content.article.updated', 'content.article.featured-set', 'content.article.published']);
    const last = events[2];
    if (last?.type !== 'content.article.published') throw new Error('expected a published event');
    expect(last.data.article).toMatchObject({ title: 'Edited title', isFeatured: true, status: 'published' });
  });

  it('refuses the whole unit when one command is refused', () => {
    expect(() => decideAll([{ type: 'UpdateArticle', data: { changes: { title: 'x' }, at: T2 } }, publish()], given(draft(), publish()))).toThrow(ConflictError);
  });
});

describe('reading stored events', () => {
  it('checks a content event against its contract', () => {
    expect(() => toContentEvent({ type: 'content.article.approved', data: { articleId: 'a1' } })).toThrow();
    expect(toContentEvent({ type: 'content.article.approved', data: { articleId: 'a1', approvedAt: T1 } })).toEqual({
      type: 'content.article.approved',
      data: { articleId: 'a1', approvedAt: T1 },
    });
  });

  it('ignores events of other types', () => {
    expect(toContentEvent({ type: 'audience.user.registered', data: {} })).toBeNull();
  });
});
