import type { Article } from '@mitics/contracts';
import { lazy, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { errorStatus } from '../../../lib/api-client';
import { ArticleBody } from '../../../ui/article-body';
import { Badge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { textLink, visuallyHidden } from '../../../ui/layout.css';
import { StatusScreen } from '../../../ui/status-screen';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { HydrateWhenNear } from '../../../ui/hydrate-when-near';
import { DeferredPart } from '../../../ui/page-ready';
import { useArticle } from '../api/get-article';
import { categoryTone } from '../lib/category';
import { formatLongDate, prettifyCategory } from '../lib/format';
import { formatReadTime } from '../lib/read-time';
import { ArticleAdSlot } from './article-ad-slot';
import * as styles from './article-detail.css';
import { ArticleFloatingShare } from './article-floating-share';
import { ArticleHighlights } from './article-highlights';
import { ArticleMedia } from './article-media';
import { ArticleShareButtons, ArticleShareRow } from './article-share';
import { ArticleSkeleton } from './article-skeleton';

const ArticleMore = lazy(() => import('./article-more'));

const TAG_LIMIT = 3;

/** What the page reports when an article is viewed (reader §7: article_view). */
export type ArticleViewEvent = { articleSlug: string; title: string; category: string };

/** Calls `onView` once per article shown: not again on refetch, nor twice under StrictMode. */
function useArticleViewed(article: Article, onView: ((event: ArticleViewEvent) => void) | undefined) {
  const reported = useRef<string | null>(null);
  const title = article.title || 'Untitled Article';
  useEffect(() => {
    if (!onView || reported.current === article.slug) return;
    reported.current = article.slug;
    onView({ articleSlug: article.slug, title, category: article.category });
  }, [article.slug, article.category, title, onView]);
}

function ArticleView({ article, onView }: { article: Article; onView?: (event: ArticleViewEvent) => void }) {
  const title = article.title || 'Untitled Article';
  useDocumentTitle(title);
  useArticleViewed(article, onView);
  const tags = article.tags.filter(Boolean).slice(0, TAG_LIMIT);

  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <div className={styles.badges}>
            {article.isBreaking && article.category === 'breaking' ? null : (
              <Badge tone={categoryTone(article.category)}>{prettifyCategory(article.category) || 'Politics'}</Badge>
            )}
            {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
            {article.hasGraphicMedia ? <Badge tone="yellow">Graphic</Badge> : null}
          </div>
          <h1 id="article-title" className={styles.title}>
            {title}
          </h1>
          {article.excerpt ? <p className={styles.dek}>{article.excerpt}</p> : null}
          <p className={styles.byline}>
            <span>
              By <span className={styles.author}>{article.author || 'Author'}</span>
            </span>
            <span className={styles.dot} aria-hidden="true" />
            <time dateTime={article.publishedAt ?? undefined}>{formatLongDate(article.publishedAt)}</time>
            <span className={styles.dot} aria-hidden="true" />
            <span>{formatReadTime(article.content)}</span>
          </p>
          {tags.length > 0 ? (
            <ul className={styles.tags} aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <ArticleShareButtons article={article} />
        </header>

        <ArticleMedia article={article} />

        <ArticleHighlights content={article.content} />

        {/* Mostly below a phone's first screen, and mostly text: taken over as the reader nears it. */}
        <HydrateWhenNear>
          <ArticleBody content={article.content} leadImageUrl={article.imageUrl} />
        </HydrateWhenNear>

        {article.sourceUrl ? (
          <aside className={styles.source} aria-label="Original source">
            <p className={styles.sourceTitle}>Original source</p>
            <p>
              This story draws on reporting first published by{' '}
              <a className={textLink} href={article.sourceUrl} target="_blank" rel="noopener noreferrer">
                {article.sourceName || 'the original publisher'}
                <span aria-hidden="true"> ↗</span>
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
              .
            </p>
          </aside>
        ) : null}

        <ArticleAdSlot />

        <ArticleShareRow article={article} />
      </article>
      <DeferredPart fallback={null}>
        <ArticleMore slug={article.slug} />
      </DeferredPart>
      <ArticleFloatingShare article={article} />
    </>
  );
}

function ArticleNotFound() {
  useDocumentTitle('Article Not Found');
  return (
    <StatusScreen
      title="Article Not Found"
      actions={
        <Link to="/" className={textLink}>
          Back to the latest headlines
        </Link>
      }
    >
      <p>The article you&apos;re looking for doesn&apos;t exist.</p>
    </StatusScreen>
  );
}

function ArticleLoadError({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Article unavailable');
  return (
    <StatusScreen
      title="This article could not be loaded"
      actions={
        <>
          <PlainButton onPress={onRetry}>Try again</PlainButton>
          <Link to="/" className={textLink}>
            Back to the latest headlines
          </Link>
        </>
      }
    >
      <p>Please check your connection and try again.</p>
    </StatusScreen>
  );
}

/**
 * The article page for one slug: skeleton, the article with its share
 * controls, highlights, related stories and carousel, not found or a load error.
 */
export function ArticleDetail({ slug, onView }: { slug: string; onView?: (event: ArticleViewEvent) => void }) {
  const { data, isPending, isError, error, refetch } = useArticle(slug);
  if (isPending) return <ArticleSkeleton />;
  if (isError) {
    return errorStatus(error) === 404 ? <ArticleNotFound /> : <ArticleLoadError onRetry={() => void refetch()} />;
  }
  // Keyed by slug: moving to another story (More Stories, related) starts fresh.
  return <ArticleView key={data.slug} article={data} onView={onView} />;
}
