import type { Article } from '@mitics/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

import * as styles from './article-page.css';

/** The floating share menu shows once the reader has scrolled past this many pixels (reader §9). */
export const FLOATING_SHARE_OFFSET = 300;

// The menu (react-aria Menu and Popover) is only fetched when it is about to show.
const ArticleShareMenu = lazy(() => import('./article-share-menu'));

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [offset]);
  return past;
}

/** A share button fixed to the corner once the reader scrolls down; it opens a menu of share actions. */
export function ArticleFloatingShare({ article }: { article: Pick<Article, 'slug' | 'title'> }) {
  const visible = useScrolledPast(FLOATING_SHARE_OFFSET);
  if (!visible) return null;
  return (
    <div className={styles.floating} data-testid="floating-share">
      <Suspense fallback={null}>
        <ArticleShareMenu article={article} />
      </Suspense>
    </div>
  );
}
