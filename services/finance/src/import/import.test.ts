import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { financeService } from '../definition.ts';
import { financeCollections } from '../records/projection.ts';
import { folderWith, indivRow, SHARED_DATA } from '../testing.ts';
import { applyDataset } from './apply.ts';
import { readFinanceFolder } from './dataset.ts';

let adapters: MemoryAdapters;
let service: StartedService;
const meta = { actor: 'test', correlationId: 'test' };

beforeAll(async () => {
  adapters = await memoryAdapters();
  service = await startService(financeService, adapters);
});
afterAll(async () => {
  await service.stop();
  await adapters.close();
});

async function eventCount(): Promise<number> {
  return (await adapters.store.readAll(0, 1_000_000)).length;
}

describe('npm run import -- finance ../shared/data', () => {
  it('imports the 192 Michigan candidates of the candidate master and the 112 Michigan 2024 totals, refusing nothing', async () => {
    const parsed = await readFinanceFolder(SHARED_DATA);
    expect(parsed.refused).toEqual([]);
    expect(parsed.dataset.candidates.filter((c) => c.from === 'cn')).toHaveLength(192);
    expect(parsed.dataset.totals).toHaveLength(112);
    const report = await applyDataset(service.ctx, parsed.dataset, meta);
    expect(report.candidates.imported).toBe(parsed.dataset.candidates.length);
    expect(report.totals.imported).toBe(112);
    const c = financeCollections(service.ctx.docs);
    expect(await c.totals.count({})).toBe(112);
    expect(await c.candidates.count({ from: 'cn' })).toBe(192);
    expect(await c.candidates.findOne({ _id: 'S4MI00470' })).toMatchObject({ bioguideId: 'S001208', office: 'S' });
    expect((await c.sources.findOne({ _id: 'fec-bulk' }))?.date).toBe('2025-05-06');
  });

  it('is idempotent: importing the same folder again writes no event', async () => {
    const before = await eventCount();
    const parsed = await readFinanceFolder(SHARED_DATA);
    const report = await applyDataset(service.ctx, parsed.dataset, meta);
    expect(report.candidates).toEqual({ imported: 0, updated: 0, unchanged: parsed.dataset.candidates.length });
    expect(report.totals).toEqual({ imported: 0, updated: 0, unchanged: 112 });
    expect(report.sources).toBe(0);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a malformed row with its file and line, loads the rest, and updates only what changed', async () => {
    const cn = (await readFile(join(SHARED_DATA, 'fec-bulk/cn.txt'), 'utf8')).split('\n').filter((l) => l.split('|')[4] === 'MI');
    const barrett = cn.findIndex((l) => l.startsWith('H2MI07123|'));
    // Barrett's party changed, one row broken (too few columns), one with a bad office.
    const edited = cn.map((l, i) => (i === barrett ? l.replace('|REP|', '|IND|') : l));
    edited.splice(3, 0, 'H9MI99999|BROKEN, ROW|DEM|2024');
    edited.splice(5, 0, 'H9MI99998|BAD, OFFICE|DEM|2024|MI|X|01|C|C||||||');
    const folder = await folderWith({
      'fec-bulk/cn.txt': edited.join('\n') + '\n',
      'schedule-a/itcont24.txt': [indivRow({ SUB_ID: '11', TRANSACTION_AMT: '1200', STATE: 'OH' }), indivRow({ SUB_ID: '12', TRANSACTION_DT: '99999999' }), indivRow({ SUB_ID: '13', CMTE_ID: 'C99999999' })].join('\n'),
    });
    const parsed = await readFinanceFolder(folder);
    expect(parsed.refused).toEqual([
      { file: 'fec-bulk/cn.txt', line: 4, field: null, message: 'has 4 columns, expected 15 (CAND_ID|…|CAND_ZIP)' },
      { file: 'fec-bulk/cn.txt', line: 6, field: 'CAND_OFFICE', message: "'X' is not an office (H, S or P)" },
      { file: 'schedule-a/itcont24.txt', line: 2, field: 'TRANSACTION_DT', message: "'99999999' is not a date" },
    ]);
    const before = await eventCount();
    const report = await applyDataset(service.ctx, parsed.dataset, meta);
    expect(report.candidates).toEqual({ imported: 0, updated: 1, unchanged: 191 });
    expect(report.contributions).toEqual({ imported: 1, updated: 0, unchanged: 0, skipped: 1 });
    // One candidate update, one contribution, the Schedule A source.
    expect(await eventCount()).toBe(before + 3);
    const c = financeCollections(service.ctx.docs);
    // A folder without congress-legislators keeps the bioguide ids.
    expect(await c.candidates.findOne({ _id: 'H2MI07123' })).toMatchObject({ partyCode: 'IND', bioguideId: 'B001321' });
    expect(await c.contributions.findOne({ _id: 'fec-11' })).toMatchObject({ candidateId: 'H2MI07123', amount: 1200, state: 'OH' });
    const again = await applyDataset(service.ctx, (await readFinanceFolder(folder)).dataset, meta);
    expect(again.contributions).toEqual({ imported: 0, updated: 0, unchanged: 1, skipped: 1 });
  });
});
