import * as styles from './article-page.css';

/**
 * The in-article advertisement slot: labelled, and its box keeps its size
 * (300x250 on phones, 728x90 from 960 px) so nothing moves when an ad fills it.
 */
export function ArticleAdSlot({ slot = 'article-inline' }: { slot?: string }) {
  return (
    <aside className={styles.adSlot} aria-label="Advertisement">
      <p className={styles.adLabel}>Advertisement</p>
      <div className={styles.adBox} data-ad-slot={slot}>
        <span>Ad space</span>
      </div>
    </aside>
  );
}
