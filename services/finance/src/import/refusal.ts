/** A file or row the importer refused, with where and why, so the rest still loads. */
export interface Refusal {
  /** Path relative to the imported folder. */
  file: string;
  /** 1-based line number; null for a whole file. */
  line: number | null;
  field: string | null;
  message: string;
}

export function describeRefusal(r: Refusal): string {
  return `${r.file}${r.line !== null ? `:${r.line}` : ''}${r.field ? ` (${r.field})` : ''}: ${r.message}`;
}

/** Thrown by a row parser: becomes a refusal with the row's file and line. */
export class RowError extends Error {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The lines of a text file with their 1-based numbers, blank lines left out. */
export function numberedLines(text: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((t, i) => {
    if (t.trim() !== '') out.push({ line: i + 1, text: t });
  });
  return out;
}

/** Dollars from "1234.5", "$1,234.50" or "" (0 when `empty` allows it). */
export function money(value: string, field: string, options: { empty?: number | null } = { empty: 0 }): number {
  const v = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (v === '') {
    if (options.empty === undefined || options.empty === null) throw new RowError(field, 'is empty, a dollar amount is required');
    return options.empty;
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(v.replace('$', ''))) throw new RowError(field, `'${value}' is not a dollar amount`);
  return Math.round(Number(v.replace('$', '')) * 100) / 100;
}

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A date as MMDDYYYY, MM/DD/YYYY or YYYY-MM-DD, as YYYY-MM-DD. */
export function date(value: string, field: string): string {
  const v = value.trim();
  let m = /^(\d{2})(\d{2})(\d{4})$/.exec(v) ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m && validDate(Number(m[3]), Number(m[1]), Number(m[2]))) return iso(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (m && validDate(Number(m[1]), Number(m[2]), Number(m[3]))) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  throw new RowError(field, v === '' ? 'is empty, a date is required' : `'${value}' is not a date`);
}

export const orNull = (value: string | undefined): string | null => {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
};
export const yearOrNull = (value: string | undefined, field: string): number | null => {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!/^\d{4}$/.test(v)) throw new RowError(field, `'${v}' is not a year`);
  return Number(v);
};
