import { useState } from 'react';

import { placeholderColor } from '../lib/category';
import * as styles from './article-card.css';

type CardImageProps = {
  src: string | null | undefined;
  alt: string;
  category: string | null | undefined;
  /** The lead image of the page: load at once with high priority. */
  priority?: boolean;
};

/**
 * An article image filling a box whose aspect ratio the parent reserves; a
 * coloured placeholder stands in when there is no image or it fails to load.
 */
export function CardImage({ src, alt, category, priority = false }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    const color = placeholderColor(category);
    return <span aria-hidden="true" data-placeholder={color} className={styles.placeholder[color]} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      className={styles.image}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
