/**
 * Reads a folder laid out like ../shared/data (or a bare folder of FEC bulk
 * and contribution files) into the finance dataset: the state's candidates,
 * their committees and links, their totals, and itemized contributions.
 * Files are recognised by name (cn*.txt, cm*.txt, ccl*.txt, weball*.txt,
 * itcont*.txt, indiv*.txt) or, for MiTN exports, by their header.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import type {
  FinanceCandidateRecord,
  FinanceCommitteeRecord,
  FinanceContributionRecord,
  FinanceLinkRecord,
  FinanceSource,
  FinanceTotalsRecord,
} from '@mitics/contracts';
import { cycleOf, parseCandidates, parseCommittees, parseIndividualContributions, parseLinks, parseTotals, type Parsed } from './fec.ts';
import { isMitnHeader, parseMitnContributions } from './mitn.ts';
import { congressLegislatorsSource, fecBulkSource, fecIndivSource, mitnSource } from './provenance.ts';
import type { Refusal } from './refusal.ts';

export interface FinanceDataset {
  sources: FinanceSource[];
  candidates: FinanceCandidateRecord[];
  committees: FinanceCommitteeRecord[];
  links: FinanceLinkRecord[];
  totals: FinanceTotalsRecord[];
  contributions: FinanceContributionRecord[];
  /** Whether congress-legislators was read (else the importer keeps the bioguide ids it has). */
  bioguideRead: boolean;
}

export interface ParsedFolder {
  dataset: FinanceDataset;
  refused: Refusal[];
  /** Data lines read across every file, kept or not (the benchmark's rows). */
  rowsRead: number;
  files: string[];
}

type Kind = 'cn' | 'cm' | 'ccl' | 'weball' | 'indiv' | 'mitn' | 'legislators';

function kindOf(name: string): Kind | null {
  const n = name.toLowerCase();
  if (n === 'legislators-current.yaml') return 'legislators';
  if (/^cn\d*\.txt$/.test(n)) return 'cn';
  if (/^cm\d*\.txt$/.test(n)) return 'cm';
  if (/^ccl\d*\.txt$/.test(n)) return 'ccl';
  if (/^weball\d*\.txt$/.test(n)) return 'weball';
  if (/^(itcont|indiv|schedule[-_]?a)[\w-]*\.txt$/.test(n)) return 'indiv';
  if (/\.(tsv|txt|csv)$/.test(n)) return null; // sniffed for a MiTN header
  return null;
}

async function listFiles(folder: string, depth = 2): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && depth > 0) out.push(...(await listFiles(path, depth - 1)));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

/** FEC id → bioguide id, from congress-legislators' legislators-current.yaml. */
export function bioguideByFecId(yamlText: string): Map<string, string> {
  const people = parse(yamlText) as Array<{ id?: { bioguide?: string; fec?: string[] } }> | null;
  const out = new Map<string, string>();
  for (const p of people ?? []) for (const fec of p.id?.fec ?? []) if (p.id?.bioguide) out.set(fec, p.id.bioguide);
  return out;
}

const latest = (rows: Array<{ date: string }>): string | null => rows.reduce<string | null>((max, r) => (max === null || r.date > max ? r.date : max), null);

export async function readFinanceFolder(folder: string, options: { state?: string } = {}): Promise<ParsedFolder> {
  const state = options.state ?? 'MI';
  const refused: Refusal[] = [];
  let rowsRead = 0;
  const files = await listFiles(folder);
  const readme = (await readFile(join(folder, 'README.md'), 'utf8').catch(() => null)) ?? (await readFile(join(folder, '..', 'README.md'), 'utf8').catch(() => null));
  const seen: string[] = [];
  const cn: FinanceCandidateRecord[] = [];
  const cm: FinanceCommitteeRecord[] = [];
  const ccl: FinanceLinkRecord[] = [];
  const weball: FinanceTotalsRecord[] = [];
  const indiv: FinanceContributionRecord[] = [];
  const mitn: FinanceContributionRecord[] = [];
  let bioguide: Map<string, string> | null = null;

  const take = <R>(parsed: Parsed<R>, into: R[]) => {
    into.push(...parsed.rows);
    refused.push(...parsed.refused);
    rowsRead += parsed.read;
  };
  for (const path of files) {
    const name = basename(path);
    const file = relative(folder, path) || name;
    let kind = kindOf(name);
    if (!kind && /\.(tsv|txt|csv)$/i.test(name) && (await stat(path)).size > 0) {
      const head = (await readFile(path, 'utf8')).slice(0, 4096).split(/\r?\n/)[0] ?? '';
      if (isMitnHeader(head)) kind = 'mitn';
    }
    if (!kind) continue;
    const text = await readFile(path, 'utf8');
    seen.push(file);
    if (kind === 'cn') take(parseCandidates(file, text, state), cn);
    else if (kind === 'cm') take(parseCommittees(file, text), cm);
    else if (kind === 'ccl') take(parseLinks(file, text), ccl);
    else if (kind === 'weball') take(parseTotals(file, text, state, cycleOf(name)), weball);
    else if (kind === 'indiv') take(parseIndividualContributions(file, text), indiv);
    else if (kind === 'mitn') take(parseMitnContributions(file, text), mitn);
    else if (kind === 'legislators') {
      try {
        bioguide = bioguideByFecId(text);
      } catch (error) {
        refused.push({ file, line: null, field: null, message: `not valid YAML: ${String(error instanceof Error ? error.message : error).split('\n')[0]}` });
      }
    }
  }

  // The state's candidates: the candidate master's, plus 2024-only candidates known from their totals.
  const byId = new Map(cn.map((c) => [c.id, c]));
  for (const t of weball) {
    if (byId.has(t.candidateId)) continue;
    const office = t.candidateId[0] as 'H' | 'S' | 'P';
    byId.set(t.candidateId, {
      id: t.candidateId,
      fecName: t.fecName,
      partyCode: t.partyCode,
      electionYear: t.cycle,
      state,
      office,
      district: office === 'H' ? t.district : null,
      ici: t.ici,
      status: null,
      principalCommitteeId: null,
      bioguideId: null,
      from: 'weball',
    });
  }
  const candidates = [...byId.values()].map((c) => ({ ...c, bioguideId: bioguide?.get(c.id) ?? null }));
  const ids = new Set(candidates.map((c) => c.id));
  const links = ccl.filter((l) => ids.has(l.candidateId));
  const linked = new Set([...links.map((l) => l.committeeId), ...candidates.map((c) => c.principalCommitteeId).filter((id): id is string => id !== null)]);
  const committees = cm.filter((c) => linked.has(c.id) || (c.candidateId !== null && ids.has(c.candidateId)));

  const sources: FinanceSource[] = [];
  if (cn.length + cm.length + ccl.length + weball.length > 0 || seen.some((f) => /(^|\/)(cn|cm|ccl|weball)\d*\.txt$/i.test(f))) sources.push(fecBulkSource(readme));
  if (bioguide) sources.push(congressLegislatorsSource(readme));
  if (indiv.length > 0) sources.push(fecIndivSource(latest(indiv)));
  if (mitn.length > 0) sources.push(mitnSource(latest(mitn)));

  return {
    dataset: { sources, candidates, committees, links, totals: weball, contributions: [...indiv, ...mitn], bioguideRead: bioguide !== null },
    refused,
    rowsRead,
    files: seen,
  };
}
