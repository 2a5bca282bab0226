import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { invalidateArticleFeeds } from '../../features/articles/api/article-feeds';
import { LatestHeadlines } from '../../features/articles/components/latest-headlines';
import { AdSlot } from '../../features/home/components/ad-slot';
import { FilterBar } from '../../features/home/components/filter-bar';
import { Hero } from '../../features/home/components/hero';
import { WashingtonSkeleton } from '../../features/home/components/home-skeleton';
import * as layout from '../../features/home/components/home-layout.css';
import { LiveTicker } from '../../features/home/components/live-ticker';
import { MichiganFacts } from '../../features/home/components/michigan-facts';
import { MoreHeadlines } from '../../features/home/components/more-headlines';
import { PoliticalCalendar } from '../../features/home/components/political-calendar';
import { QuickAccess } from '../../features/home/components/quick-access';
import { StoryGrid } from '../../features/home/components/story-grid';
import { TopHeadlines } from '../../features/home/components/top-headlines';
import { TrendingTopics } from '../../features/home/components/trending-topics';
import type { HomeFilter } from '../../features/home/lib/filters';
import { useLiveArticles } from '../../features/live/use-live-articles';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { HydrateWhenNear } from '../../ui/hydrate-when-near';
import { container, visuallyHidden } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';

// Far below the fold, with the built-in delegation data and relative dates:
// its own chunk, fetched while the stories above render.
const MichiganInWashington = lazy(() =>
  import('../../features/home/components/michigan-in-washington').then((module) => ({
    default: module.MichiganInWashington,
  })),
);

/**
 * Home (reader §2): live ticker, hero, top headlines; then the filtered
 * 'Latest Headlines' and the card grid beside a right rail; then 'Michigan in
 * Washington'. Article changes pushed on /api/live refresh the article feeds
 * at once, so a new breaking story does not wait for the next poll.
 */
export default function HomePage() {
  useDocumentTitle(undefined);
  const queryClient = useQueryClient();
  useLiveArticles(() => {
    void invalidateArticleFeeds(queryClient);
  });

  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q')?.trim() ?? '');
  const [filter, setFilter] = useState<HomeFilter>('all');
  const q = params.get('q');

  // Spec §2: a q parameter pre-fills the search, then the address is cleaned.
  useEffect(() => {
    if (q === null) return;
    setSearch(q.trim());
    setParams(
      (current) => {
        current.delete('q');
        return current;
      },
      { replace: true },
    );
  }, [q, setParams]);

  return (
    <>
      <h1 className={visuallyHidden}>Mitics: Michigan politics news</h1>
      <LiveTicker />
      <div className={`${container} ${layout.page}`}>
        <div className={layout.full}>
          <Hero />
        </div>
        {/*
          Below the first screen on every width: drawn once the ticker and hero
          are on screen, each column whole at once (its off-screen size is
          estimated until then; see home-layout.css.ts).
        */}
        <AfterFirstPaint>
          <HydrateWhenNear className={layout.full}>
            <TopHeadlines />
          </HydrateWhenNear>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <HydrateWhenNear className={layout.main}>
            <FilterBar value={filter} onChange={setFilter} />
            {/* A new filter or search starts again at the first 15 (the key resets the limit). */}
            <LatestHeadlines
              key={`${filter}\u0000${search}`}
              category={filter}
              search={search}
              onClearSearch={() => setSearch('')}
              priorityLead={false}
            />
            <StoryGrid />
          </HydrateWhenNear>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <HydrateWhenNear className={layout.rail}>
            <MoreHeadlines />
            <TrendingTopics />
            <AdSlot />
            <PoliticalCalendar />
            <QuickAccess />
            <MichiganFacts />
          </HydrateWhenNear>
        </AfterFirstPaint>
        <HydrateWhenNear className={layout.full}>
          <AfterFirstPaint fallback={<WashingtonSkeleton />}>
            <Suspense fallback={<WashingtonSkeleton />}>
              <MichiganInWashington />
            </Suspense>
          </AfterFirstPaint>
        </HydrateWhenNear>
      </div>
    </>
  );
}
