/**
 * A deterministic corpus of Michigan politics stories for the search
 * benchmark: common words every story shares, topic words, names and places,
 * bill numbers, and a long tail of rare surnames and place names so the
 * dictionary is as large and skewed as a real archive's.
 */
import type { CreateArticleInput } from '@mitics/contracts';

/** mulberry32: a small seeded generator, so every run indexes the same text. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE = [
  'Gretchen Whitmer', 'Garlin Gilchrist', 'Jocelyn Benson', 'Dana Nessel', 'Winnie Brinks', 'Matt Hall', 'Joe Tate',
  'Elissa Slotkin', 'Gary Peters', 'Debbie Dingell', 'Rashida Tlaib', 'John Moolenaar', 'Bill Huizenga', 'Tim Walberg',
  'John James', 'Tom Barrett', 'Lisa McClain', 'Jack Bergman', 'Hillary Scholten', 'Haley Stevens', 'Shri Thanedar',
  'Mike Duggan', 'Abraham Aiyash', 'Aric Nesbitt', 'Mike Shirkey', 'Jeremy Moss', 'Mallory McMorrow', 'Kevin Hertel',
];
const PLACES = [
  'Detroit', 'Lansing', 'Grand Rapids', 'Flint', 'Ann Arbor', 'Kalamazoo', 'Traverse City', 'Marquette', 'Saginaw',
  'Muskegon', 'Ypsilanti', 'Dearborn', 'Warren', 'Sterling Heights', 'Pontiac', 'Battle Creek', 'Jackson', 'Midland',
  'Holland', 'Petoskey', 'Escanaba', 'Sault Ste. Marie', 'Oakland County', 'Macomb County', 'Wayne County', 'Kent County',
];
const TOPICS = [
  'budget', 'roads', 'infrastructure', 'tariffs', 'auto industry', 'redistricting', 'election', 'absentee ballots',
  'Line 5', 'pipeline', 'Great Lakes', 'water', 'PFAS', 'schools', 'education funding', 'taxes', 'income tax', 'minimum wage',
  'paid sick leave', 'abortion rights', 'gun safety', 'housing', 'broadband', 'electric vehicles', 'battery plant',
  'unemployment', 'Medicaid', 'health care', 'prisons', 'policing', 'universities', 'tuition', 'childcare', 'energy',
  'utilities', 'power outages', 'farmland', 'tourism', 'fishing', 'invasive carp', 'Soo Locks', 'transit', 'bridges',
];
const BODIES = ['Michigan Senate', 'Michigan House', 'Legislature', 'Supreme Court', 'Court of Appeals', 'Board of Canvassers', 'Public Service Commission', 'Congress', 'city council'];
const VERBS = ['passes', 'signs', 'vetoes', 'debates', 'blocks', 'approves', 'rejects', 'weighs', 'delays', 'unveils', 'defends', 'questions', 'backs', 'criticizes', 'proposes'];
const NOUNS = ['plan', 'bill', 'deal', 'proposal', 'measure', 'ruling', 'hearing', 'report', 'investigation', 'vote', 'lawsuit', 'audit', 'settlement', 'program'];
const FILLER = (
  'state lawmakers said week officials residents governor district voters public funding million dollars year new ' +
  'county local federal committee members hearing session policy statement community leaders spokesperson office ' +
  'program report support opposition decision months across including while after before during could would should ' +
  'plan changes costs families workers businesses agencies data analysis percent increase decrease spending revenue ' +
  'republicans democrats bipartisan majority minority floor amendment testimony advocates critics supporters'
).split(' ');
const SECTIONS = ['Legislature', 'Elections', 'Courts', 'Policy', 'Campaigns', 'Watchdog', 'Analysis'] as const;
const CATEGORIES = ['michigan-politics', 'federal', 'legislature', 'campaign-finance', 'analysis', 'politics'] as const;
const SYLLABLES = ['ka', 'lo', 'vic', 'zen', 'mar', 'tu', 'ski', 'berg', 'den', 'ov', 'rin', 'hal', 'mo', 'sha', 'wick', 'ton', 'per', 'gal', 'fen', 'dor', 'lan', 'ie', 'us', 'bro', 'chek', 'nik', 'sul', 'vay'];

/** A long tail of made-up proper names: each appears in only a few stories. */
export function rareWords(count: number, next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const n = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    words.add(word);
  }
  return [...words];
}

export interface Corpus {
  article(i: number): CreateArticleInput & { publishedAt: string };
  rare: string[];
}

/** The i-th story of a corpus of `size`: published from 2023 on, one every few minutes. */
export function corpus(size: number, seed = 13): Corpus {
  const rare = rareWords(Math.max(2_000, Math.floor(size / 4)), random(seed));
  const start = Date.UTC(2023, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  return {
    rare,
    article(i) {
      const next = random(seed * 1_000_003 + i);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      // A Zipf-ish pick: low indexes far more often.
      const skewed = <T>(list: readonly T[]): T => list[Math.floor(next() ** 2 * list.length)] as T;
      const person = skewed(PEOPLE);
      const place = pick(PLACES);
      const topic = skewed(TOPICS);
      const name = pick(rare);
      const sentence = () => {
        const words = [pick(FILLER), skewed(FILLER), pick(FILLER), skewed(TOPICS), pick(FILLER), pick(FILLER), pick(NOUNS)];
        if (next() < 0.3) words.push(pick(PLACES));
        if (next() < 0.2) words.push(skewed(PEOPLE));
        if (next() < 0.1) words.push(pick(rare));
        return `${words.join(' ')}.`;
      };
      const paragraph = () => Array.from({ length: 3 + Math.floor(next() * 3) }, sentence).join(' ');
      const bill = `${next() < 0.5 ? 'HB' : 'SB'} ${4000 + Math.floor(next() * 1500)}`;
      const title = `${person.split(' ')[1]} ${pick(VERBS)} ${topic} ${pick(NOUNS)} in ${place}${next() < 0.3 ? ` (${bill})` : ''}`;
      return {
        title: `${title} #${i}`,
        excerpt: `${pick(BODIES)} ${pick(VERBS)} ${topic} ${pick(NOUNS)}; ${name} of ${place} ${pick(FILLER)} ${sentence()}`,
        content: [paragraph(), `${person} said the ${bill} ${pick(NOUNS)} would affect ${place}.`, paragraph(), paragraph()].join('\n\n'),
        author: `${pick(['Dana', 'Alex', 'Jordan', 'Sam', 'Riley', 'Morgan', 'Casey', 'Taylor'])} ${pick(['Whitfield', 'Kowalski', 'Nguyen', 'Haddad', 'Okafor', 'Lindqvist', 'Moreno', 'Brennan'])}`,
        category: pick(CATEGORIES),
        level: next() < 0.7 ? 'Michigan Politics' : 'Federal Politics',
        section: pick(SECTIONS),
        imageUrl: null,
        videoUrl: null,
        sourceUrl: null,
        sourceName: null,
        tags: [topic, place, ...(next() < 0.5 ? [pick(TOPICS)] : [])],
        status: 'published',
        publishedAt: new Date(start + Math.floor((i / size) * span) + Math.floor(next() * 60_000)).toISOString(),
      };
    },
  };
}

/** One typo in a word: a swap, a dropped, doubled or changed letter. */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + (word[i] ?? '') + word.slice(i);
    default:
      return word.slice(0, i) + 'x' + word.slice(i + 1);
  }
}

/** A realistic query mix: single and two-word queries, common and rare terms, typos and typed-ahead prefixes. */
export function queries(count: number, rare: string[], seed = 99): { kind: string; q: string }[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const surname = () => pick(PEOPLE).split(' ')[1] ?? 'Whitmer';
  const word = () => pick([...TOPICS, ...PLACES, ...FILLER].flatMap((w) => w.split(' ')).filter((w) => w.length >= 4));
  const kinds: [string, number, () => string][] = [
    ['common word', 20, () => pick(['michigan', 'budget', 'senate', 'state', 'lawmakers', 'detroit', 'election', 'governor'])],
    ['topic or name', 15, () => pick([surname(), pick(TOPICS), pick(PLACES)])],
    ['two words', 20, () => `${surname()} ${pick(TOPICS).split(' ')[0]}`],
    ['rare term', 10, () => pick(rare)],
    ['bill number', 5, () => `${pick(['HB', 'SB'])} ${4000 + Math.floor(next() * 1500)}`],
    ['typo', 15, () => typo(pick([surname(), word()]).toLowerCase(), next)],
    ['prefix', 10, () => { const w = pick([surname(), word()]); return w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))); }],
    ['three words', 5, () => `${pick(PLACES)} ${pick(TOPICS)} ${pick(NOUNS)}`],
  ];
  const total = kinds.reduce((s, [, w]) => s + w, 0);
  return Array.from({ length: count }, () => {
    let r = next() * total;
    for (const [kind, weight, make] of kinds) {
      r -= weight;
      if (r < 0) return { kind, q: make() };
    }
    return { kind: 'common word', q: 'michigan' };
  });
}
