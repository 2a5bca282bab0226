import { Article, ArticleList, Slug } from '@mitics/contracts';
import { UnavailableError } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';

/** A published article by slug: the article, null when there is none, or 'unavailable' when the content service cannot say. */
export async function findPublished(content: ServiceClient, slug: string, timeoutMs = 3000): Promise<Article | null | 'unavailable'> {
  if (!Slug.safeParse(slug).success) return null;
  let res: Response;
  try {
    res = await content.request(`/articles/by-slug/${slug}`, { timeoutMs });
  } catch {
    return 'unavailable';
  }
  if (res.status === 404) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return 'unavailable';
  }
  const parsed = Article.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : 'unavailable';
}

/** One page of published articles, newest first. */
export async function listPublished(content: ServiceClient, limit: number, offset = 0): Promise<Article[]> {
  const res = await content.request(`/articles?limit=${limit}&offset=${offset}`);
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new UnavailableError(`The content service answered ${res.status}`);
  }
  const parsed = ArticleList.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new UnavailableError('The content service answered an unexpected article list');
  return parsed.data;
}

/** Every published article, newest first, a page at a time, up to `max` (a sitemap holds 50,000 URLs). */
export async function allPublished(content: ServiceClient, max = 49_000, pageSize = 100): Promise<Article[]> {
  const seen = new Set<string>();
  const out: Article[] = [];
  for (let offset = 0; offset < max; offset += pageSize) {
    const page = await listPublished(content, pageSize, offset);
    for (const article of page) {
      // Offsets can shift while a new article is published mid-walk; keep each once.
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      out.push(article);
    }
    if (page.length < pageSize) break;
  }
  return out.slice(0, max);
}
