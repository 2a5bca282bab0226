import { createHash } from 'node:crypto';
import { BREAKING_TITLE_TERMS, CreateArticleBody, type CreateArticleInput, type FeedItem } from '@mitics/contracts';
import { plainText, safeHttpUrl, sanitizeFeedHtml } from './sanitize.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXCERPT_MAX = 300;
const TAGS_MAX = 5;

/** What the feed itself contributes to each of its articles. */
export interface FeedSource {
  /** The feed's name in the panel: the articles' sourceName. */
  name: string;
  /** Trusted feeds publish at once; the others leave drafts in the editors' review queue. */
  trusted: boolean;
}

export type ItemOutcome =
  | { kind: 'article'; key: ItemKey; input: CreateArticleInput; publishedAt: string | null }
  | { kind: 'unusable'; reason: string };

/** How an item is recognised again: its guid (or Atom id), else its link, else its title and date. */
export interface ItemKey {
  /** The deterministic article id: the same item always maps to the same article stream. */
  articleId: string;
  /** The item's http(s) link, also a dedupe key (a feed that changes its guids keeps its links). */
  link: string | null;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The article id of an item, from the key that identifies it. Guids are global in RSS, so one key across feeds. */
export function itemKey(item: FeedItem, link: string | null): ItemKey | null {
  const guid = (item.guid ?? item.id)?.trim();
  if (guid) return { articleId: `rss-${hash(`guid:${guid}`)}`, link };
  if (link) return { articleId: `rss-${hash(`link:${link}`)}`, link };
  const title = item.title?.trim();
  const date = (item.isoDate ?? item.pubDate)?.trim();
  if (title && date) return { articleId: `rss-${hash(`title:${title}|${date}`)}`, link };
  return null;
}

/** The item's date as ISO, when it has a readable one. */
export function itemDate(item: FeedItem): string | null {
  const raw = item.isoDate ?? item.pubDate;
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/**
 * Breaking detection (reader §5, which staff §4 applies to RSS): an item from
 * the last 24 hours whose title holds one of the breaking terms, or whose
 * feed categories call it breaking. An undated item counts as new.
 */
export function isBreakingItem(title: string, categories: string[], publishedAt: string | null, now: Date): boolean {
  if (categories.some((c) => c.trim().toLowerCase() === 'breaking' || c.trim().toLowerCase() === 'breaking news')) return true;
  if (publishedAt && now.getTime() - Date.parse(publishedAt) > DAY_MS) return false;
  const lower = title.toLowerCase();
  return BREAKING_TITLE_TERMS.some((term) => lower.includes(term));
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

function imageOf(item: FeedItem, link: string | null, content: string): string | null {
  const candidates = [
    item.mediaThumbnail?.$?.url,
    ...(item.mediaContent ?? []).filter((m) => m.$?.medium === 'image' || m.$?.type?.startsWith('image/')).map((m) => m.$?.url),
    item.enclosure?.type?.startsWith('image/') ? item.enclosure.url : undefined,
    item.itunes?.image,
    /!\[[^\]]*\]\(([^)\s]+)\)/.exec(content)?.[1],
  ];
  for (const candidate of candidates) {
    const url = safeHttpUrl(candidate, link);
    if (url) return url;
  }
  return null;
}

/**
 * A feed item as an article body for the existing article commands, checked
 * with the same contract as POST /api/articles. An item without a title, or
 * one that cannot be recognised again (no guid, link or date), is unusable.
 */
export function itemToArticle(item: FeedItem, source: FeedSource, now: Date): ItemOutcome {
  const title = cut(plainText(item.title ?? ''), 300);
  if (!title) return { kind: 'unusable', reason: 'no title' };
  const link = safeHttpUrl(item.link);
  const key = itemKey(item, link);
  if (!key) return { kind: 'unusable', reason: 'no guid, link or date to recognise it by' };

  const html = item['content:encoded'] ?? item.content ?? item.summary ?? '';
  const content = sanitizeFeedHtml(html, link) || title;
  const snippet = plainText(item.contentSnippet ?? item.summary ?? html);
  const excerpt = cut(snippet || title, EXCERPT_MAX);
  const categories = (item.categories ?? []).map((c) => plainText(c)).filter((c) => c.length > 0 && c.length <= 60);
  const publishedAt = itemDate(item);
  const author = cut(plainText(item.creator ?? item.author ?? '') || source.name, 120);

  const parsed = CreateArticleBody.safeParse({
    title,
    excerpt,
    content: content.length > 200_000 ? cut(content, 200_000) : content,
    author,
    category: 'politics',
    imageUrl: imageOf(item, link, content),
    sourceUrl: link,
    sourceName: cut(source.name, 200),
    tags: [...new Set(categories)].slice(0, TAGS_MAX),
    isBreaking: isBreakingItem(title, categories, publishedAt, now),
    isFeatured: false,
    isFromRss: true,
    status: source.trusted ? 'published' : 'draft',
  });
  if (!parsed.success) {
    return { kind: 'unusable', reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  }
  return { kind: 'article', key, input: parsed.data, publishedAt };
}
