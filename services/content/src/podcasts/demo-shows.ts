import type { EpisodeFields, ShowFields } from '@mitics/contracts';

/**
 * The demo podcasts `npm start` shows: our own shows and episode notes, with
 * short original audio clips and cover art made offline by
 * scripts/make-demo-media.ts (under web/public/podcasts). The feeds in
 * ../shared/data are test fixtures only: their text is never republished.
 */
export interface DemoEpisode extends Omit<EpisodeFields, 'publishedAt' | 'explicit' | 'audioUrl' | 'audioType' | 'audioLength' | 'duration'> {
  /** Days before the seeding it was published. */
  daysAgo: number;
  /** Whether it has its audio yet ('Coming Soon' otherwise). */
  released: boolean;
}

export interface DemoShow {
  key: string;
  show: ShowFields;
  audio: { path: string; bytes: number; duration: string };
  episodes: DemoEpisode[];
}

const OWNER = 'podcasts@mitics.news';

export const demoShows: DemoShow[] = [
  {
    key: 'demo:capitol-week',
    show: {
      title: 'Capitol Week',
      description:
        'Our statehouse reporters talk through the week in Lansing: the bills that moved, the ones that stalled, and what the people in the Capitol are saying off the record.',
      author: 'Mitics Newsroom',
      imageUrl: '/podcasts/covers/capitol-week.png',
      explicit: false,
      category: 'News',
      subcategory: 'Politics',
      language: 'en-us',
      ownerEmail: OWNER,
    },
    audio: { path: '/podcasts/audio/capitol-week.mp3', bytes: 36_885, duration: '0:09' },
    episodes: [
      {
        guid: 'capitol-week-12',
        title: 'The road money deal, explained',
        description: 'Who gave up what to get a road funding plan through both chambers, and why the vote count was closer than the final tally suggests.',
        daysAgo: 2,
        released: true,
      },
      {
        guid: 'capitol-week-11',
        title: 'Lame duck, week one',
        description: 'The Legislature returns after the election with a long list and little time. We sort the bills that can still pass from the ones that are already dead.',
        daysAgo: 9,
        released: true,
      },
      {
        guid: 'capitol-week-10',
        title: 'What the new House map changes',
        description: 'Court-ordered districts reshuffled a third of Detroit. A district-by-district look at which incumbents gained and which have a primary to worry about.',
        daysAgo: 16,
        released: true,
      },
      {
        guid: 'capitol-week-13',
        title: 'Budget season preview',
        description: 'The governor presents her budget in February. What agencies are asking for, and where the fights will be.',
        daysAgo: -5,
        released: false,
      },
    ],
  },
  {
    key: 'demo:follow-the-money',
    show: {
      title: 'Follow the Money',
      description: 'Our data desk reads the campaign finance filings so you do not have to: who is giving, who is spending, and what the money buys in Michigan races.',
      author: 'Mitics Data Desk',
      imageUrl: '/podcasts/covers/follow-the-money.png',
      explicit: false,
      category: 'News',
      subcategory: 'Politics',
      language: 'en-us',
      ownerEmail: OWNER,
    },
    audio: { path: '/podcasts/audio/follow-the-money.mp3', bytes: 33_541, duration: '0:08' },
    episodes: [
      {
        guid: 'follow-the-money-6',
        title: 'Out-of-state money in state House races',
        description: 'How much of the money in competitive state House districts came from outside Michigan, and the three committees that sent most of it.',
        daysAgo: 5,
        released: true,
      },
      {
        guid: 'follow-the-money-5',
        title: 'Reading a campaign filing in ten minutes',
        description: 'A practical guide to the forms every candidate files: where the big checks hide, and what "in-kind" really means.',
        daysAgo: 19,
        released: true,
      },
    ],
  },
  {
    key: 'demo:lansing-minute',
    show: {
      title: 'The Lansing Minute',
      description: 'One minute, one story from the Capitol, every weekday morning.',
      author: 'Mitics Newsroom',
      imageUrl: '/podcasts/covers/lansing-minute.png',
      explicit: false,
      category: 'News',
      subcategory: 'Daily News',
      language: 'en-us',
      ownerEmail: OWNER,
    },
    audio: { path: '/podcasts/audio/lansing-minute.mp3', bytes: 15_882, duration: '0:04' },
    episodes: [
      {
        guid: 'lansing-minute-41',
        title: 'Senate committee takes up data center bills',
        description: 'Tax breaks for data centers get their first hearing, with utilities and environmental groups on opposite sides.',
        daysAgo: 1,
        released: true,
      },
      {
        guid: 'lansing-minute-40',
        title: 'Absentee ballot counting change heads to the governor',
        description: 'Clerks could start processing absentee ballots earlier under a bill that passed with votes from both parties.',
        daysAgo: 3,
        released: true,
      },
    ],
  },
];
