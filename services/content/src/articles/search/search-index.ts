import { deletions, editDistance, tokenise, typoBudget } from './tokenise.ts';

/** What the index reads of an article. */
export interface SearchDocument {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  tags: readonly string[];
  author: string;
  /** ISO time; ties in relevance go to the newer article. */
  publishedAt: string | null;
}

export interface SearchOptions {
  offset: number;
  limit: number;
  /** Only documents this accepts are counted and returned (a category filter, say). */
  accept?: (id: string) => boolean;
}

export interface SearchHits {
  /** The page of document ids, most relevant first. */
  ids: string[];
  /** How many documents match in all. */
  total: number;
}

export interface SearchIndex {
  /** Indexes a document, replacing the one with the same id. */
  add(doc: SearchDocument): void;
  remove(id: string): void;
  has(id: string): boolean;
  /** Documents matching every word of the query (each word exactly, with a typo, or as a prefix if it is the last). */
  search(query: string, options: SearchOptions): SearchHits;
  /** How many documents are indexed. */
  size(): number;
  clear(): void;
}

/**
 * How much a word counts in each field: BM25F-style, the weighted term counts
 * of all fields form one term frequency, the weighted word count one length.
 */
const FIELD_WEIGHTS = { title: 3, tags: 3, author: 2, excerpt: 1.5, content: 1 } as const;
const K1 = 1.2;
const B = 0.75;
/** A match through a typo or a prefix counts less than the word itself. */
const PREFIX_WEIGHT = 0.8;
const TYPO_WEIGHT = [1, 0.6, 0.4] as const;
/** Bounds that keep one query word from fanning out over the dictionary. */
const MAX_TYPO_TERMS = 8;
const MAX_PREFIX_TERMS = 30;
const MIN_PREFIX_LENGTH = 3;
const MAX_QUERY_WORDS = 8;
/** Dictionary words are keyed by deletions of their first letters only (SymSpell's prefix trick). */
const KEY_LENGTH = 7;

/** An append-only postings list; entries of removed documents are skipped and swept now and then. */
interface Postings {
  docs: Int32Array;
  tfs: Float32Array;
  length: number;
  dead: number;
}

const newPostings = (): Postings => ({ docs: new Int32Array(4), tfs: new Float32Array(4), length: 0, dead: 0 });

function push(list: Postings, doc: number, tf: number): void {
  if (list.length === list.docs.length) {
    const docs = new Int32Array(list.length * 2);
    docs.set(list.docs);
    const tfs = new Float32Array(list.length * 2);
    tfs.set(list.tfs);
    list.docs = docs;
    list.tfs = tfs;
  }
  list.docs[list.length] = doc;
  list.tfs[list.length] = tf;
  list.length += 1;
}

function grown<T extends Float64Array | Float32Array | Uint8Array>(array: T, size: number, make: (n: number) => T): T {
  if (size <= array.length) return array;
  const next = make(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

interface Expansion {
  term: number;
  weight: number;
}

/**
 * The best `k` of `items` (document numbers) in order, `before(a, b)` saying a
 * ranks higher: a bounded heap whose root is the worst kept, so a common word
 * matching most of the archive costs no allocation per match.
 */
function best(items: number[], k: number, before: (a: number, b: number) => boolean): number[] {
  const order = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  if (k <= 0) return [];
  if (k * 4 >= items.length) return items.sort(order).slice(0, k);
  const heap: number[] = [];
  const at = (i: number) => heap[i] ?? 0;
  const swap = (i: number, j: number) => {
    const t = at(i);
    heap[i] = at(j);
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!before(at(p), at(i))) break;
        swap(i, p);
        i = p;
      }
    } else if (before(item, at(0))) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(at(m), at(l))) m = l;
        if (r < heap.length && before(at(m), at(r))) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
  }
  return heap.sort(order);
}

/**
 * An in-memory inverted index ranked with BM25 (title and tags weigh most),
 * tolerant of typos (1 from 4 letters, 2 from 8) through a dictionary of
 * deletions, and matching the last query word as a prefix. Every query word
 * must match. Documents get a fresh number on every (re)index; the old
 * number's postings are dead and swept from a list once half of it is dead.
 */
export function createSearchIndex(): SearchIndex {
  // Per document number.
  let ids: string[] = [];
  let docTerms: (Int32Array | undefined)[] = [];
  let alive = new Uint8Array(1024);
  let lengths = new Float32Array(1024);
  let published = new Float64Array(1024);
  let score = new Float64Array(1024);
  let termBest = new Float64Array(1024);
  let matched = new Uint8Array(1024);
  let numbers = new Map<string, number>();
  let totalLength = 0;
  // Per term number.
  let termNumbers = new Map<string, number>();
  let terms: string[] = [];
  let df: number[] = [];
  let postings: Postings[] = [];
  let byDeletion = new Map<string, number[]>();
  let sorted: string[] = [];
  let unsorted: string[] = [];

  function termNumber(word: string): number {
    const known = termNumbers.get(word);
    if (known !== undefined) return known;
    const n = terms.length;
    termNumbers.set(word, n);
    terms.push(word);
    df.push(0);
    postings.push(newPostings());
    unsorted.push(word);
    // Words of 3+ letters can be a typo's target (a 4-letter query word one edit away); numbers never are.
    if (word.length >= 3 && !/\d/.test(word)) {
      for (const key of deletions(word.slice(0, KEY_LENGTH), word.length >= 6 ? 2 : 1)) {
        const list = byDeletion.get(key);
        if (list) list.push(n);
        else byDeletion.set(key, [n]);
      }
    }
    return n;
  }

  function ensureCapacity(size: number): void {
    alive = grown(alive, size, (n) => new Uint8Array(n));
    lengths = grown(lengths, size, (n) => new Float32Array(n));
    published = grown(published, size, (n) => new Float64Array(n));
    score = grown(score, size, (n) => new Float64Array(n));
    termBest = grown(termBest, size, (n) => new Float64Array(n));
    matched = grown(matched, size, (n) => new Uint8Array(n));
  }

  function remove(id: string): void {
    const doc = numbers.get(id);
    if (doc === undefined) return;
    numbers.delete(id);
    alive[doc] = 0;
    totalLength -= lengths[doc] ?? 0;
    for (const term of docTerms[doc] ?? []) {
      df[term] = (df[term] ?? 1) - 1;
      const list = postings[term];
      if (!list) continue;
      list.dead += 1;
      if (list.dead > 16 && list.dead * 2 > list.length) sweep(list);
    }
    docTerms[doc] = undefined;
  }

  function sweep(list: Postings): void {
    let kept = 0;
    for (let i = 0; i < list.length; i++) {
      const doc = list.docs[i] ?? 0;
      if (alive[doc] !== 1) continue;
      list.docs[kept] = doc;
      list.tfs[kept] = list.tfs[i] ?? 0;
      kept += 1;
    }
    list.length = kept;
    list.dead = 0;
  }

  function add(source: SearchDocument): void {
    remove(source.id);
    const counts = new Map<number, number>();
    let length = 0;
    const count = (text: string, weight: number) => {
      for (const word of tokenise(text)) {
        const term = termNumber(word);
        counts.set(term, (counts.get(term) ?? 0) + weight);
        length += weight;
      }
    };
    count(source.title, FIELD_WEIGHTS.title);
    count(source.tags.join(' , '), FIELD_WEIGHTS.tags);
    count(source.author, FIELD_WEIGHTS.author);
    count(source.excerpt, FIELD_WEIGHTS.excerpt);
    count(source.content, FIELD_WEIGHTS.content);

    const doc = ids.length;
    ids.push(source.id);
    ensureCapacity(doc + 1);
    numbers.set(source.id, doc);
    alive[doc] = 1;
    lengths[doc] = length;
    published[doc] = source.publishedAt ? Date.parse(source.publishedAt) || 0 : 0;
    totalLength += length;
    const own = new Int32Array(counts.size);
    let i = 0;
    for (const [term, tf] of counts) {
      own[i++] = term;
      df[term] = (df[term] ?? 0) + 1;
      const list = postings[term];
      if (list) push(list, doc, tf);
    }
    docTerms.push(own);
  }

  /** The dictionary in order, for prefix ranges; new words are merged in on the next query. */
  function sortedTerms(): string[] {
    if (unsorted.length === 0) return sorted;
    const fresh = unsorted.sort();
    unsorted = [];
    const merged: string[] = new Array<string>(sorted.length + fresh.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < sorted.length || j < fresh.length) {
      const a = sorted[i];
      const b = fresh[j];
      if (b === undefined || (a !== undefined && a < b)) {
        merged[k++] = a ?? '';
        i += 1;
      } else {
        merged[k++] = b;
        j += 1;
      }
    }
    sorted = merged;
    return sorted;
  }

  function prefixed(prefix: string): number[] {
    const dictionary = sortedTerms();
    let lo = 0;
    let hi = dictionary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((dictionary[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < dictionary.length; i++) {
      const word = dictionary[i] ?? '';
      if (!word.startsWith(prefix)) break;
      const term = termNumbers.get(word);
      if (term !== undefined && word !== prefix && (df[term] ?? 0) > 0) found.push(term);
    }
    return found.sort((a, b) => (df[b] ?? 0) - (df[a] ?? 0)).slice(0, MAX_PREFIX_TERMS);
  }

  function typos(word: string): Expansion[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    const seen = new Set<number>();
    const found: { term: number; distance: number }[] = [];
    for (const key of deletions(word.slice(0, KEY_LENGTH), budget)) {
      for (const term of byDeletion.get(key) ?? []) {
        if (seen.has(term)) continue;
        seen.add(term);
        if ((df[term] ?? 0) === 0) continue;
        const distance = editDistance(word, terms[term] ?? '', budget);
        if (distance > 0 && distance <= budget) found.push({ term, distance });
      }
    }
    return found
      .sort((a, b) => a.distance - b.distance || (df[b.term] ?? 0) - (df[a.term] ?? 0))
      .slice(0, MAX_TYPO_TERMS)
      .map(({ term, distance }) => ({ term, weight: TYPO_WEIGHT[distance] ?? 0 }));
  }

  /** The dictionary words one query word stands for, each with how much a match counts. */
  function expand(word: string, last: boolean): Expansion[] {
    const weights = new Map<number, number>();
    const offer = (term: number, weight: number) => {
      if (weight > (weights.get(term) ?? 0)) weights.set(term, weight);
    };
    const exact = termNumbers.get(word);
    const known = exact !== undefined && (df[exact] ?? 0) > 0;
    if (known) offer(exact, 1);
    // A word the archive has is taken as spelt: its typo neighbours ("state" and "slate") would only add noise and cost.
    else for (const { term, weight } of typos(word)) offer(term, weight);
    if (last && word.length >= MIN_PREFIX_LENGTH) {
      // Completions, most used first, while their postings fit in one pass over the archive.
      let budget = Math.max(numbers.size, 1000);
      for (const term of prefixed(word)) {
        const n = df[term] ?? 0;
        if (n > budget) continue;
        budget -= n;
        offer(term, PREFIX_WEIGHT);
      }
    }
    return [...weights].map(([term, weight]) => ({ term, weight }));
  }

  function search(query: string, { offset, limit, accept }: SearchOptions): SearchHits {
    const words = [...new Set(tokenise(query))].slice(0, MAX_QUERY_WORDS);
    const live = numbers.size;
    if (words.length === 0 || live === 0) return { ids: [], total: 0 };
    const expansions = words.map((word, i) => expand(word, i === words.length - 1));
    if (expansions.some((e) => e.length === 0)) return { ids: [], total: 0 };
    // The rarest word first: it fixes the candidates, the others only narrow them.
    const cost = (e: Expansion[]) => e.reduce((sum, x) => sum + (df[x.term] ?? 0), 0);
    expansions.sort((a, b) => cost(a) - cost(b));

    const average = totalLength / live;
    const touched: number[] = [];
    const inTerm: number[] = [];
    expansions.forEach((expansion, round) => {
      inTerm.length = 0;
      for (const { term, weight } of expansion) {
        const n = df[term] ?? 0;
        const idf = Math.log(1 + (live - n + 0.5) / (n + 0.5)) * weight;
        const list = postings[term];
        if (!list) continue;
        const { docs, tfs } = list;
        for (let i = 0; i < list.length; i++) {
          const doc = docs[i] ?? 0;
          if (matched[doc] !== round || alive[doc] !== 1) continue;
          const tf = tfs[i] ?? 0;
          const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * (lengths[doc] ?? 0)) / average));
          const held = termBest[doc] ?? 0;
          if (held === 0) {
            inTerm.push(doc);
            termBest[doc] = s;
          } else if (s > held) termBest[doc] = s;
        }
      }
      for (const doc of inTerm) {
        score[doc] = (score[doc] ?? 0) + (termBest[doc] ?? 0);
        termBest[doc] = 0;
        matched[doc] = round + 1;
        if (round === 0) touched.push(doc);
      }
    });

    const rounds = expansions.length;
    const candidates: number[] = [];
    for (const doc of touched) {
      if (matched[doc] === rounds && (!accept || accept(ids[doc] ?? ''))) candidates.push(doc);
    }
    const ranksHigher = (a: number, b: number): boolean => {
      const sa = score[a] ?? 0;
      const sb = score[b] ?? 0;
      if (sa !== sb) return sa > sb;
      const pa = published[a] ?? 0;
      const pb = published[b] ?? 0;
      return pa !== pb ? pa > pb : a > b;
    };
    const page = best(candidates, offset + limit, ranksHigher).slice(offset);
    for (const doc of touched) {
      matched[doc] = 0;
      score[doc] = 0;
    }
    return { ids: page.map((doc) => ids[doc] ?? ''), total: candidates.length };
  }

  return {
    add,
    remove,
    has: (id) => numbers.has(id),
    search,
    size: () => numbers.size,
    clear() {
      ids = [];
      docTerms = [];
      alive = new Uint8Array(1024);
      lengths = new Float32Array(1024);
      published = new Float64Array(1024);
      score = new Float64Array(1024);
      termBest = new Float64Array(1024);
      matched = new Uint8Array(1024);
      numbers = new Map();
      totalLength = 0;
      termNumbers = new Map();
      terms = [];
      df = [];
      postings = [];
      byDeletion = new Map();
      sorted = [];
      unsorted = [];
    },
  };
}
