import type { Article } from '@mitics/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { useBreakingArticle } from '../../articles/api/get-breaking-article';
import { useFeaturedArticles } from '../../articles/api/get-featured-articles';
import { ArticleCard } from '../../articles/components/article-card';
import { CardImage } from '../../articles/components/card-image';
import { formatLongDate } from '../../articles/lib/format';
import { Badge } from '../../../ui/badge';
import { visuallyHidden } from '../../../ui/layout.css';
import { useLatestArticles } from '../api/latest-articles';
import { chooseLead, heroBadge, sideStories, type HeroLead } from '../lib/hero';
import * as styles from './hero.css';
import { HeroSkeleton } from './home-skeleton';

/** The lead and the breaking flag, as the hero, the tiles and the rail all need them. */
export function useHeroLead(): { lead: HeroLead | null; isPending: boolean } {
  const featured = useFeaturedArticles();
  const breaking = useBreakingArticle();
  const latest = useLatestArticles();
  // A failed featured or breaking read counts as none: the hero falls back.
  return {
    lead: chooseLead(featured.data, breaking.data, latest.data),
    isPending: featured.isPending || breaking.isPending || latest.isPending,
  };
}

function LeadStory({ lead: { article, isBreaking } }: { lead: HeroLead }) {
  const titleId = useId();
  const badge = heroBadge(article);
  const href = `/article/${article.slug}`;
  return (
    <article className={styles.lead} data-testid="hero-lead">
      <div className={styles.leadMedia}>
        <CardImage src={article.imageUrl} alt="" category={article.category} priority />
      </div>
      <div className={styles.leadBody}>
        <div className={styles.badges}>
          {isBreaking ? (
            <>
              <Badge tone="breaking">
                <span aria-hidden="true" className={styles.liveDot} />
                Live
              </Badge>
              <Badge tone="breaking">Breaking News</Badge>
            </>
          ) : null}
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </div>
        <h3 id={titleId} className={styles.leadTitle}>
          <Link to={href} className={styles.titleLink}>
            {article.title || 'Untitled Article'}
          </Link>
        </h3>
        {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <div className={styles.footer}>
          <time dateTime={article.publishedAt ?? undefined}>{formatLongDate(article.publishedAt)}</time>
          <Link to={href} className={styles.readMore} aria-describedby={titleId}>
            Read Full Story
          </Link>
        </div>
      </div>
    </article>
  );
}

function SideStories({ articles }: { articles: Article[] }) {
  return (
    <div className={styles.side} data-testid="hero-side">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} variant="medium" />
      ))}
    </div>
  );
}

/**
 * The hero (reader §2): the first featured article (else the breaking one) as
 * the lead, with two of the latest stories beside it.
 */
export function Hero() {
  const { lead, isPending } = useHeroLead();
  const latest = useLatestArticles();
  if (isPending) return <HeroSkeleton />;

  // No lead means no article at all (it falls back to the latest): nothing to show.
  if (!lead) return null;
  const sides = sideStories(latest.data, lead.article);

  return (
    <section aria-labelledby="top-stories-heading" data-testid="hero">
      <h2 id="top-stories-heading" className={visuallyHidden}>
        Top Stories
      </h2>
      <div className={styles.hero}>
        <LeadStory lead={lead} />
        {sides.length > 0 ? <SideStories articles={sides} /> : null}
      </div>
    </section>
  );
}
