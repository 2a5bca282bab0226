import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bill, LegislatorProfile, type SourceNote } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { startCivicBackground } from '../start.ts';
import { civicDataService } from '../definition.ts';
import { loadSnapshotIfEmpty } from '../seed.ts';
import { fakeServer, type FakeServer } from '../testing.ts';
import { syncBills, toBillRecord } from './openstates-api.ts';

/** Open States API v3 bills as the API answers them (the fields the adapter reads, and some it does not). */
const DIEVENDORF = '10e1b0b6-8c1d-4f2b-b29a-08770991b1d4';
function apiBill(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ocd-bill/0001',
    session: '2025-2026',
    jurisdiction: { id: 'ocd-jurisdiction/country:us/state:mi/government', name: 'Michigan', classification: 'state' },
    from_organization: { id: 'ocd-organization/lower', name: 'House', classification: 'lower' },
    identifier: 'HB 4001',
    title: 'Amends the school aid act',
    classification: ['bill'],
    subject: ['Education', 'Budget'],
    openstates_url: 'https://openstates.org/mi/bills/2025-2026/HB4001/',
    latest_action_date: '2026-03-04',
    latest_action_description: 'Passed the Senate',
    abstracts: [{ abstract: 'School aid for the next fiscal year.', note: null }],
    sponsorships: [
      { id: 's1', name: 'Emily Dievendorf', entity_type: 'person', primary: true, classification: 'primary', person: { id: `ocd-person/${DIEVENDORF}`, name: 'Emily Dievendorf' } },
      { id: 's2', name: 'Dievendorf, E.', entity_type: 'person', primary: false, classification: 'cosponsor', person: null },
      { id: 's3', name: 'Someone Unknown', entity_type: 'person', primary: false, classification: 'cosponsor', person: null },
    ],
    actions: [
      { organization: { name: 'House', classification: 'lower' }, description: 'Introduced', date: '2026-01-15', classification: ['introduction'], order: 1 },
      { organization: { name: 'House', classification: 'lower' }, description: 'Referred to Committee on Education', date: '2026-01-15', classification: ['referral-committee'], order: 2 },
      { organization: { name: 'House', classification: 'lower' }, description: 'Passed the House', date: '2026-02-20', classification: ['passage'], order: 3 },
      { organization: { name: 'Senate', classification: 'upper' }, description: 'Passed the Senate', date: '2026-03-04T14:00:00', classification: ['passage'], order: 4 },
    ],
    votes: [
      {
        id: 'ocd-vote/1',
        motion_text: 'Passage',
        start_date: '2026-02-20T12:00:00',
        result: 'pass',
        organization: { classification: 'lower' },
        counts: [
          { option: 'yes', value: 70 },
          { option: 'no', value: 38 },
          { option: 'absent', value: 2 },
        ],
        votes: [
          { option: 'yes', voter_name: 'Dievendorf', voter: { id: `ocd-person/${DIEVENDORF}` } },
          { option: 'no', voter_name: 'Nobody Known', voter: null },
        ],
      },
    ],
    ...overrides,
  };
}

let adapters: MemoryAdapters;
let service: StartedService;
let api: FakeServer;
let bills: unknown[] = [apiBill()];
const KEY = 'test-open-states-key';
const meta = { actor: 'test', correlationId: 'sync' };

beforeAll(async () => {
  api = await fakeServer((url, req, res) => {
    if (req.headers['x-api-key'] !== KEY) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"bad key"}');
    if (url.pathname !== '/bills') return void res.writeHead(404).end();
    const page = Number(url.searchParams.get('page') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ results: page === 1 ? bills : [], pagination: { per_page: 20, page, max_page: 1, total_items: bills.length } }),
    );
  });
  adapters = await memoryAdapters({ clock: () => new Date('2026-03-05T10:00:00.000Z') });
  service = await startService(civicDataService(), adapters);
  await loadSnapshotIfEmpty(service.ctx, meta);
});

afterAll(async () => {
  await service.stop();
  await adapters.close();
  await api.close();
});

const options = () => ({ apiKey: KEY, baseUrl: api.url });
const billEvents = async () => (await adapters.store.readAll(0, 100_000)).filter((e) => e.type.startsWith('civic-data.bill.'));

describe('the Open States API v3 adapter', () => {
  it('asks for Michigan bills with sponsorships, actions, votes and abstracts, sending the key', async () => {
    await syncBills(service.ctx, options(), meta);
    const request = api.requests.at(-1);
    const url = new URL(request?.path ?? '', 'http://x');
    expect(url.pathname).toBe('/bills');
    expect(url.searchParams.get('jurisdiction')).toBe('Michigan');
    expect(url.searchParams.getAll('include')).toEqual(['sponsorships', 'actions', 'votes', 'abstracts']);
    expect(request?.headers['x-api-key']).toBe(KEY);
  });

  it('records each bill as an event, with status from its actions and sponsors and voters matched to legislators', async () => {
    const events = await billEvents();
    expect(events.map((e) => e.type)).toEqual(['civic-data.bill.recorded']);
    const [bill] = Bill.array().parse(await (await service.app.request('/bills')).json());
    expect(bill).toMatchObject({
      billNumber: 'HB 4001',
      chamber: 'house',
      status: 'passed_senate',
      sponsor: 'Emily Dievendorf',
      sponsorId: DIEVENDORF,
      lastActionDate: '2026-03-04',
      lastAction: 'Passed the Senate',
      tags: ['Education', 'Budget'],
      summary: 'School aid for the next fiscal year.',
    });
    expect(bill?.source).toEqual({ key: 'openstates-api', name: 'Open States API', date: '2026-03-05', demo: false } satisfies SourceNote);
    const profile = LegislatorProfile.parse(await (await service.app.request(`/legislators/${DIEVENDORF}`)).json());
    expect(profile.sponsoredBills.map((b) => b.billNumber)).toEqual(['HB 4001']);
    expect(profile.recentVotes).toEqual([expect.objectContaining({ bill: 'HB 4001', vote: 'Yes', result: 'pass', date: '2026-02-20' })]);
  });

  it('emits nothing on a sync of unchanged bills, and one update when a bill changes', async () => {
    const before = (await billEvents()).length;
    expect(await syncBills(service.ctx, options(), meta)).toMatchObject({ imported: 0, updated: 0, unchanged: 1 });
    expect((await billEvents()).length).toBe(before);
    bills = [apiBill({ latest_action_description: 'Signed by the Governor', actions: [...apiBill().actions, { organization: { classification: 'executive' }, description: 'Signed by the Governor', date: '2026-03-10', classification: ['executive-signature'] }] })];
    expect(await syncBills(service.ctx, options(), meta)).toMatchObject({ updated: 1 });
    const [update] = (await billEvents()).filter((e) => e.type === 'civic-data.bill.updated');
    expect((update?.data as { changed: string[] }).changed).toEqual(expect.arrayContaining(['actions', 'lastAction', 'status']));
    expect(Bill.array().parse(await (await service.app.request('/bills?status=signed')).json())).toHaveLength(1);
  });

  it('skips a malformed bill or one of no chamber, keeping the rest', async () => {
    bills = [{ id: 'broken' }, apiBill({ id: 'ocd-bill/joint', from_organization: { classification: 'legislature' } }), apiBill({ id: 'ocd-bill/0002', identifier: 'SB 10', from_organization: { classification: 'upper' } })];
    const tally = await syncBills(service.ctx, options(), meta);
    expect(tally).toMatchObject({ imported: 1, skipped: 2 });
    expect(toBillRecord({ id: 'broken' }, [])).toBeNull();
  });

  it('fails the sync (nothing stored) when the key is refused', async () => {
    const before = (await billEvents()).length;
    await expect(syncBills(service.ctx, { apiKey: 'wrong', baseUrl: api.url }, meta)).rejects.toThrow('Open States answered 401');
    expect((await billEvents()).length).toBe(before);
  });
});

describe('with OPENSTATES_API_KEY set', () => {
  it('syncs bills on start (and on its schedule) instead of loading the demo bills', async () => {
    bills = [apiBill()];
    const own = await memoryAdapters();
    const started = await startService(civicDataService(), own);
    const background = await startCivicBackground(started, {
      GEOCODER_URL: 'http://127.0.0.1:9',
      OPENSTATES_API_KEY: KEY,
      OPENSTATES_API_URL: api.url,
      OPENSTATES_SYNC_MINUTES: 60,
      CIVIC_SNAPSHOT: true,
    });
    try {
      const list = await waitFor(async () => {
        const found = Bill.array().parse(await (await started.app.request('/bills')).json());
        return found.length > 0 ? found : null;
      });
      expect(list.map((b) => [b.billNumber, b.source?.demo])).toEqual([['HB 4001', false]]);
    } finally {
      await background.stop();
      await started.stop();
      await own.close();
    }
  });
});
