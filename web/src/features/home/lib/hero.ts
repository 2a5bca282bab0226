import type { Article } from '@mitics/contracts';

/** Side stories beside the lead (reader §9). */
export const HERO_SIDE_COUNT = 2;

export type HeroLead = {
  article: Article;
  /** The lead is the breaking article: it carries 'LIVE' and 'BREAKING NEWS'. */
  isBreaking: boolean;
};

/**
 * The lead story (reader §2): the first featured article, else the breaking
 * article; with neither, the latest article, so the hero is never empty. It
 * counts as breaking when it is the breaking article, wherever it came from.
 */
export function chooseLead(
  featured: readonly Article[] | null | undefined,
  breaking: Article | null | undefined,
  latest?: readonly Article[] | null,
): HeroLead | null {
  const article = featured?.[0] ?? breaking ?? latest?.[0] ?? null;
  if (!article) return null;
  return { article, isBreaking: breaking != null && breaking.id === article.id };
}

/** Up to two of the latest articles other than the lead. */
export function sideStories(latest: readonly Article[] | undefined, lead: Article | null | undefined): Article[] {
  return (latest ?? []).filter((article) => article.id !== lead?.id).slice(0, HERO_SIDE_COUNT);
}

export type HeroBadgeTone = 'michigan' | 'federal' | 'breaking' | 'neutral';

/**
 * The lead's badge (reader §2): its section for Michigan Politics, 'Federal
 * {section}' for Federal Politics, otherwise the category upper-cased (hyphens
 * as spaces) or 'POLITICS'. Blue for Michigan, purple for federal, red for
 * breaking.
 */
export function heroBadge(article: Pick<Article, 'level' | 'section' | 'category'>): { text: string; tone: HeroBadgeTone } {
  if (article.level === 'Michigan Politics') return { text: article.section ?? 'Michigan Politics', tone: 'michigan' };
  if (article.level === 'Federal Politics') {
    return { text: article.section ? `Federal ${article.section}` : 'Federal Politics', tone: 'federal' };
  }
  const text = article.category ? article.category.replaceAll('-', ' ').toUpperCase() : 'POLITICS';
  switch (article.category) {
    case 'michigan-politics':
      return { text, tone: 'michigan' };
    case 'federal':
      return { text, tone: 'federal' };
    case 'breaking':
      return { text, tone: 'breaking' };
    default:
      return { text, tone: 'neutral' };
  }
}
