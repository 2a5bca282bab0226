/**
 * Words too common to tell stories apart. They are neither indexed nor
 * searched for, which keeps the largest postings lists out of every query.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have he her his i in is it its ' +
    'of on or our she that the their them they this to was we were will with you'
  ).split(' '),
);

const MARKS = /\p{M}+/gu;
const POSSESSIVE = /['’]s\b/g;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The words of a text as the index keeps them: lower-case, diacritics
 * stripped (Ypsilanti's "café" is "cafe"), possessives dropped ("Whitmer's" is
 * "whitmer"), split on anything that is not a letter or digit, stopwords out.
 */
export function tokenise(text: string): string[] {
  const words = text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(POSSESSIVE, '').split(NOT_WORD);
  return words.filter((word) => word.length > 0 && !STOPWORDS.has(word));
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps) between
 * two words, or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  const distance = prev[n] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/** How many typos a query word may hold: none under 4 letters, 1 from 4, 2 from 8; none in numbers. */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** Every string `word` becomes with up to `distance` letters deleted (itself included). */
export function deletions(word: string, distance: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < distance; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      if (w.length <= 1) continue;
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}
