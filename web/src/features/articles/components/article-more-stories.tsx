import type { Article } from '@mitics/contracts';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { useArticles } from '../api/get-articles';
import { carouselArticles, CAROUSEL_LIMIT, wrapIndex } from '../lib/carousel';
import { categoryTone } from '../lib/category';
import { formatArticleTime, prettifyCategory } from '../lib/format';
import * as styles from './article-page.css';
import { ChevronIcon } from './article-share-icons';
import { CardImage } from './card-image';
import { PlainButton } from '../../../ui/plain-button';

/** One more than shown, so six remain once the article being read is left out. */
const MORE_STORIES_REQUEST = { limit: CAROUSEL_LIMIT + 1, offset: 0 };

function Slide({ article, position, total }: { article: Article; position: number; total: number }) {
  const title = article.title || 'Untitled Article';
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      data-testid="more-stories-slide"
    >
      <div className={styles.slideMedia}>
        <CardImage src={article.imageUrl} alt="" category={article.category} />
      </div>
      <div className={styles.slideBody}>
        <div className={styles.slideKicker}>
          {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
          {article.isBreaking && article.category === 'breaking' ? null : (
            <Badge tone={categoryTone(article.category)}>{prettifyCategory(article.category) || 'Politics'}</Badge>
          )}
          <time dateTime={article.publishedAt ?? undefined}>
            {formatArticleTime(article.publishedAt)}
          </time>
        </div>
        <h3 className={styles.slideTitle}>
          <Link to={`/article/${article.slug}`} className={styles.slideLink}>
            {title}
          </Link>
        </h3>
        {article.excerpt ? <p className={styles.slideExcerpt}>{article.excerpt}</p> : null}
      </div>
    </div>
  );
}

/**
 * 'More Stories': up to six other articles, one at a time, cycling forward and
 * back with wrap-around, and an 'n of m' counter. Arrow keys move it too.
 */
export function ArticleMoreStories({ slug }: { slug: string }) {
  const { data } = useArticles(MORE_STORIES_REQUEST);
  const stories = useMemo(() => carouselArticles(data ?? [], slug), [data, slug]);
  const [index, setIndex] = useState(0);

  if (stories.length === 0) return null;
  const current = Math.min(index, stories.length - 1);
  const story = stories[current];
  if (!story) return null;
  const move = (step: number) => setIndex(wrapIndex(current, step, stories.length));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.section}
      aria-roledescription="carousel"
      aria-labelledby="more-stories-heading"
      onKeyDown={onKeyDown}
      data-testid="more-stories"
    >
      <div className={styles.sectionHeadingRow}>
        <h2 id="more-stories-heading" className={styles.plainHeading}>
          More Stories
        </h2>
        <div className={styles.carouselControls}>
          <PlainButton styled={false} className={styles.shareButton} aria-label="Previous story" onPress={() => move(-1)}>
            <ChevronIcon direction="left" />
          </PlainButton>
          <span className={styles.carouselCounter} data-testid="more-stories-counter">
            {current + 1} of {stories.length}
          </span>
          <PlainButton styled={false} className={styles.shareButton} aria-label="Next story" onPress={() => move(1)}>
            <ChevronIcon direction="right" />
          </PlainButton>
        </div>
      </div>
      <div aria-live="polite">
        <Slide key={story.id} article={story} position={current + 1} total={stories.length} />
      </div>
    </section>
  );
}
