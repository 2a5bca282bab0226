import type { Article } from '@mitics/contracts';
import { useMemo } from 'react';

import { useSiteOrigin } from '../../../lib/site-origin';
import { showToast } from '../../../ui/toast';
import { articleShareUrl, copyLink, openShareWindow, shareLinks, type ShareTarget } from '../lib/share';
import * as styles from './article-page.css';
import { FacebookIcon, LinkedInIcon, LinkIcon, MailIcon, XIcon } from './article-share-icons';
import { PlainButton } from '../../../ui/plain-button';

/** Share addresses for the article being read, and the actions the share controls run. */
export function useArticleShare(article: Pick<Article, 'slug' | 'title'>) {
  const title = article.title || 'Untitled Article';
  const origin = useSiteOrigin();
  return useMemo(() => {
    const url = articleShareUrl(origin, article.slug);
    const links = shareLinks({ url, title });
    return {
      url,
      links,
      share: (target: ShareTarget) => openShareWindow(links[target]),
      copy: async () => showToast(await copyLink(url)),
    };
  }, [article.slug, title, origin]);
}

export const SHARE_LABELS = {
  facebook: 'Share on Facebook',
  x: 'Share on X',
  linkedin: 'Share on LinkedIn',
  copy: 'Copy link',
  email: 'Share by email',
} as const;

/** Facebook, X, LinkedIn (each in a 600 by 400 window) and copy link, under the headline. */
export function ArticleShareButtons({ article }: { article: Pick<Article, 'slug' | 'title'> }) {
  const { share, copy } = useArticleShare(article);
  return (
    <div className={styles.shareBar} role="group" aria-label="Share this article">
      <span className={styles.shareLabel} aria-hidden="true">
        Share
      </span>
      <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.facebook} onPress={() => share('facebook')}>
        <FacebookIcon />
      </PlainButton>
      <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.x} onPress={() => share('x')}>
        <XIcon />
      </PlainButton>
      <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.linkedin} onPress={() => share('linkedin')}>
        <LinkedInIcon />
      </PlainButton>
      <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.copy} onPress={() => void copy()}>
        <LinkIcon />
      </PlainButton>
    </div>
  );
}

/** The share row at the foot of the article: Facebook, X and an email link. */
export function ArticleShareRow({ article }: { article: Pick<Article, 'slug' | 'title'> }) {
  const { share, links } = useArticleShare(article);
  return (
    <div className={styles.shareRow}>
      <p className={styles.shareRowTitle} id="share-row-title">
        Share this story
      </p>
      <div className={styles.shareBar} role="group" aria-labelledby="share-row-title">
        <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.facebook} onPress={() => share('facebook')}>
          <FacebookIcon />
        </PlainButton>
        <PlainButton styled={false} className={styles.shareButton} aria-label={SHARE_LABELS.x} onPress={() => share('x')}>
          <XIcon />
        </PlainButton>
        <a className={styles.shareButton} href={links.email} aria-label={SHARE_LABELS.email}>
          <MailIcon />
        </a>
      </div>
    </div>
  );
}
