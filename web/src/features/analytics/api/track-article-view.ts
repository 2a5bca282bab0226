import { analyticsSessionId } from '../lib/session';
import { postTrack } from './track';

export type ArticleView = { articleSlug: string; title?: string; category?: string };

/**
 * Reports an article view (reader spec §7: eventType 'article_view'). For the
 * article page to call once per article shown; fire and forget.
 */
export function trackArticleView({ articleSlug, title, category }: ArticleView): void {
  const eventData: ArticleView = { articleSlug: articleSlug.slice(0, 200) };
  if (title) eventData.title = title.slice(0, 300);
  if (category) eventData.category = category.slice(0, 60);
  postTrack({ eventType: 'article_view', eventData, sessionId: analyticsSessionId() });
}
