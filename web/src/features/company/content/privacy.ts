import type { PageSection } from './types';

export const PRIVACY_UPDATED = 'January 2025';

/** The Privacy Policy (staff §2, §9): eleven sections, our own words; the service is not for children under 13. */
export const PRIVACY_SECTIONS: readonly PageSection[] = [
  {
    title: '1. Who We Are',
    paragraphs: [
      'Mitics is a Michigan politics newsroom based in Lansing. This policy explains what information the site collects, why, and the choices you have. It applies to the reader site, the newsletter, the contact form, job applications and the staff area.',
    ],
  },
  {
    title: '2. Information You Give Us',
    paragraphs: ['We only hold what you choose to send:'],
    list: [
      'Newsletter: your email address and, if you give it, your name.',
      'Contact form: your name, email address, subject and message.',
      'Job applications: your name, email address, cover letter and any phone number, links, availability, experience and referral source you add.',
      'Staff accounts: your name, username, email address, role and a short biography. Passwords are stored only as salted hashes.',
    ],
  },
  {
    title: '3. Information Collected Automatically',
    paragraphs: [
      'When you read the site, your browser reports which page you viewed, how far you scrolled and how long you stayed, with a random session identifier. We do not record your IP address with these reports. To keep forms from being abused, we count messages per network address for an hour, storing only a one-way hash of the address.',
    ],
  },
  {
    title: '4. Cookies and Local Storage',
    paragraphs: [
      'Readers get no tracking cookies. Staff who sign in get one session cookie, which ends after two hours without use. Your browser also remembers, on your own device, when the newsletter pop-up was last shown and whether you chose to view a graphic video.',
    ],
  },
  {
    title: '5. How We Use Information',
    paragraphs: [
      'We use your information to send the newsletter you asked for, answer your messages, consider your job application, run the staff area and understand which coverage readers find useful. We do not use it for advertising profiles.',
    ],
  },
  {
    title: '6. How We Share Information',
    paragraphs: [
      'We do not sell or rent personal information. We share it only with service providers who host the site for us, under contracts that limit their use of it, or when the law requires it. Job applications are seen only by the administrators who hire.',
    ],
  },
  {
    title: '7. How Long We Keep It',
    paragraphs: [
      'Newsletter addresses are kept while you are subscribed and marked inactive when you unsubscribe. Contact messages and job applications are kept as long as we need them to answer or to hire, and then deleted. Reading statistics are kept in daily totals.',
    ],
  },
  {
    title: '8. Security',
    paragraphs: [
      'The site uses encrypted connections, staff actions are checked on our servers, and access to personal information is limited to the staff who need it. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.',
    ],
  },
  {
    title: '9. Your Choices',
    paragraphs: [
      'You can unsubscribe from the newsletter at any time through the link in every issue, without signing in. You can ask us to see, correct or delete the information we hold about you through the contact page, and we will answer within 30 days.',
    ],
  },
  {
    title: "10. Children's Privacy",
    paragraphs: [
      'Mitics is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has sent us information, contact us and we will delete it.',
    ],
  },
  {
    title: '11. Changes and Contact',
    paragraphs: [
      'We will post any change to this policy on this page and update the date at the top. Questions or requests about your information are welcome through our contact page.',
    ],
  },
];
