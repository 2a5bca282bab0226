/**
 * Michigan Campaign Finance (MiTN) contribution exports: tab-separated with a
 * header row (doc_seq_no, cfr_com_id, com_legal_name, can_first_name,
 * can_last_name, contribtype, f_name, l_name_or_org, address, city, state,
 * zip, occupation, employer, received_date, amount, contribution_id,
 * cont_detail_id, ...). Columns are found by their header names, in any order.
 * Tolerated: quotes around a field (doubled quotes inside), stray quotes, a
 * stray tab inside a text field (the one merge that leaves the date and the
 * amount valid wins), blank trailing fields. A row that still does not fit
 * is refused with its line.
 */
import { createHash } from 'node:crypto';
import type { FinanceContributionRecord } from '@mitics/contracts';
import type { Parsed } from './fec.ts';
import { date, money, numberedLines, orNull, RowError } from './refusal.ts';

/** Free-text columns, where a stray tab is most likely, most likely first. */
const TEXT_COLUMNS = ['address', 'employer', 'occupation', 'extra_desc', 'l_name_or_org', 'f_name', 'com_legal_name', 'common_name', 'city', 'can_first_name', 'can_last_name'];
const REQUIRED = ['cfr_com_id', 'l_name_or_org', 'received_date', 'amount'] as const;

/** A field without its surrounding quotes; doubled quotes inside read as one. */
export function unquote(field: string): string {
  const v = field.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/""/g, '"').trim();
  return v;
}

/** Whether a header looks like a MiTN contribution export. */
export const isMitnHeader = (line: string): boolean => {
  const cols = line.split('\t').map((c) => unquote(c).toLowerCase());
  return REQUIRED.every((r) => cols.includes(r));
};

type Row = Record<string, string>;

function fits(row: Row): boolean {
  try {
    date(row.received_date ?? '', 'received_date');
    money(row.amount ?? '', 'amount', {});
    const st = row.state ?? '';
    return /^\d+$/.test(row.cfr_com_id ?? '') && (st === '' || /^[A-Za-z]{2}$/.test(st));
  } catch {
    return false;
  }
}

/** The row as named values; extra fields from stray tabs merged back into the text column they split. */
function toRow(header: string[], fields: string[]): Row | null {
  const zip = (vs: string[]): Row => Object.fromEntries(header.map((h, i) => [h, vs[i] ?? '']));
  const values = fields.map(unquote);
  const trimmed = [...values];
  while (trimmed.length > header.length && trimmed[trimmed.length - 1] === '') trimmed.pop();
  if (trimmed.length <= header.length) {
    const row = zip(trimmed);
    if (fits(row) || values.length <= header.length) return fits(row) ? row : null;
  }
  // A stray tab: merge the extra fields into one text column; a merge of two non-empty pieces wins over one that only drops blanks.
  let fallback: Row | null = null;
  for (const vs of [values, trimmed]) {
    const extra = vs.length - header.length;
    if (extra <= 0) continue;
    for (const column of TEXT_COLUMNS) {
      const p = header.indexOf(column);
      if (p < 0) continue;
      const pieces = vs.slice(p, p + extra + 1);
      const row = zip([...vs.slice(0, p), pieces.filter(Boolean).join(' '), ...vs.slice(p + extra + 1)]);
      if (!fits(row)) continue;
      if (pieces.every(Boolean)) return row;
      fallback ??= row;
    }
  }
  return fallback;
}

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function parseMitnContributions(file: string, text: string): Parsed<FinanceContributionRecord> {
  const out: Parsed<FinanceContributionRecord> = { rows: [], refused: [], read: 0 };
  const lines = numberedLines(text);
  const first = lines.shift();
  if (!first) return out;
  const header = first.text.split('\t').map((h) => unquote(h).toLowerCase());
  const missing = REQUIRED.filter((r) => !header.includes(r));
  if (missing.length > 0) {
    out.refused.push({ file, line: first.line, field: null, message: `header lacks ${missing.join(', ')}: not a MiTN contribution export` });
    return out;
  }
  for (const { line, text: t } of lines) {
    out.read += 1;
    const fields = t.split('\t');
    const row = toRow(header, fields);
    try {
      if (!row) {
        // Name the field that is wrong when the columns line up; else the count.
        if (fields.length <= header.length) {
          const r = Object.fromEntries(header.map((h, i) => [h, unquote(fields[i] ?? '')]));
          const committee = r.cfr_com_id ?? '';
          if (!/^\d+$/.test(committee)) throw new RowError('cfr_com_id', committee === '' ? 'is empty, the committee id is required' : `'${committee}' is not a committee id`);
          date(r.received_date ?? '', 'received_date');
          money(r.amount ?? '', 'amount', {});
          throw new RowError('state', `'${r.state}' is not a state`);
        }
        throw new RowError(null, `has ${fields.length} columns, expected ${header.length}, and no stray tab explains it`);
      }
      const committee = row.cfr_com_id ?? '';
      if (!/^\d+$/.test(committee)) throw new RowError('cfr_com_id', committee === '' ? 'is empty, the committee id is required' : `'${committee}' is not a committee id`);
      const last = row.l_name_or_org ?? '';
      if (!last) throw new RowError('l_name_or_org', 'is empty, the contributor is required');
      const first = row.f_name ?? '';
      const when = date(row.received_date ?? '', 'received_date');
      const amount = money(row.amount ?? '', 'amount', {});
      const candidate = [row.can_first_name, row.can_last_name].filter(Boolean).join(' ');
      const key = row.contribution_id
        ? `${row.contribution_id}-${row.cont_detail_id || '0'}`
        : createHash('sha1').update(`${committee}|${row.doc_seq_no ?? ''}|${last}|${first}|${when}|${amount}`).digest('hex').slice(0, 16);
      out.rows.push({
        id: `mitn-${key}`,
        source: 'mitn',
        committeeId: `MI-${committee}`,
        committeeName: orNull(row.com_legal_name) ?? orNull(row.common_name),
        candidateId: null,
        candidateName: candidate ? title(candidate) : null,
        entityType: orNull(row.contribtype) ?? (first ? 'Individual' : null),
        transactionType: orNull(row.doc_type_desc),
        donorName: first ? `${first} ${last}` : last,
        city: orNull(row.city),
        state: orNull(row.state)?.toUpperCase() ?? null,
        zip: orNull(row.zip),
        employer: orNull(row.employer),
        occupation: orNull(row.occupation),
        date: when,
        amount,
        memo: false,
        isDemo: false,
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      out.refused.push({ file, line, field: error.field, message: error.message });
    }
  }
  return out;
}
