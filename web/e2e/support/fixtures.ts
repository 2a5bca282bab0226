import type { Article } from '@mitics/contracts';

type Overrides = Partial<Article> & Pick<Article, 'slug' | 'title'>;

const BASE_TIME = Date.UTC(2026, 10, 21, 18, 0, 0);
const MINUTE = 60_000;

function article(index: number, overrides: Overrides, origin: string): Article {
  const publishedAt = new Date(BASE_TIME - index * 37 * MINUTE).toISOString();
  return {
    id: `fixture-${index}`,
    excerpt: `Excerpt for story ${index}: what happened in Lansing and why it matters.`,
    content: `Paragraph one of story ${index}.\n\nParagraph two of story ${index}.`,
    imageUrl: `${origin}/fixtures/images/${index}.svg`,
    videoUrl: null,
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Legislature',
    author: `Reporter ${index}`,
    authorId: null,
    tags: ['Lansing', 'Budget', 'Senate', 'House'],
    isBreaking: false,
    isFeatured: false,
    hasGraphicMedia: false,
    graphicWarning: null,
    sourceUrl: null,
    sourceName: null,
    isFromRss: false,
    status: 'published',
    createdAt: publishedAt,
    updatedAt: publishedAt,
    publishedAt,
    submittedAt: null,
    reviewNotes: null,
    ...overrides,
  };
}

export const LEAD_BODY = [
  '![Capitol](LEAD_IMAGE)',
  'The Michigan Senate voted **20-18** on Tuesday to send the *road funding* plan to the governor.',
  '## What the plan does',
  'It raises [the fuel tax](https://example.com/fuel) by four cents.',
  '### Who voted no',
  '> This is a tax increase on every family in Michigan.',
  '<script>window.__xss = true</script>',
  '<img src="x" onerror="window.__xss = true">',
  'Read full article at source',
].join('\n');

/** Twenty published articles, newest first; `origin` is the fake site's address. */
export function makeArticles(origin: string): Article[] {
  const lead = `${origin}/fixtures/images/0.svg`;
  const articles: Article[] = [
    article(
      0,
      {
        slug: 'senate-passes-road-funding-plan',
        title: 'Senate passes road funding plan in late-night vote',
        category: 'michigan-politics',
        isBreaking: true,
        isFeatured: true,
        content: LEAD_BODY.replace('LEAD_IMAGE', lead),
        sourceUrl: 'https://www.example-news.com/road-funding',
        sourceName: 'Example News',
      },
      origin,
    ),
    article(
      1,
      {
        slug: 'governor-signs-budget',
        title: 'Governor signs $80 billion state budget',
        category: 'michigan-politics',
        videoUrl: `${origin}/fixtures/videos/budget.mp4`,
      },
      origin,
    ),
    article(
      2,
      {
        slug: 'federal-grant-for-detroit-transit',
        title: 'Federal grant brings new money to Detroit transit',
        category: 'federal',
        level: 'Federal Politics',
        imageUrl: null,
      },
      origin,
    ),
    article(
      3,
      {
        slug: 'court-blocks-election-rule',
        title: 'Court blocks new election rule days before deadline',
        category: 'breaking',
        isBreaking: true,
        imageUrl: `${origin}/fixtures/images/missing.jpg`,
      },
      origin,
    ),
  ];
  for (let index = 4; index < 20; index += 1) {
    articles.push(
      article(
        index,
        { slug: `legislature-update-${index}`, title: `Legislature update number ${index}`, tags: ['Lansing'] },
        origin,
      ),
    );
  }
  return articles;
}
