import type { JobPostBody } from '@mitics/contracts';

/** A demo job post: the body an admin would send, and how many days from the seeding its deadline falls (null: none). */
export interface SeedJobPost {
  body: Omit<JobPostBody, 'applicationDeadline'>;
  deadlineInDays: number | null;
  /** How long before the seeding it was posted, so the list has an order. */
  daysAgo: number;
}

/**
 * The demo openings `npm start` shows: our own writing, no salary figures
 * (nothing invented about money), deadlines set relative to the first start.
 */
export const seedJobPosts: SeedJobPost[] = [
  {
    daysAgo: 2,
    deadlineInDays: 45,
    body: {
      title: 'Statehouse Reporter',
      department: 'Newsroom',
      type: 'Full-time',
      location: 'Lansing, MI',
      description:
        'Cover the Michigan Legislature day to day: floor sessions, committee hearings, the budget and the deals made in the hallways of the Capitol. You will write breaking stories on deadline and the explainers that tell readers what a bill means for them.',
      requirements:
        'Two or more years of reporting experience, ideally on government or politics.\nClean, fast copy and a habit of checking every number.\nComfort reading bills, fiscal analyses and campaign filings.\nA driver\'s licence: the job means trips beyond Lansing.',
      responsibilities:
        'File daily stories on the House, the Senate and the governor\'s office.\nBuild sources among lawmakers, staff, lobbyists and advocates.\nUpdate the legislature tracker when bills move.\nAppear on our weekly podcast to talk through the week in Lansing.',
      isActive: true,
    },
  },
  {
    daysAgo: 6,
    deadlineInDays: 30,
    body: {
      title: 'Data Reporter, Campaign Finance',
      department: 'Data & Graphics',
      type: 'Full-time',
      location: 'Hybrid (Lansing, MI)',
      description:
        'Follow the money in Michigan races. You will turn state and federal filings into stories and keep our campaign finance hub accurate, from the governor\'s race to the state House districts.',
      requirements:
        'Experience with spreadsheets and at least one of SQL, Python or R.\nA reporter\'s instinct for the record that does not add up.\nFamiliarity with FEC or state campaign finance data is a plus.',
      responsibilities:
        'Load and check new filings after each reporting deadline.\nWrite stories on donors, spending and out-of-state money.\nWork with editors on charts that are clear on a phone screen.',
      isActive: true,
    },
  },
  {
    daysAgo: 11,
    deadlineInDays: null,
    body: {
      title: 'Podcast Producer',
      department: 'Audio',
      type: 'Part-time',
      location: 'Remote (Michigan)',
      description:
        'Produce our weekly politics podcast and the occasional special episode: book guests, cut tape and make two reporters sound like the best conversation of the week.',
      requirements:
        'A portfolio of produced audio (podcast, radio or similar).\nWorking knowledge of a digital audio workstation.\nAbout 20 hours a week, with one fixed recording afternoon.',
      responsibilities:
        'Plan each episode with the hosts.\nRecord, edit and mix episodes and publish them to the feed.\nWrite show notes and episode descriptions.',
      isActive: true,
    },
  },
  {
    daysAgo: 20,
    deadlineInDays: 60,
    body: {
      title: 'Newsroom Intern, Spring Semester',
      department: 'Newsroom',
      type: 'Internship',
      location: 'Lansing, MI',
      description:
        'Spend a semester reporting from the Capitol alongside our staff. Interns write published stories from their first week and leave with clips that editors notice.',
      requirements:
        'Current student or recent graduate in journalism, political science or a related field.\nCuriosity about how Michigan government works.\nAvailable at least 20 hours a week during the session.',
      responsibilities:
        'Cover committee hearings and press conferences.\nResearch bills and voting records for staff reporters.\nWrite short news items for the site and the newsletter.',
      isActive: true,
    },
  },
];
