import { describe, expect, it } from 'vitest';
import type { Article } from '../content/entities.ts';
import {
  candidateMeta,
  headTags,
  jsonLdText,
  matchRoute,
  metaFor,
  newsArticleJsonLd,
  organizationJsonLd,
  PAGES_NOT_BUILT,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX_FOLLOW,
  SHARE_IMAGE,
  SITE_DESCRIPTION,
  SITEMAP_PATHS,
  STAFF_PATHS,
} from './meta.ts';

const readerRoutes = [
  '/',
  '/michigan-politics',
  '/breaking-news',
  '/breaking',
  '/federal',
  '/analysis',
  '/legislature',
  '/legislature-tracker',
  '/campaign-finance',
  '/representatives',
  '/podcast',
  '/newsletter',
  '/search',
  '/contact',
  '/about',
  '/careers',
  '/terms',
  '/privacy',
];

const article: Article = {
  id: 'a1',
  slug: 'house-passes-budget',
  title: 'House passes budget </script><script>alert(1)</script>',
  excerpt: 'The House voted 56 to 54 & sent it on.',
  content: 'Body',
  imageUrl: 'https://images.example.com/house.jpg',
  videoUrl: null,
  category: 'michigan-politics',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: 'Jane Reporter',
  authorId: null,
  tags: ['budget', 'House'],
  isBreaking: false,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'published',
  createdAt: '2025-11-20T09:00:00.000Z',
  updatedAt: '2025-11-20T11:00:00.000Z',
  publishedAt: '2025-11-20T10:00:00.000Z',
  submittedAt: null,
  reviewNotes: null,
};

describe('page metadata by path', () => {
  it('gives every reader route of §2 its own title and a description, indexed except search and pages not built yet', () => {
    const titles = new Set<string>();
    for (const path of readerRoutes) {
      const meta = metaFor(path);
      expect(meta.title, path).toMatch(/Mitics/);
      expect(meta.description.length, path).toBeGreaterThan(40);
      // /breaking shows the breaking-news page: search engines are sent to /breaking-news.
      expect(meta.canonicalPath).toBe(path === '/breaking' ? '/breaking-news' : path);
      expect(meta.ogType).toBe('website');
      expect(meta.image).toBe(SHARE_IMAGE.path);
      expect(meta.keywords).toContain('Michigan politics');
      const hidden = path === '/search' || PAGES_NOT_BUILT.has(path);
      expect(meta.robots, path).toBe(hidden ? 'noindex, follow' : 'index, follow, max-image-preview:large');
      titles.add(meta.title);
    }
    expect(titles.size).toBe(readerRoutes.length);
    expect(metaFor('/').description).toBe(SITE_DESCRIPTION);
  });

  it("titles the podcast page 'Podcasts | Mitics News' as §2 says", () => {
    expect(metaFor('/podcast').title).toBe('Podcasts | Mitics News');
  });

  it('keeps staff screens out of search engines and the sitemap', () => {
    for (const path of STAFF_PATHS) {
      expect(metaFor(path).robots, path).toBe('noindex, nofollow');
      expect(SITEMAP_PATHS).not.toContain(path);
    }
    expect(SITEMAP_PATHS).not.toContain('/search');
    // Only canonical, built pages: no '/breaking' (its canonical is /breaking-news), no 'coming soon' page.
    expect(SITEMAP_PATHS).toEqual(readerRoutes.filter((p) => p !== '/search' && p !== '/breaking' && !PAGES_NOT_BUILT.has(p)));
  });

  it('canonicalises case, trailing slashes, queries and hashes', () => {
    expect(metaFor('/Federal/?utm_source=x#top').canonicalPath).toBe('/federal');
    expect(metaFor('').canonicalPath).toBe('/');
    expect(matchRoute('/article/')).toEqual({ kind: 'article', slug: 'missing-slug' });
    expect(matchRoute('/article/a-story')).toEqual({ kind: 'article', slug: 'a-story' });
    expect(matchRoute('/article/a/b')).toEqual({ kind: 'not-found', path: '/article/a/b' });
  });

  it('gives any other path the 404 meta, not indexed', () => {
    expect(metaFor('/no-such-page')).toMatchObject({ title: 'Page Not Found | Mitics', robots: 'noindex, follow', canonicalPath: '/no-such-page' });
  });

  it('describes an article from the article, a missing one as not found, and one not loaded yet with the defaults', () => {
    expect(metaFor(`/article/${article.slug}`, article)).toEqual({
      title: `${article.title} | Mitics`,
      description: article.excerpt,
      keywords: expect.arrayContaining(['budget', 'House', 'Michigan Politics', 'Legislature', 'Lansing']),
      canonicalPath: '/article/house-passes-budget',
      ogType: 'article',
      image: 'https://images.example.com/house.jpg',
      robots: 'index, follow, max-image-preview:large',
    });
    expect(metaFor('/article/gone', null)).toMatchObject({ title: 'Article Not Found | Mitics', robots: 'noindex, follow' });
    expect(metaFor('/article/loading')).toMatchObject({ title: 'Mitics | Michigan Politics News', ogType: 'article', canonicalPath: '/article/loading' });
  });

  it('shares the default image for an article without a picture or with an SVG illustration', () => {
    expect(metaFor('/article/x', { ...article, imageUrl: null }).image).toBe('/og-image.png');
    expect(metaFor('/article/x', { ...article, imageUrl: '/images/seed/capitol.svg' }).image).toBe('/og-image.png');
    expect(metaFor('/article/x', { ...article, imageUrl: '/images/seed/capitol.png' }).image).toBe('/images/seed/capitol.png');
  });

  it('cuts a long excerpt at a word for the description', () => {
    const long = `${'Lansing lawmakers debated '.repeat(20)}late.`;
    const description = metaFor('/article/x', { ...article, excerpt: long }).description;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });
});

describe('structured data', () => {
  it('describes the publisher as a news media organisation serving Michigan', () => {
    expect(organizationJsonLd('https://mitics.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsMediaOrganization',
      name: 'Mitics',
      url: 'https://mitics.example/',
      areaServed: { '@type': 'State', name: 'Michigan' },
      logo: { url: 'https://mitics.example/logo-512.png' },
    });
  });

  it('describes an article as a NewsArticle', () => {
    expect(newsArticleJsonLd(article, 'https://mitics.example')).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: [{ '@type': 'Person', name: 'Jane Reporter' }],
      image: ['https://images.example.com/house.jpg'],
      publisher: { '@type': 'NewsMediaOrganization', name: 'Mitics' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://mitics.example/article/house-passes-budget' },
    });
    expect(newsArticleJsonLd({ ...article, publishedAt: null }, 'https://m.example').datePublished).toBe(article.createdAt);
  });

  it('escapes JSON-LD so nothing can close the script element, and it still parses back', () => {
    const text = jsonLdText(newsArticleJsonLd(article, 'https://mitics.example'));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect((JSON.parse(text) as { headline: string }).headline).toBe(article.title);
  });
});

describe('head tags', () => {
  it('lists description, canonical, Open Graph, Twitter and the organisation data, plus article data for an article', () => {
    const page = headTags(metaFor('/federal'), 'https://mitics.example');
    const attrs = page.map((t) => t.attrs);
    expect(attrs).toContainEqual(expect.objectContaining({ rel: 'canonical', href: 'https://mitics.example/federal' }));
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:site_name', 'og:image:width', 'og:image:height']) {
      expect(attrs.some((a) => a.property === property), property).toBe(true);
    }
    expect(attrs).toContainEqual(expect.objectContaining({ name: 'twitter:card', content: 'summary_large_image' }));
    expect(page.filter((t) => t.tag === 'script')).toHaveLength(1);

    const story = headTags(metaFor(`/article/${article.slug}`, article), 'https://mitics.example', article);
    expect(story.filter((t) => t.tag === 'script')).toHaveLength(2);
    expect(story.some((t) => t.attrs.property === 'og:image:width')).toBe(false);
    expect(story.map((t) => t.attrs)).toContainEqual(expect.objectContaining({ property: 'article:published_time', content: article.publishedAt }));
  });
});

describe('legislator profiles (/legislators/{id})', () => {
  it('match as a legislator route, case of the id kept', () => {
    expect(matchRoute('/legislators/P000595')).toEqual({ kind: 'legislator', id: 'P000595' });
    expect(matchRoute('/legislators/')).toEqual({ kind: 'not-found', path: '/legislators' });
  });

  it('carry the name and office in an indexable title, and a not-found meta when unknown', () => {
    const meta = metaFor('/legislators/P000595', undefined, { id: 'P000595', name: 'Gary C. Peters', role: 'U.S. Senator', party: 'Democratic', district: null });
    expect(meta).toMatchObject({ title: 'Gary C. Peters, U.S. Senator | Mitics', canonicalPath: '/legislators/P000595', robots: ROBOTS_INDEX });
    const state = metaFor('/legislators/abc', undefined, { id: 'abc', name: 'Emily Dievendorf', role: 'State Representative', party: 'Democratic', district: '77' });
    expect(state.title).toBe('Emily Dievendorf, State Representative, District 77 | Mitics');
    expect(metaFor('/legislators/Z999999', undefined, null)).toMatchObject({ title: 'Legislator Not Found | Mitics', robots: ROBOTS_NOINDEX_FOLLOW });
  });
});

describe('the civic pages (issue 9)', () => {
  it('are built: indexable and in the sitemap', () => {
    for (const path of ['/legislature', '/legislature-tracker', '/representatives']) {
      expect(PAGES_NOT_BUILT.has(path), path).toBe(false);
      expect(SITEMAP_PATHS).toContain(path);
      expect(metaFor(path).robots).toBe(ROBOTS_INDEX);
    }
  });
});

describe('campaign finance (issue 10)', () => {
  it('the hub is built: indexable and in the sitemap', () => {
    expect(PAGES_NOT_BUILT.has('/campaign-finance')).toBe(false);
    expect(SITEMAP_PATHS).toContain('/campaign-finance');
    expect(metaFor('/campaign-finance')).toMatchObject({ title: 'Campaign Finance | Mitics', robots: ROBOTS_INDEX });
  });

  it('a candidate page matches as a candidate route with an indexable meta of its own', () => {
    expect(matchRoute('/campaign-finance/candidates/S4MI00355')).toEqual({ kind: 'candidate', id: 'S4MI00355' });
    expect(matchRoute('/campaign-finance/candidates/')).toEqual({ kind: 'not-found', path: '/campaign-finance/candidates' });
    expect(metaFor('/campaign-finance/candidates/S4MI00355')).toMatchObject({
      title: 'Candidate Campaign Finance | Mitics',
      canonicalPath: '/campaign-finance/candidates/S4MI00355',
      robots: ROBOTS_INDEX,
    });
    expect(candidateMeta('x', 'Jane Doe').title).toBe('Jane Doe: Campaign Finance | Mitics');
  });
});
