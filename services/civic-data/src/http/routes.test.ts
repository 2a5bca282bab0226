import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CongressMember,
  FindLegislatorsResult,
  LegislatorProfile,
  LegislatureSession,
  Representative,
  Bill,
  FederalIssue,
  Legislator,
  CommitteeSummary,
  UpcomingVote,
  type EventEnvelope,
  type Problem,
} from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { civicDataService } from '../definition.ts';
import { censusGeocoder } from '../geo/geocoder.ts';
import { startCivicBackground } from '../start.ts';
import { ALLEGAN_ADDRESS, fakeGeocoder, type FakeServer } from '../testing.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let geocoder: FakeServer;
let background: { stop(): Promise<void> };
const now = new Date('2026-11-20T15:00:00.000Z');

beforeAll(async () => {
  geocoder = await fakeGeocoder({ '1 Outside Rd, Toledo, OH 43604': { lat: 41.6528, lon: -83.5552 } });
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(civicDataService({ geocoder: censusGeocoder({ baseUrl: geocoder.url }) }), adapters);
  background = await startCivicBackground(
    service,
    { GEOCODER_URL: geocoder.url, OPENSTATES_API_URL: 'http://127.0.0.1:9', OPENSTATES_SYNC_MINUTES: 60, CIVIC_SNAPSHOT: true },
    now,
  );
});

afterAll(async () => {
  await background.stop();
  await service.stop();
  await adapters.close();
  await geocoder.close();
});

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await service.app.request(path);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const find = async (query: string) => FindLegislatorsResult.parse(await get(`/find?${query}`));

describe('find my legislators', () => {
  it('places 124 W Allegan St through the geocoder in House 77, Senate 21 and US House 7, with contacts', async () => {
    const result = await find(new URLSearchParams({ address: ALLEGAN_ADDRESS }).toString());
    expect(result.placement).toMatchObject({ kind: 'address', lat: 42.7325, lon: -84.5555, districts: { house: '77', senate: '21', congress: ['7'] } });
    expect(result.legislators.map((l) => [l.role, l.name, l.district])).toEqual([
      ['State Representative', 'Emily Dievendorf', '77'],
      ['State Senator', 'Sarah Anthony', '21'],
      ['U.S. Representative', 'Tom Barrett', '7'],
      ['U.S. Senator', 'Gary C. Peters', 'Statewide'],
      ['U.S. Senator', 'Elissa Slotkin', 'Statewide'],
    ]);
    expect(result.legislators[0]).toMatchObject({ email: 'emilydievendorf@house.mi.gov', phone: '517-373-2277', office: expect.stringContaining('Anderson House Office Building') });
    expect(result.legislators[2]).toMatchObject({ phone: expect.stringMatching(/^202-/), office: expect.any(String) });
    expect(result.sources.map((s) => [s.name, s.date])).toContainEqual(['Open States', '2026-08-05']);
    expect(geocoder.requests.at(-1)?.path).toContain('benchmark=Public_AR_Current');
  });

  it('gives a ZIP its US House member and both senators', async () => {
    const result = await find('address=48933');
    expect(result.placement).toMatchObject({ kind: 'zip', districts: { congress: ['7'] } });
    expect(result.legislators.map((l) => l.name)).toEqual(['Tom Barrett', 'Gary C. Peters', 'Elissa Slotkin']);
  });

  it('places a point from "use my location" without the geocoder', async () => {
    const calls = geocoder.requests.length;
    const result = await find('lat=42.7325&lon=-84.5555');
    expect(result.placement?.kind).toBe('point');
    expect(result.legislators).toHaveLength(5);
    expect(geocoder.requests.length).toBe(calls);
  });

  it('says in words when an address cannot be found, is outside Michigan, or a ZIP is not Michigan', async () => {
    expect(await find('address=nowhere%20at%20all')).toMatchObject({ legislators: [], message: expect.stringContaining('We could not find "nowhere at all"') });
    expect((await find(new URLSearchParams({ address: '1 Outside Rd, Toledo, OH 43604' }).toString())).message).toContain("outside Michigan's legislative districts");
    expect((await find('address=90210')).message).toBe('ZIP code 90210 is not a Michigan ZIP code we know. Try your full street address.');
  });

  it('says so when the geocoder does not answer within 3 seconds', async () => {
    const started = Date.now();
    const result = await find('address=1%20slow%20street');
    expect(result.message).toContain('The address service is not answering right now');
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it('refuses a blank address or half a point with a 400 naming the field', async () => {
    const blank = await get<Problem>('/find?address=%20%20', 400);
    expect(blank.errors?.address).toContain('address is required');
    expect((await get<Problem>('/find?lat=42.7', 400)).errors?.lat).toBe('lat and lon go together');
    expect((await get<Problem>('/find?lat=91&lon=0', 400)).errors?.lat).toContain('at most 90');
  });
});

describe('the delegation, legislators and committees', () => {
  it('lists both senators and 13 representatives, with source and date', async () => {
    const delegation = Representative.array().parse(await get('/delegation'));
    expect(delegation).toHaveLength(15);
    expect(delegation.slice(0, 2).map((m) => m.title)).toEqual(['U.S. Senator', 'U.S. Senator']);
    expect(delegation[2]).toMatchObject({ name: 'Jack Bergman', district: '1st District', source: { name: 'congress-legislators', date: '2026-06-15', demo: false }, votesSource: { demo: true } });
    expect(delegation[2]?.keyIssues.length).toBeGreaterThan(0);
    const members = CongressMember.array().parse(await get('/members'));
    expect(members[0]?.committees.length).toBeGreaterThan(0);
    expect(members[0]?.recentVotes.length).toBe(3);
  });

  it('lists 148 state legislators and 48 committees', async () => {
    const legislators = Legislator.array().parse(await get('/legislators'));
    expect(legislators).toHaveLength(148);
    expect(legislators.filter((l) => l.chamber === 'senate')).toHaveLength(38);
    const committees = CommitteeSummary.array().parse(await get('/committees'));
    expect(committees).toHaveLength(48);
    expect(committees.every((c) => c.source.name === 'Open States')).toBe(true);
  });
});

describe('bills, session, votes and issues (demo set without an API key)', () => {
  it('labels every demo bill, the session, upcoming votes and federal issues as Demo data', async () => {
    const bills = Bill.array().parse(await get('/bills'));
    expect(bills.length).toBe(12);
    expect(bills.every((b) => b.source?.demo === true && b.source.name === 'Demo data')).toBe(true);
    expect(LegislatureSession.parse(await get('/session')).source?.demo).toBe(true);
    expect(UpcomingVote.array().parse(await get('/votes/upcoming')).every((v) => v.source.demo)).toBe(true);
    expect(FederalIssue.array().parse(await get('/issues'))).toHaveLength(4);
    expect(Bill.array().parse(await get('/bills/recent'))).toHaveLength(10);
  });

  it('filters bills by status, chamber and search text', async () => {
    const signed = Bill.array().parse(await get('/bills?status=signed'));
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.every((b) => b.status === 'signed')).toBe(true);
    const senate = Bill.array().parse(await get('/bills?chamber=senate'));
    expect(senate.every((b) => b.chamber === 'senate')).toBe(true);
    expect(Bill.array().parse(await get('/bills?search=pfas%20wells')).map((b) => b.billNumber)).toEqual(['SB 0240']);
    expect((await get<Problem>('/bills?status=lost', 400)).errors?.status).toBeDefined();
  });

  it('does not load the demo set twice on a restart', async () => {
    const before = (await adapters.store.readAll(0, 100_000)).length;
    await background.stop();
    background = await startCivicBackground(service, { GEOCODER_URL: geocoder.url, OPENSTATES_API_URL: 'http://127.0.0.1:9', OPENSTATES_SYNC_MINUTES: 60, CIVIC_SNAPSHOT: true }, now);
    expect((await adapters.store.readAll(0, 100_000)).length).toBe(before);
  });
});

describe('legislator profiles', () => {
  it('shows a state legislator with offices, committees, sponsored bills and votes', async () => {
    const bills = Bill.array().parse(await get('/bills'));
    const sponsorId = bills.find((b) => b.sponsorId)?.sponsorId ?? '';
    const profile = LegislatorProfile.parse(await get(`/legislators/${sponsorId}`));
    expect(profile.level).toBe('state');
    expect(profile.offices.length).toBeGreaterThan(0);
    expect(profile.committees.length).toBeGreaterThan(0);
    expect(profile.sponsoredBills.length).toBeGreaterThan(0);
    expect(profile.recentVotes.length).toBeGreaterThan(0);
    expect(profile.source).toMatchObject({ name: 'Open States', date: '2026-08-05' });
  });

  it('shows a member of Congress with FEC ids, committees and district offices', async () => {
    const profile = LegislatorProfile.parse(await get('/legislators/P000595'));
    expect(profile).toMatchObject({ level: 'federal', name: 'Gary C. Peters', role: 'U.S. Senator', fecIds: ['H8MI09068', 'S4MI00355'], ids: { bioguide: 'P000595' } });
    expect(profile.offices.length).toBeGreaterThan(1);
    expect(profile.committees.length).toBeGreaterThan(5);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await get('/legislators/Z999999', 404);
    await get('/legislators/..%2Fetc', 400);
  });

  it('lists published Mitics articles naming the legislator, following content events', async () => {
    const article = {
      id: 'a-1',
      slug: 'capitol-budget-talks',
      title: 'Budget talks resume at the Capitol',
      excerpt: 'Lawmakers return.',
      content: 'Rep. Emily Dievendorf said the House would take up the plan. Sen. Sarah Anthony chairs Appropriations.',
      status: 'published',
      publishedAt: '2026-11-20T14:00:00.000Z',
    };
    const envelope = (type: string, data: unknown, n: number): EventEnvelope => ({
      id: `evt-${n}`,
      type,
      version: 1,
      stream: 'article-a-1',
      streamVersion: n,
      occurredAt: '2026-11-20T14:00:00.000Z',
      actor: 'test',
      correlationId: 'c',
      causationId: null,
      data,
    });
    const full = {
      ...article,
      imageUrl: null,
      videoUrl: null,
      category: 'michigan-politics',
      level: 'Michigan Politics',
      section: 'Legislature',
      author: 'Staff',
      authorId: null,
      tags: [],
      isBreaking: false,
      isFeatured: false,
      hasGraphicMedia: false,
      graphicWarning: null,
      sourceUrl: null,
      sourceName: null,
      isFromRss: false,
      createdAt: '2026-11-20T14:00:00.000Z',
      updatedAt: '2026-11-20T14:00:00.000Z',
      submittedAt: null,
      reviewNotes: null,
    };
    await adapters.bus.publish([envelope('content.article.published', { article: full }, 1)]);
    const dievendorf = '10e1b0b6-8c1d-4f2b-b29a-08770991b1d4';
    await waitFor(async () => LegislatorProfile.parse(await get(`/legislators/${dievendorf}`)).mentions.length === 1);
    expect(LegislatorProfile.parse(await get(`/legislators/${dievendorf}`)).mentions[0]).toEqual({ articleId: 'a-1', slug: 'capitol-budget-talks', title: article.title, publishedAt: article.publishedAt });
    // Barrett is not named: no mention.
    const barrett = Representative.array().parse(await get('/delegation')).find((m) => m.name === 'Tom Barrett')?.id ?? '';
    expect(LegislatorProfile.parse(await get(`/legislators/${barrett}`)).mentions).toEqual([]);
    // An edit that drops the name removes the mention; deleting removes the article.
    await adapters.bus.publish([envelope('content.article.updated', { articleId: 'a-1', changes: { content: 'The House returns.' }, updatedAt: '2026-11-20T15:00:00.000Z' }, 2)]);
    await waitFor(async () => LegislatorProfile.parse(await get(`/legislators/${dievendorf}`)).mentions.length === 0);
  });
});
