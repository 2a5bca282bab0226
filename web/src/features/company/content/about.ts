import type { PageSection } from './types';

/** The About page (staff §2): who we are and how we report, with a link to /careers. Our own words. */
export const ABOUT_SECTIONS: readonly PageSection[] = [
  {
    title: 'What we cover',
    paragraphs: [
      'Mitics reports on Michigan state politics and on the federal decisions that land in Michigan. We follow the Legislature bill by bill, the governor and the state agencies, the courts, elections and the money behind campaigns, and the state’s delegation in Washington.',
    ],
  },
  {
    title: 'How we report',
    paragraphs: [
      'We cover the Capitol from Lansing and the rest of the state from wherever the story is. We read the bills, the budgets and the filings ourselves, we say where our information comes from, and we separate news from analysis and opinion so readers can tell which is which.',
    ],
  },
  {
    title: 'Corrections',
    paragraphs: [
      'When we get something wrong, we fix it and say so. If you spot an error, tell us through the contact page and an editor will look at it the same day whenever we can.',
    ],
  },
  {
    title: 'Independence',
    paragraphs: [
      'Our editors alone decide what we cover and how. Sponsors of the newsletter and podcasts have no say in our reporting, and sponsored messages are always labelled as such.',
    ],
  },
];
