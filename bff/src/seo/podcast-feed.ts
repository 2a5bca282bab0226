import { absoluteUrl, BRAND, LOGO_IMAGE, type Podcast, type PodcastEpisode } from '@mitics/contracts';
import { el, escapeXml, rfc822 } from './xml.ts';

/** What a channel needs beyond its episodes. */
export interface FeedChannel {
  title: string;
  description: string;
  author: string;
  /** Site path or URL of square cover art (Apple asks for 1400 to 3000 px, JPEG or PNG). */
  imageUrl: string;
  category: string;
  subcategory: string | null;
  language: string;
  explicit: boolean;
  ownerEmail: string | null;
  /** The page of the show on the site. */
  link: string;
  /** Where this feed is served. */
  selfPath: string;
}

/** The channel of one show's feed, with Apple's required fields filled in when the show lacks them. */
export function channelOf(show: Podcast, selfPath: string): FeedChannel {
  return {
    title: show.title,
    description: show.description ?? `${show.title}, a podcast from ${BRAND}.`,
    author: show.author ?? BRAND,
    imageUrl: show.imageUrl ?? LOGO_IMAGE.path,
    category: show.category ?? 'News',
    subcategory: show.category ? show.subcategory : 'Politics',
    language: show.language ?? 'en-us',
    explicit: show.explicit,
    ownerEmail: show.ownerEmail,
    link: '/podcast',
    selfPath,
  };
}

/** The audio types Apple Podcasts accepts in an enclosure. */
const APPLE_AUDIO = new Set(['audio/mpeg', 'audio/x-m4a', 'audio/mp4', 'audio/m4a', 'video/mp4', 'video/quicktime', 'video/x-m4v']);

/** Only episodes Apple can take: published audio with its size and type. */
export const publishable = (episode: PodcastEpisode): episode is PodcastEpisode & { audioUrl: string; audioType: string; audioLength: number } =>
  episode.audioUrl !== null && episode.audioType !== null && APPLE_AUDIO.has(episode.audioType) && episode.audioLength !== null && episode.audioLength > 0;

/** 'H:MM:SS' or 'M:SS' as itunes:duration takes it. */
const durationOf = (duration: string | null) => (duration && /^\d+(:\d{2}){1,2}$/.test(duration) ? duration : null);

/**
 * A podcast RSS 2.0 feed that Apple Podcasts' rules accept: channel title,
 * description, link, language, itunes:author, itunes:owner, itunes:image,
 * itunes:category (with subcategory), itunes:explicit and itunes:type; each
 * item with title, description, an enclosure (absolute URL, length in bytes,
 * type), a guid that never changes, an RFC 822 pubDate, itunes:duration and
 * itunes:explicit. Episodes without audio are left out.
 */
export function podcastFeed(channel: FeedChannel, episodes: PodcastEpisode[], origin: string, now: Date): string {
  const items = episodes.filter(publishable).map((episode) => {
    const duration = durationOf(episode.duration);
    return [
      '    <item>',
      `      ${el('title', episode.title)}`,
      `      ${el('description', episode.description ?? episode.title)}`,
      `      <enclosure url="${escapeXml(absoluteUrl(episode.audioUrl, origin))}" length="${episode.audioLength}" type="${escapeXml(episode.audioType)}"/>`,
      `      <guid isPermaLink="false">${escapeXml(`${episode.podcastId}:${episode.guid}`)}</guid>`,
      `      ${el('pubDate', rfc822(episode.publishedAt ?? episode.createdAt))}`,
      duration ? `      ${el('itunes:duration', duration)}` : null,
      `      ${el('itunes:explicit', episode.explicit ? 'true' : 'false')}`,
      '      <itunes:episodeType>full</itunes:episodeType>',
      '    </item>',
    ]
      .filter((line): line is string => line !== null)
      .join('\n');
  });
  const category = channel.subcategory
    ? `<itunes:category text="${escapeXml(channel.category)}"><itunes:category text="${escapeXml(channel.subcategory)}"/></itunes:category>`
    : `<itunes:category text="${escapeXml(channel.category)}"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${el('title', channel.title)}`,
    `    ${el('link', absoluteUrl(channel.link, origin))}`,
    `    ${el('description', channel.description)}`,
    `    ${el('language', channel.language)}`,
    `    ${el('lastBuildDate', now.toUTCString())}`,
    `    <atom:link href="${escapeXml(absoluteUrl(channel.selfPath, origin))}" rel="self" type="application/rss+xml"/>`,
    `    ${el('itunes:author', channel.author)}`,
    `    <itunes:owner>${el('itunes:name', channel.author)}${channel.ownerEmail ? el('itunes:email', channel.ownerEmail) : ''}</itunes:owner>`,
    `    <itunes:image href="${escapeXml(absoluteUrl(channel.imageUrl, origin))}"/>`,
    `    ${category}`,
    `    ${el('itunes:explicit', channel.explicit ? 'true' : 'false')}`,
    '    <itunes:type>episodic</itunes:type>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
