import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { civicDataService } from '../definition.ts';
import { applyDataset } from '../import/apply.ts';
import type { CivicDataset } from '../import/dataset.ts';
import { readSnapshot } from '../seed.ts';
import { decideZipTable } from './commands.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let dataset: CivicDataset;
const meta = { actor: 'test', correlationId: 'c-1' };

beforeEach(async () => {
  adapters = await memoryAdapters();
  service = await startService(civicDataService(), adapters);
  const { format: _format, ...snapshot } = await readSnapshot();
  dataset = snapshot;
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const allEvents = () => adapters.store.readAll(0, 100_000);
const ofType = async (type: string) => (await allEvents()).filter((e) => e.type === type);

describe('importing the civic dataset', () => {
  it('imports each record once, as civic-data.<aggregate>.imported events on its own stream', async () => {
    const report = await applyDataset(service.ctx, dataset, meta);
    expect(report.legislators).toEqual({ imported: 148, updated: 0, unchanged: 0, removed: 0 });
    expect(report.committees.imported).toBe(48);
    expect(report.members.imported).toBe(15);
    expect(report.districts.imported).toBe(161);
    expect(report.zips).toEqual({ set: 993, removed: 0 });
    const [dievendorf] = (await ofType('civic-data.legislator.imported')).filter((e) => (e.data as { legislator: { district: string; chamber: string } }).legislator.district === '77' && (e.data as { legislator: { chamber: string } }).legislator.chamber === 'house');
    expect(dievendorf?.stream).toBe('legislator-10e1b0b6-8c1d-4f2b-b29a-08770991b1d4');
    expect(await ofType('civic-data.zip-table.imported')).toHaveLength(1);
    expect(await ofType('civic-data.source.recorded')).toHaveLength(4);
  });

  it('emits nothing when the same data is imported again', async () => {
    await applyDataset(service.ctx, dataset, meta);
    const before = (await allEvents()).length;
    const again = await applyDataset(service.ctx, dataset, meta);
    expect(again.legislators).toEqual({ imported: 0, updated: 0, unchanged: 148, removed: 0 });
    expect(again.zips).toEqual({ set: 0, removed: 0 });
    expect(again.sources).toBe(0);
    expect((await allEvents()).length).toBe(before);
  });

  it('emits one update naming the changed fields when a record changes, and the read model follows', async () => {
    await applyDataset(service.ctx, dataset, meta);
    const changed = dataset.legislators.map((l) => (l.district === '77' && l.chamber === 'house' ? { ...l, email: 'new@house.mi.gov' } : l));
    const report = await applyDataset(service.ctx, { ...dataset, legislators: changed }, meta);
    expect(report.legislators).toEqual({ imported: 0, updated: 1, unchanged: 147, removed: 0 });
    const [update] = await ofType('civic-data.legislator.updated');
    expect(update?.data).toMatchObject({ changed: ['email'], legislator: { name: 'Emily Dievendorf', email: 'new@house.mi.gov' } });
    const res = await service.app.request('/legislators/10e1b0b6-8c1d-4f2b-b29a-08770991b1d4');
    expect(((await res.json()) as { email: string }).email).toBe('new@house.mi.gov');
  });

  it('removes a record its source no longer lists, but only when the source was read whole', async () => {
    await applyDataset(service.ctx, dataset, meta);
    const fewer = { ...dataset, members: dataset.members.filter((m) => m.lastName !== 'Thanedar') };
    const partial = await applyDataset(service.ctx, fewer, meta, { legislators: true, committees: true, members: false, districts: true });
    expect(partial.members.removed).toBe(0);
    const whole = await applyDataset(service.ctx, fewer, meta);
    expect(whole.members.removed).toBe(1);
    expect((await (await service.app.request('/members')).json()) as unknown[]).toHaveLength(14);
    const back = await applyDataset(service.ctx, dataset, meta);
    expect(back.members.imported).toBe(1);
  });
});

describe('the ZIP table', () => {
  it('sends the whole table once, then only the ZIPs that changed or went away', () => {
    const table = [
      { zip: '48933', districts: ['7'] },
      { zip: '48906', districts: ['7', '8'] },
    ];
    expect(decideZipTable(null, table)).toEqual([{ type: 'civic-data.zip-table.imported', version: 1, data: { entries: table } }]);
    const current = new Map([
      ['48933', '7'],
      ['48906', '7,8'],
    ]);
    expect(decideZipTable(current, table)).toEqual([]);
    expect(decideZipTable(current, [{ zip: '48933', districts: ['8'] }])).toEqual([
      { type: 'civic-data.zip-table.changed', version: 1, data: { set: [{ zip: '48933', districts: ['8'] }], removed: ['48906'] } },
    ]);
  });
});
