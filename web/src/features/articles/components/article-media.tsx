import type { Article } from '@mitics/contracts';
import { useState } from 'react';

import { PlainButton } from '../../../ui/plain-button';
import { hasGraphicConsent, saveGraphicConsent } from '../lib/graphic-consent';
import { videoSource, type VideoSource } from '../lib/video';
import * as styles from './article-detail.css';
import { CardImage } from './card-image';

function VideoPlayer({ source, title, poster }: { source: VideoSource; title: string; poster: string | null }) {
  if (source.kind === 'embed') {
    return (
      <iframe
        className={styles.heroFrame}
        src={source.src}
        title={`${source.provider} video: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video className={styles.heroFrame} controls preload="metadata" poster={poster ?? undefined}>
      <source src={source.src} type={source.type} />
    </video>
  );
}

function GraphicGate({ warning, onView }: { warning: string | null; onView: () => void }) {
  return (
    <div className={styles.gate} role="group" aria-labelledby="graphic-gate-title">
      <p id="graphic-gate-title" className={styles.gateTitle}>
        Graphic content warning
      </p>
      <p>{warning || 'This video contains graphic content that some viewers may find disturbing.'}</p>
      <div className={styles.gateActions}>
        <PlainButton onPress={onView} variant="secondary">
          View Anyway
        </PlainButton>
        {/* Spec §4: 'Cancel' does nothing; the video simply stays hidden. */}
        <PlainButton variant="secondary">Cancel</PlainButton>
      </div>
    </div>
  );
}

/** The article's lead: a video (behind the graphic gate when flagged) or the lead image. */
export function ArticleMedia({ article }: { article: Article }) {
  const title = article.title || 'Untitled Article';
  const video = videoSource(article.videoUrl);
  const [consented, setConsented] = useState(() => hasGraphicConsent(article.slug));

  if (video) {
    const gated = article.hasGraphicMedia && !consented;
    return (
      <div className={styles.hero}>
        <div className={styles.heroBox}>
          {gated ? (
            <GraphicGate
              warning={article.graphicWarning}
              onView={() => {
                saveGraphicConsent(article.slug);
                setConsented(true);
              }}
            />
          ) : (
            <VideoPlayer source={video} title={title} poster={article.imageUrl} />
          )}
        </div>
      </div>
    );
  }

  if (!article.imageUrl) return null;
  return (
    <figure className={styles.hero}>
      <div className={styles.heroBox}>
        <CardImage src={article.imageUrl} alt={title} category={article.category} priority />
      </div>
    </figure>
  );
}
