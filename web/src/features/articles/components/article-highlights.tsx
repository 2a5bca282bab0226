import { useMemo } from 'react';

import { storyHighlights } from '../lib/story-highlights';
import * as styles from './article-page.css';

/** 'Story Highlights': up to four key sentences of the body (reader §9). Nothing when the body has none. */
export function ArticleHighlights({ content }: { content: string | null | undefined }) {
  const highlights = useMemo(() => storyHighlights(content), [content]);
  if (highlights.length === 0) return null;
  return (
    <section className={styles.highlights} aria-labelledby="story-highlights-title">
      <h2 id="story-highlights-title" className={styles.boxTitle}>
        Story Highlights
      </h2>
      <ul className={styles.highlightList}>
        {highlights.map((highlight, index) => (
          <li key={index}>{highlight}</li>
        ))}
      </ul>
    </section>
  );
}
