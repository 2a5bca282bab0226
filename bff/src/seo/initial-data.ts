import { Article, ArticleList, jsonLdText, TrendingTopicList, type HeadTag } from '@mitics/contracts';
import type { z } from 'zod';
import type { ServiceClient } from '../clients/service-client.ts';

/** The id of the inline JSON element the web seeds its query cache from (web: features/home/api/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * Answers the BFF would give to GET requests, fetched while the shell was
 * built: `responses` maps each /api URL (as the web asks for it) to its JSON
 * body; `fetchedAt` (epoch ms) is when they were asked for, so the web treats
 * them as exactly that old. A URL the service could not answer is left out and
 * the web fetches it itself.
 */
export interface InitialData {
  fetchedAt: number;
  responses: Record<string, unknown>;
}

/** 'Latest Headlines' on 'All' (the web's HEADLINES_PAGE_SIZE): also the list behind the ticker, hero, tiles, grid and rail. */
export const HOME_LATEST_LIMIT = 15;
/** 'Federal News Impacting Michigan' reads the 4 latest (the web's FEDERAL_NEWS_FETCHED). */
export const HOME_FEDERAL_LIMIT = 4;

export const homeUrls = {
  latest: `/api/articles?limit=${HOME_LATEST_LIMIT}&offset=0`,
  federal: `/api/articles?limit=${HOME_FEDERAL_LIMIT}&offset=0`,
  featured: '/api/articles/featured',
  breaking: '/api/articles/breaking',
  trending: '/api/trending-topics',
} as const;

/** `body` is the checked answer; `raw` the JSON exactly as the service sent it. */
type Answer<T> = { ok: true; body: T; raw: unknown } | { ok: false };

/**
 * One content-service answer, checked against its contract but embedded as
 * the service sent it (the same JSON the BFF would forward). `notFound` is
 * what a 404 means (GET /api/articles/breaking: no breaking story, null).
 */
async function ask<T>(content: ServiceClient, path: string, schema: z.ZodType<T>, timeoutMs: number, notFound?: null): Promise<Answer<T | null>> {
  try {
    const res = await content.request(path, { timeoutMs });
    if (res.status === 404 && notFound === null) {
      await res.body?.cancel().catch(() => undefined);
      return { ok: true, body: null, raw: null };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { ok: false };
    }
    const body: unknown = await res.json();
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, body: parsed.data, raw: body } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export interface HomeData {
  data: InitialData;
  /** The hero's lead picture, as the web chooses the lead: first featured, else breaking, else latest. */
  leadImage: string | null;
}

/**
 * What the home page's first screen shows (ticker, hero, headlines, rail), so
 * the app draws it in its first pass instead of after a round of API calls.
 * Best effort and bounded: the service's answers within `timeoutMs` (asked
 * all at once), the rest left to the web.
 */
export async function homeData(content: ServiceClient, { now = Date.now, timeoutMs = 500 } = {}): Promise<HomeData> {
  const fetchedAt = now();
  const [latest, featured, breaking, trending] = await Promise.all([
    ask(content, `/articles?limit=${HOME_LATEST_LIMIT}&offset=0`, ArticleList, timeoutMs),
    ask(content, '/articles/featured', ArticleList, timeoutMs),
    ask(content, '/articles/breaking', Article, timeoutMs, null),
    ask(content, '/articles/trending-topics', TrendingTopicList, timeoutMs),
  ]);
  const responses: Record<string, unknown> = {};
  if (latest.ok) {
    responses[homeUrls.latest] = latest.raw;
    // Newest first either way: the 4 latest are the first 4 of the 15.
    if (Array.isArray(latest.raw)) responses[homeUrls.federal] = latest.raw.slice(0, HOME_FEDERAL_LIMIT);
  }
  if (featured.ok) responses[homeUrls.featured] = featured.raw;
  if (breaking.ok) responses[homeUrls.breaking] = breaking.raw;
  if (trending.ok) responses[homeUrls.trending] = trending.raw;

  const lead = (featured.ok ? featured.body?.[0] : undefined) ?? (breaking.ok ? breaking.body : undefined) ?? (latest.ok ? latest.body?.[0] : undefined);
  return { data: { fetchedAt, responses }, leadImage: lead?.imageUrl ?? null };
}

/** An article page's own article, as GET /api/articles/{slug} answers it, already loaded for the page's metadata. */
export function articleData(article: Article, fetchedAt: number): InitialData {
  return { fetchedAt, responses: { [`/api/articles/${article.slug}`]: article } };
}

/**
 * The data as an inert `<script type="application/json">`: `<`, `>`, `&` and
 * U+2028/9 are written as \u escapes, so no article text can close the element
 * or open a comment, and JSON.parse gives back the exact strings.
 */
export function initialDataTag(data: InitialData): HeadTag {
  return { tag: 'script', attrs: { type: 'application/json', id: INITIAL_DATA_ID }, text: jsonLdText(data) };
}
