import { createHash } from 'node:crypto';
import type { DocumentStore, Projection } from '@mitics/kit';
import { toContentEvent } from '../../articles/article.ts';

/**
 * Every link an RSS item brought in, so an item that comes back with a new
 * guid but the same link is recognised (dedupe by guid, then link). Kept after
 * the article is deleted, so a story an editor threw away stays away.
 */
export const RSS_LINKS = 'rss-links';

interface RssLinkDoc {
  _id: string;
  url: string;
  articleId: string;
}

const keyOf = (url: string): string => createHash('sha256').update(url).digest('hex');

export const rssLinksProjection: Projection = {
  name: 'rss-links',
  async reset(docs) {
    await docs.collection<RssLinkDoc>(RSS_LINKS).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toContentEvent(stored);
    if (event?.type !== 'content.article.created') return;
    const { isFromRss, sourceUrl, articleId } = event.data;
    if (!isFromRss || !sourceUrl) return;
    await docs.collection<RssLinkDoc>(RSS_LINKS).put({ _id: keyOf(sourceUrl), url: sourceUrl, articleId });
  },
};

/** Whether an RSS item with this link was ever ingested. */
export async function linkSeen(docs: DocumentStore, url: string): Promise<boolean> {
  return (await docs.collection<RssLinkDoc>(RSS_LINKS).findOne({ _id: keyOf(url) })) !== null;
}
