import { useParams } from 'react-router-dom';

import { trackArticleView } from '../../features/analytics/api/track-article-view';
import { ArticleDetail } from '../../features/articles/components/article-detail';
import { container } from '../../ui/layout.css';

/** Placeholder slug when /article is opened without one (spec §2). */
export const MISSING_SLUG = 'missing-slug';

export default function ArticlePage() {
  const { slug = MISSING_SLUG } = useParams();
  return (
    <div className={container}>
      {/* Each article shown is reported once as an article_view (reader §7). */}
      <ArticleDetail slug={slug} onView={trackArticleView} />
    </div>
  );
}
