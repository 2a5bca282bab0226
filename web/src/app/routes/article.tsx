import { useParams } from 'react-router-dom';

import type { ArticleView } from '../../features/analytics/api/track-article-view';
import { ArticleDetail } from '../../features/articles/components/article-detail';
import { container } from '../../ui/layout.css';

/** Placeholder slug when /article is opened without one (spec §2). */
export const MISSING_SLUG = 'missing-slug';

// Reported once the page is live: the analytics module is fetched then, not before the page is taken over.
const trackArticleView = (view: ArticleView) => {
  void import('../../features/analytics/api/track-article-view').then((analytics) => analytics.trackArticleView(view));
};

export default function ArticlePage() {
  const { slug = MISSING_SLUG } = useParams();
  return (
    <div className={container}>
      {/* Each article shown is reported once as an article_view (reader §7). */}
      <ArticleDetail slug={slug} onView={trackArticleView} />
    </div>
  );
}
