import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Candidate, CandidateDetail, Contribution, Donor, FinanceSources, FinanceSummary, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { financeService } from '../definition.ts';
import { startFinanceBackground } from '../start.ts';
import { displayName, officeLabel, sizeBandOf } from './queries.ts';

let adapters: MemoryAdapters;
let service: StartedService;

beforeAll(async () => {
  adapters = await memoryAdapters();
  service = await startService(financeService, adapters);
  await startFinanceBackground(service, { FINANCE_SNAPSHOT: true });
});
afterAll(async () => {
  await service.stop();
  await adapters.close();
});

async function get<T = unknown>(path: string, status = 200): Promise<T> {
  const res = await service.app.request(path);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('finance routes over the committed snapshot and the demo set', () => {
  it('sums the 112 Michigan 2024 totals into the summary and ranks the top raisers and spenders', async () => {
    const summary = FinanceSummary.parse(await get('/summary'));
    expect(summary.totalRaised).toBeGreaterThan(100_000_000);
    expect(summary.totalSpent).toBeGreaterThan(100_000_000);
    expect(summary.averageRaised).toBeCloseTo(summary.totalRaised / 112, 0);
    expect(summary.topCandidatesByRaising[0]).toMatchObject({ id: 'S4MI00470', name: 'Elissa Slotkin', office: 'U.S. Senate', totalRaised: 51937060.2 });
    expect(summary.topCandidatesByRaising).toHaveLength(5);
    expect(summary.topCandidatesBySpending[0]?.totalSpent).toBeGreaterThan(0);
    // Only invented rows are itemized here: the figures built from them say so.
    expect(summary.demoFigures).toEqual(['largeContributionsTotal', 'outOfStateTotal']);
    expect(summary.largeContributionsTotal).toBeGreaterThan(0);
  });

  it('lists every Michigan candidate, biggest raisers first, with FEC figures', async () => {
    const list = Candidate.array().parse(await get('/candidates'));
    expect(list.length).toBe(243);
    expect(list[0]?.id).toBe('S4MI00470');
    const barrett = list.find((c) => c.id === 'H2MI07123');
    expect(barrett).toMatchObject({ name: 'Thomas More Barrett', office: 'U.S. House MI-07', district: '7', party: 'Republican' });
    const noItemized = list.find((c) => !c.isDemo && c.totalRaised > 0);
    expect(noItemized).toMatchObject({ largeContributions: 0, averageContribution: 0, outOfStatePercent: 0 });
  });

  it('serves recent contributions and top donors, labelled demo', async () => {
    const recent = Contribution.array().parse(await get('/contributions/recent'));
    expect(recent.length).toBe(50);
    expect(recent.every((c) => c.isDemo)).toBe(true);
    expect([...recent].sort((a, b) => b.date.localeCompare(a.date)).map((c) => c.id)).toEqual(recent.map((c) => c.id));
    expect(Contribution.array().parse(await get('/contributions/recent?limit=3'))).toHaveLength(3);
    const donors = Donor.array().parse(await get('/donors/top?limit=10'));
    expect(donors).toHaveLength(10);
    expect(donors.every((d) => d.isDemo)).toBe(true);
    expect(donors[0]!.totalContributed).toBeGreaterThanOrEqual(donors[9]!.totalContributed);
    expect(new Set(donors.map((d) => d.type)).size).toBeGreaterThan(1);
  });

  it('gives a candidate page with size bands, in/out of state, committees and sources; by bioguide id too', async () => {
    const slotkin = CandidateDetail.parse(await get('/candidates/S4MI00470'));
    expect(slotkin).toMatchObject({ fecId: 'S4MI00470', bioguideId: 'S001208', electionYear: 2024, totalSpent: 51654344.82, individualContributions: 46587666.88, coverageEndDate: '2024-12-31' });
    expect(slotkin.sizeBands.map((b) => b.key)).toEqual(['upTo200', '200to499', '500to999', '1000to1999', '2000plus']);
    expect(slotkin.sourceKeys).toEqual(['congress-legislators', 'demo', 'fec-bulk']);
    expect(slotkin.inStateTotal + slotkin.outOfStateTotal).toBeGreaterThan(0);
    expect(CandidateDetail.parse(await get('/by-bioguide/S001208')).fecId).toBe('S4MI00470');
    const barrett = CandidateDetail.parse(await get('/by-bioguide/B001321'));
    expect(barrett.fecId).toBe('H2MI07123');
    expect(barrett.committees.map((c) => c.id)).toContain('C00793976');
    const sources = FinanceSources.parse(await get('/sources'));
    expect(sources.sources.map((s) => [s.key, s.date, s.demo])).toEqual([
      ['congress-legislators', '2026-06-15', false],
      ['demo', null, true],
      ['fec-bulk', '2025-05-06', false],
    ]);
  });

  it('answers 404 for an unknown candidate or member, 400 for a malformed id or limit', async () => {
    expect((await get<Problem>('/candidates/H9MI99999', 404)).detail).toContain("No Michigan candidate with FEC id 'H9MI99999'");
    expect((await get<Problem>('/by-bioguide/A000001', 404)).detail).toContain('No FEC money');
    await get('/candidates/nope', 400);
    await get('/by-bioguide/lower1', 400);
    await get('/contributions/recent?limit=0', 400);
    await get('/donors/top?limit=ten', 400);
  });

  it('starts again without adding anything', async () => {
    const before = (await adapters.store.readAll(0, 1_000_000)).length;
    await startFinanceBackground(service, { FINANCE_SNAPSHOT: true });
    expect((await adapters.store.readAll(0, 1_000_000)).length).toBe(before);
  });
});

describe('figures', () => {
  it('names candidates and offices as readers expect', () => {
    expect(displayName('BARR, CALLIE')).toBe('Callie Barr');
    expect(displayName('CARL, JERRY LEE, JR')).toBe('Jerry Lee Carl Jr.');
    expect(displayName('WALBERG, TIMOTHY L REP')).toBe('Timothy L Walberg');
    expect(displayName('MCDONALD RIVET, KRISTEN')).toBe('Kristen McDonald Rivet');
    expect(officeLabel({ office: 'H', state: 'MI', district: '07' })).toBe('U.S. House MI-07');
    expect(officeLabel({ office: 'S', state: 'MI', district: null })).toBe('U.S. Senate');
  });
  it('puts amounts in the FEC size bands', () => {
    expect([200, 200.01, 499.99, 500, 999.99, 1000, 1999.99, 2000].map(sizeBandOf)).toEqual(['upTo200', '200to499', '200to499', '500to999', '500to999', '1000to1999', '1000to1999', '2000plus']);
  });
});
