import type { PageSection } from './types';

export const TERMS_UPDATED = 'January 2025';

/** The Terms of Service (staff §2, §9): nine sections, our own words. */
export const TERMS_SECTIONS: readonly PageSection[] = [
  {
    title: '1. Acceptance of Terms',
    paragraphs: [
      'These terms govern your use of Mitics, a news site about Michigan state politics and the federal decisions that affect Michigan. By reading the site, subscribing to the newsletter, sending us a message or applying for a job, you agree to them. If you do not agree, please do not use the site.',
    ],
  },
  {
    title: '2. Using the Site',
    paragraphs: ['Reading, searching, listening to podcasts and subscribing need no account. When you use the site, you agree not to:'],
    list: [
      'break the law or help anyone else do so;',
      'try to get into parts of the site or our systems that are not meant for you, or disrupt them;',
      'collect the site’s content or other people’s information by automated means in a way that burdens our servers;',
      'pretend to be someone else when you contact us or apply for a job.',
    ],
  },
  {
    title: '3. Staff and Contributor Accounts',
    paragraphs: [
      'Contributors and editors sign in to write and review articles. An account becomes active only when an administrator approves it. You are responsible for keeping your password private and for what is done with your account; tell us at once if you think someone else has used it. We may deactivate an account that breaks these terms.',
    ],
  },
  {
    title: '4. Our Content',
    paragraphs: [
      'Articles, podcasts, graphics and the design of the site belong to Mitics or to the people who licensed them to us. You may read, share links to and quote short passages from our work with credit to Mitics. Republishing whole articles or episodes needs our written permission.',
    ],
  },
  {
    title: '5. What You Send Us',
    paragraphs: [
      'When you send a tip, a correction, a message or a job application, you confirm that it is accurate to the best of your knowledge and that you have the right to share it. We decide what to publish, and we protect confidential sources as our editorial standards require.',
    ],
  },
  {
    title: '6. The Newsletter',
    paragraphs: [
      'Michigan Politics Weekly is free. Every issue carries a link that unsubscribes you at once, without signing in. We do not sell or rent the subscriber list.',
    ],
  },
  {
    title: '7. Links to Other Sites',
    paragraphs: [
      'Our stories link to government records, court filings, campaign finance reports and other publications. We are not responsible for the content or practices of sites we do not run.',
    ],
  },
  {
    title: '8. Disclaimers and Limitation of Liability',
    paragraphs: [
      'We work hard to be accurate and we correct our mistakes, but the site is provided as it is. Nothing on it is legal, financial or voting advice. To the extent the law allows, Mitics is not liable for losses that come from using or being unable to use the site.',
    ],
  },
  {
    title: '9. Changes and Contact',
    paragraphs: [
      'We may update these terms; the date at the top of this page says when they last changed, and continuing to use the site means you accept the new version. These terms are governed by the laws of the State of Michigan. Questions about them are welcome through our contact page.',
    ],
  },
];
