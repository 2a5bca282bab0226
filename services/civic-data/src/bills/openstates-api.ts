import type { BillRecord, Chamber, StateLegislatorRecord } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { API_SOURCE } from '../import/provenance.ts';
import { emptyTally, importRecords, recordSource, type CommandMeta, type ImportTally } from '../records/commands.ts';
import { bills } from '../records/kinds.ts';
import { civicCollections, record } from '../records/projection.ts';
import { statusFromActions } from './status.ts';

/**
 * The Open States API v3 adapter: `GET {base}/bills?jurisdiction=Michigan`
 * with sponsorships, actions, votes and abstracts, newest updates first, the
 * key in `X-API-KEY`. Answers are checked loosely (unknown fields pass), a
 * malformed bill is skipped and logged, never stored.
 */

const Org = z.object({ classification: z.string().nullish() }).passthrough();
const ApiBill = z
  .object({
    id: z.string().min(1),
    session: z.string(),
    identifier: z.string().min(1),
    title: z.string(),
    from_organization: Org.nullish(),
    subject: z.array(z.string()).nullish(),
    openstates_url: z.string().nullish(),
    latest_action_date: z.string().nullish(),
    latest_action_description: z.string().nullish(),
    abstracts: z.array(z.object({ abstract: z.string() }).passthrough()).nullish(),
    sponsorships: z
      .array(z.object({ name: z.string(), primary: z.boolean().nullish(), person: z.object({ id: z.string() }).passthrough().nullish() }).passthrough())
      .nullish(),
    actions: z
      .array(z.object({ date: z.string(), description: z.string(), classification: z.array(z.string()).nullish(), organization: Org.nullish() }).passthrough())
      .nullish(),
    votes: z
      .array(
        z
          .object({
            id: z.string(),
            motion_text: z.string().nullish(),
            start_date: z.string(),
            result: z.string(),
            organization: Org.nullish(),
            counts: z.array(z.object({ option: z.string(), value: z.number() })).nullish(),
            votes: z.array(z.object({ option: z.string(), voter_name: z.string(), voter: z.object({ id: z.string() }).passthrough().nullish() }).passthrough()).nullish(),
          })
          .passthrough(),
      )
      .nullish(),
  })
  .passthrough();
const Page = z.object({
  results: z.array(z.unknown()),
  pagination: z.object({ page: z.number().int(), max_page: z.number().int() }).passthrough(),
});

const chamberOf = (classification: string | null | undefined): Chamber | null =>
  classification === 'lower' ? 'house' : classification === 'upper' ? 'senate' : null;
const uuid = (ocd: string | null | undefined): string | null => (ocd ? ocd.slice(ocd.indexOf('/') + 1) : null);
const day = (value: string): string => value.slice(0, 10);

/** Matches a name from the API to a legislator: the person id when given, else the name or one of its other spellings. */
function matcher(roster: StateLegislatorRecord[]) {
  const ids = new Set(roster.map((l) => l.id));
  const byName = new Map<string, string>();
  for (const l of roster) for (const n of [l.name, ...l.otherNames]) byName.set(n.toLowerCase(), l.id);
  return (name: string, personId: string | null): string | null => (personId && ids.has(personId) ? personId : (byName.get(name.toLowerCase()) ?? null));
}

/** One API bill as a BillRecord; null when it is not a Michigan House or Senate bill we can place. */
export function toBillRecord(raw: unknown, roster: StateLegislatorRecord[]): BillRecord | null {
  const parsed = ApiBill.safeParse(raw);
  if (!parsed.success) return null;
  const b = parsed.data;
  const chamber = chamberOf(b.from_organization?.classification);
  if (!chamber) return null;
  const match = matcher(roster);
  const actions = (b.actions ?? []).map((a) => ({
    date: day(a.date),
    description: a.description,
    chamber: chamberOf(a.organization?.classification),
    classification: a.classification ?? [],
  }));
  actions.sort((x, y) => x.date.localeCompare(y.date));
  const last = actions[actions.length - 1];
  const option = (o: string): 'yes' | 'no' | 'other' => (o === 'yes' ? 'yes' : o === 'no' ? 'no' : 'other');
  return {
    id: b.id,
    identifier: b.identifier,
    session: b.session,
    chamber,
    status: statusFromActions(actions, chamber),
    title: b.title,
    summary: b.abstracts?.[0]?.abstract ?? '',
    subjects: b.subject ?? [],
    sponsors: (b.sponsorships ?? []).map((s) => ({ name: s.name, legislatorId: match(s.name, uuid(s.person?.id)), primary: s.primary ?? false })),
    actions,
    votes: (b.votes ?? []).flatMap((v) => {
      const voteChamber = chamberOf(v.organization?.classification);
      if (!voteChamber) return [];
      const count = (o: string) => v.counts?.filter((c) => option(c.option) === o).reduce((n, c) => n + c.value, 0) ?? 0;
      return [
        {
          id: v.id,
          date: day(v.start_date),
          motion: v.motion_text ?? 'Vote',
          chamber: voteChamber,
          result: v.result === 'pass' ? ('pass' as const) : ('fail' as const),
          counts: { yes: count('yes'), no: count('no'), other: count('other') },
          positions: (v.votes ?? []).map((p) => ({ name: p.voter_name, legislatorId: match(p.voter_name, uuid(p.voter?.id)), option: option(p.option) })),
        },
      ];
    }),
    lastAction: b.latest_action_description ?? last?.description ?? '',
    lastActionDate: day(b.latest_action_date ?? last?.date ?? ''),
    url: b.openstates_url ?? null,
    source: 'openstates-api',
  };
}

export interface OpenStatesOptions {
  apiKey: string;
  baseUrl: string;
  /** Pages of 20 bills to read per sync (newest updates first). */
  maxPages?: number;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

/** Reads the most recently updated Michigan bills, page by page. */
export async function fetchMichiganBills({ apiKey, baseUrl, maxPages = 5, fetchFn = fetch, timeoutMs = 15_000 }: OpenStatesOptions): Promise<unknown[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const out: unknown[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const params = new URLSearchParams({ jurisdiction: 'Michigan', sort: 'updated_desc', per_page: '20', page: String(page) });
    for (const include of ['sponsorships', 'actions', 'votes', 'abstracts']) params.append('include', include);
    const res = await fetchFn(`${base}/bills?${params}`, { headers: { 'X-API-KEY': apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`Open States answered ${res.status} for page ${page}`);
    const body = Page.parse(await res.json());
    out.push(...body.results);
    if (page >= body.pagination.max_page) break;
  }
  return out;
}

/** One sync: fetch, map, and run each bill through the import command (unchanged bills emit nothing). */
export async function syncBills(ctx: ServiceContext, options: OpenStatesOptions, meta: CommandMeta): Promise<ImportTally & { skipped: number }> {
  const raw = await fetchMichiganBills(options);
  const roster = (await civicCollections(ctx.docs).legislators.find({})).map(record);
  const records = raw.map((r) => toBillRecord(r, roster));
  const valid = records.filter((r): r is BillRecord => r !== null);
  if (valid.length < records.length) ctx.logger.warn({ skipped: records.length - valid.length }, 'open states: bills skipped (not a Michigan House or Senate bill, or malformed)');
  const tally = await importRecords(ctx, bills, valid, meta, emptyTally());
  if (tally.imported + tally.updated > 0) await recordSource(ctx, { ...API_SOURCE, date: ctx.clock().toISOString().slice(0, 10) }, meta);
  return { ...tally, skipped: records.length - valid.length };
}

/** Syncs now and every `intervalMs`; failures are logged and retried at the next tick. */
export function scheduleBillSync(ctx: ServiceContext, options: OpenStatesOptions & { intervalMs: number; logger: Logger }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = syncBills(ctx, options, { actor: 'system:openstates-sync', correlationId: `openstates-sync-${ctx.clock().toISOString()}` }).then(
      (tally) => options.logger.info(tally, 'open states: bills synced'),
      (error: unknown) => options.logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'open states: sync failed; will retry'),
    );
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
