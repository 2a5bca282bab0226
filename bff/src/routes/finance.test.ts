import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Candidate, CandidateDetail, Contribution, Donor, FinanceSources, FinanceSummary, type Problem } from '@mitics/contracts';
import { financeService, startFinanceBackground } from '@mitics/finance';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { unreachable } from '../testing/clients.ts';
import { bffWith, getJson, inProcess } from '../testing/route-app.ts';

/**
 * The campaign-finance paths of the public API against the real finance
 * service (in process, memory store, the committed snapshot and demo set):
 * shapes, cache lifetimes, validation at the edge, 404s in words, and a
 * finance service that is down.
 */
let adapters: MemoryAdapters;
let finance: StartedService;
let app: ReturnType<typeof bffWith>;

beforeAll(async () => {
  adapters = await memoryAdapters();
  finance = await startService(financeService, adapters);
  await startFinanceBackground(finance, { FINANCE_SNAPSHOT: true });
  app = bffWith({ finance: inProcess('finance', finance) });
});

afterAll(async () => {
  await finance.stop();
  await adapters.close();
});

const get = (path: string, status = 200) => getJson(app, path, status);

describe('campaign finance through the BFF', () => {
  it.each([
    '/api/campaign-finance/summary',
    '/api/campaign-finance/candidates',
    '/api/campaign-finance/contributions/recent',
    '/api/campaign-finance/donors/top',
    '/api/campaign-finance/candidates/S4MI00470',
    '/api/campaign-finance/by-bioguide/S001208',
    '/api/campaign-finance/sources',
  ])('serves %s as JSON, cached an hour', async (path) => {
    const { res } = await get(path);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers the contract shapes with the real Michigan FEC figures and labelled demo rows', async () => {
    const summary = FinanceSummary.parse((await get('/api/campaign-finance/summary')).body);
    expect(summary.topCandidatesByRaising[0]).toMatchObject({ name: 'Elissa Slotkin', office: 'U.S. Senate' });
    const candidates = Candidate.array().parse((await get('/api/campaign-finance/candidates')).body);
    expect(candidates.find((c) => c.id === 'H2MI07123')?.office).toBe('U.S. House MI-07');
    const recent = Contribution.array().parse((await get('/api/campaign-finance/contributions/recent?limit=5')).body);
    expect(recent).toHaveLength(5);
    expect(recent.every((c) => c.isDemo)).toBe(true);
    expect(Donor.array().parse((await get('/api/campaign-finance/donors/top')).body).every((d) => d.isDemo)).toBe(true);
    const detail = CandidateDetail.parse((await get('/api/campaign-finance/by-bioguide/P000595')).body);
    expect(detail).toMatchObject({ bioguideId: 'P000595', candidate: { name: 'Gary Peters' } });
    expect(FinanceSources.parse((await get('/api/campaign-finance/sources')).body).sources.some((s) => s.demo)).toBe(true);
  });

  it('refuses malformed ids and limits at the edge, and says in words when nothing is known', async () => {
    const bad = (await get('/api/campaign-finance/candidates/robert', 400)).body as Problem;
    expect(JSON.stringify(bad)).toContain('FEC candidate id');
    expect(JSON.stringify((await get('/api/campaign-finance/by-bioguide/x', 400)).body)).toContain('bioguide id');
    await get('/api/campaign-finance/contributions/recent?limit=0', 400);
    await get('/api/campaign-finance/donors/top?limit=9999', 400);
    const missing = await get('/api/campaign-finance/candidates/H9MI99999', 404);
    expect((missing.body as Problem).detail).toContain('No Michigan candidate');
    expect(missing.res.headers.get('cache-control')).toBe('no-store');
    expect(((await get('/api/campaign-finance/by-bioguide/A000360', 404)).body as Problem).detail).toContain('No FEC money');
  });

  it('answers 503 when the finance service is down', async () => {
    const down = bffWith({ finance: unreachable('finance') });
    const res = await down.request('/api/campaign-finance/summary');
    expect(res.status).toBe(503);
    expect(((await res.json()) as Problem).status).toBe(503);
  });

  it('does not serve the paths without a finance service', async () => {
    const none = bffWith({});
    expect((await none.request('/api/campaign-finance/summary')).status).toBe(404);
  });
});
