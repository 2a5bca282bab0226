import {
  absoluteUrl,
  BRAND,
  categoryLabel,
  DEFAULT_TITLE,
  RSS_PATH,
  SITE_DESCRIPTION,
  SITEMAP_PATHS,
  STAFF_PATHS,
  summarize,
  type Article,
} from '@mitics/contracts';
import { el, escapeXml, rfc822 } from './xml.ts';

export const RSS_ITEMS = 50;

const articleUrl = (article: Pick<Article, 'slug'>, origin: string) => absoluteUrl(`/article/${encodeURIComponent(article.slug)}`, origin);
const publishedOf = (a: Article): string => a.publishedAt ?? a.createdAt;
const newest = (dates: string[]): string | null => dates.reduce<string | null>((max, d) => (max === null || d > max ? d : max), null);

/**
 * RSS 2.0 of the given (newest first) published articles: channel title,
 * link, description, language, lastBuildDate (the newest change among the
 * items) and an atom:link to itself; items with title, link, permalink guid,
 * RFC 822 pubDate, the excerpt, the category and dc:creator.
 */
export function rssFeed(articles: Article[], origin: string, now: Date): string {
  const lastChange = newest(articles.map((a) => a.updatedAt)) ?? now.toISOString();
  const items = articles.map((a) => {
    const link = articleUrl(a, origin);
    return [
      '    <item>',
      `      ${el('title', a.title || 'Untitled Article')}`,
      `      ${el('link', link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${el('pubDate', rfc822(publishedOf(a)))}`,
      `      ${el('description', summarize(a.excerpt, 500))}`,
      `      ${el('category', categoryLabel(a.category))}`,
      `      ${el('dc:creator', a.author || 'Author')}`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${el('title', DEFAULT_TITLE)}`,
    `    ${el('link', absoluteUrl('/', origin))}`,
    `    ${el('description', SITE_DESCRIPTION)}`,
    '    <language>en-us</language>',
    `    ${el('lastBuildDate', rfc822(lastChange))}`,
    `    <atom:link href="${escapeXml(absoluteUrl(RSS_PATH, origin))}" rel="self" type="application/rss+xml"/>`,
    `    ${el('generator', BRAND)}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sitemap: home, topic and static pages of the route table, every legislator profile, then every published article with lastmod. */
export function sitemap(articles: Article[], origin: string, extraPaths: readonly string[] = []): string {
  const newestChange = newest(articles.map((a) => a.updatedAt));
  const pages = SITEMAP_PATHS.map((path) => {
    const lastmod = path === '/' && newestChange ? `<lastmod>${escapeXml(newestChange)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc>${lastmod}</url>`;
  });
  const extra = extraPaths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc></url>`);
  const stories = articles.map((a) => `  <url><loc>${escapeXml(articleUrl(a, origin))}</loc><lastmod>${escapeXml(a.updatedAt)}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...pages, ...extra, ...stories, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: everything allowed except the staff screens, and where the sitemap
 * is. The public API stays crawlable: search engines that render JavaScript
 * read page content through it.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...STAFF_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
