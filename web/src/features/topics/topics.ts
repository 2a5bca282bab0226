import type { Article } from '@mitics/contracts';

import { analysisArticles } from './lib/analysis';
import { breakingNews } from './lib/breaking';

export type TopicId = 'michigan-politics' | 'breaking' | 'federal' | 'analysis';

/** The badge every card of a topic carries (reader §2: red BREAKING, purple ANALYSIS). */
export type TopicBadge = 'breaking' | 'analysis';

export type Topic = {
  id: TopicId;
  title: string;
  /** A line above the heading. */
  kicker: string;
  /** The short intro under the heading. */
  intro: string;
  /** GET /api/articles parameters (reader §7). */
  request: { category?: string; limit: number };
  /** The client-side filter of reader §5, when the page has one. */
  select?: (articles: Article[]) => Article[];
  badge?: TopicBadge;
  empty: { title: string; hint?: string };
};

/** The topic pages of reader §2: what each asks for, filters and says. */
export const topics: Record<TopicId, Topic> = {
  'michigan-politics': {
    id: 'michigan-politics',
    kicker: 'State politics',
    title: 'Michigan Politics',
    intro: 'The Capitol, the governor’s office and the races that shape Lansing: every Michigan politics story, newest first.',
    request: { category: 'michigan-politics', limit: 50 },
    empty: { title: 'No Michigan politics articles available.' },
  },
  breaking: {
    id: 'breaking',
    kicker: 'Live coverage',
    title: 'Breaking News',
    intro: 'Urgent developments in Michigan politics as they happen, newest first.',
    request: { limit: 100 },
    select: (articles) => breakingNews(articles, Date.now()),
    badge: 'breaking',
    empty: { title: 'No breaking news at this time', hint: 'Check back for the latest urgent developments' },
  },
  federal: {
    id: 'federal',
    kicker: 'Washington',
    title: 'Federal Politics',
    intro: 'Decisions in Washington and how they reach Michigan: Congress, the courts and federal money.',
    request: { category: 'federal', limit: 50 },
    empty: { title: 'No federal politics articles available' },
  },
  analysis: {
    id: 'analysis',
    kicker: 'Context & commentary',
    title: 'Analysis & Opinion',
    intro: 'Explainers, deep dives and commentary on what Michigan’s political news means.',
    request: { limit: 100 },
    select: analysisArticles,
    badge: 'analysis',
    empty: { title: 'No analysis articles available' },
  },
};

/** The text of the topic pages' error state (reader §8). */
export const TOPIC_ERROR_TEXT = 'Unable to load articles at this time.';
