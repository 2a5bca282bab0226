import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bill, FindLegislatorsResult, LegislatorProfile, LegislatureSession, Representative, type Problem } from '@mitics/contracts';
import { civicDataService, startCivicBackground } from '@mitics/civic-data';
import { censusGeocoder } from '@mitics/civic-data';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { unreachable } from '../testing/clients.ts';
import { bffWith, getJson, inProcess } from '../testing/route-app.ts';

/**
 * The civic paths of the public API against the real civic-data service
 * (in process, memory store, the committed snapshot and demo set): shapes,
 * cache lifetimes, validation at the edge, and a civic service that is down.
 */
let adapters: MemoryAdapters;
let civic: StartedService;
let background: { stop(): Promise<void> };
let app: ReturnType<typeof bffWith>;

beforeAll(async () => {
  adapters = await memoryAdapters();
  // No geocoder listens here: address lookups say so in words; ZIPs and points need none.
  civic = await startService(civicDataService({ geocoder: censusGeocoder({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }) }), adapters);
  background = await startCivicBackground(civic, { GEOCODER_URL: 'http://127.0.0.1:9', OPENSTATES_API_URL: 'http://127.0.0.1:9', OPENSTATES_SYNC_MINUTES: 60, CIVIC_SNAPSHOT: true });
  app = bffWith({ civicData: inProcess('civic-data', civic) });
});

afterAll(async () => {
  await background.stop();
  await civic.stop();
  await adapters.close();
});

const get = (path: string, status = 200) => getJson(app, path, status);

describe('civic reads through the BFF', () => {
  it.each([
    ['/api/congressional/delegation', 'public, max-age=3600'],
    ['/api/congressional/issues', 'public, max-age=3600'],
    ['/api/congressional/members', 'public, max-age=3600'],
    ['/api/legislature/session', 'public, max-age=300'],
    ['/api/legislature/bills/recent', 'public, max-age=600'],
    ['/api/legislature/votes/upcoming', 'public, max-age=600'],
    ['/api/legislature/bills?status=signed&chamber=house', 'public, max-age=600'],
    ['/api/legislature/representatives', 'public, max-age=3600'],
    ['/api/legislature/committees', 'public, max-age=3600'],
    ['/api/legislators/P000595', 'public, max-age=600'],
    ['/api/legislature/find-legislators?address=48933', 'no-store'],
  ])('serves %s with Cache-Control %s', async (path, cache) => {
    const { res } = await get(path);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers the spec shapes: 15 delegates, the session, bills, 148 legislators', async () => {
    expect(Representative.array().parse((await get('/api/congressional/delegation')).body)).toHaveLength(15);
    expect(LegislatureSession.parse((await get('/api/legislature/session')).body).isInSession).toBe(false);
    const bills = Bill.array().parse((await get('/api/legislature/bills?status=signed')).body);
    expect(bills.every((b) => b.status === 'signed' && b.source?.demo)).toBe(true);
    expect(((await get('/api/legislature/representatives')).body as unknown[]).length).toBe(148);
    expect(LegislatorProfile.parse((await get('/api/legislators/P000595')).body).fecIds).toContain('S4MI00355');
  });

  it('finds legislators for a ZIP and for a point; an address the geocoder cannot reach is answered in words', async () => {
    const zip = FindLegislatorsResult.parse((await get('/api/legislature/find-legislators?address=48933')).body);
    expect(zip.legislators.map((l) => l.name)).toEqual(['Tom Barrett', 'Gary C. Peters', 'Elissa Slotkin']);
    const point = FindLegislatorsResult.parse((await get('/api/legislature/find-legislators?lat=42.7325&lon=-84.5555')).body);
    expect(point.placement?.districts).toEqual({ house: '77', senate: '21', congress: ['7'] });
    const address = FindLegislatorsResult.parse((await get('/api/legislature/find-legislators?address=124%20W%20Allegan%20St')).body);
    expect(address).toMatchObject({ legislators: [], message: expect.stringContaining('not answering') });
  });

  it('refuses bad input at the edge with a 400 naming the field', async () => {
    const blank = (await get('/api/legislature/find-legislators?address=', 400)).body as Problem;
    expect(blank.errors?.address).toBeDefined();
    expect(((await get('/api/legislature/bills?status=passed', 400)).body as Problem).errors?.status).toBeDefined();
    expect(((await get('/api/legislature/bills?chamber=both', 400)).body as Problem).errors?.chamber).toBeDefined();
    expect(((await get('/api/legislators/not-an-id', 400)).body as Problem).errors?.id).toBeDefined();
    const long = (await get(`/api/legislature/find-legislators?address=${'x'.repeat(301)}`, 400)).body as Problem;
    expect(long.errors?.address).toContain('at most 300');
  });

  it('answers 404 for an unknown legislator, uncached', async () => {
    const { res } = await get('/api/legislators/Z999999', 404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('when civic-data is down', () => {
  it('answers 503 with a problem body, never cached, so the home page falls back', async () => {
    const down = bffWith({ civicData: unreachable('civic-data') });
    const res = await down.request('/api/congressional/delegation');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as Problem).status).toBe(503);
  });
});
