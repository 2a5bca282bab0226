import { readFile, stat } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../testing.ts';
import { readCivicFolder, type ParsedFolder } from './dataset.ts';
import { PROVENANCE_FILE, serialiseSnapshot } from './write-snapshot.ts';
import { SNAPSHOT_FILE, toSnapshot } from '../seed.ts';

let parsed: ParsedFolder;
beforeAll(async () => {
  parsed = await readCivicFolder(SHARED_DATA);
});

describe('the civic importers on ../shared/data', () => {
  it('read every file without a refusal', () => {
    expect(parsed.refused).toEqual([]);
    expect(parsed.complete).toEqual({ legislators: true, committees: true, members: true, districts: true });
  });

  it('find 148 state legislators: 110 House and 38 Senate, each district once', () => {
    const { legislators } = parsed.dataset;
    expect(legislators).toHaveLength(148);
    const house = legislators.filter((l) => l.chamber === 'house');
    const senate = legislators.filter((l) => l.chamber === 'senate');
    expect(house).toHaveLength(110);
    expect(senate).toHaveLength(38);
    expect(new Set(house.map((l) => l.district)).size).toBe(110);
    expect(new Set(senate.map((l) => l.district)).size).toBe(38);
    expect(legislators.find((l) => l.chamber === 'house' && l.district === '77')).toMatchObject({ name: 'Emily Dievendorf', party: 'Democratic', email: 'emilydievendorf@house.mi.gov' });
    expect(legislators.find((l) => l.chamber === 'senate' && l.district === '21')).toMatchObject({ name: 'Sarah Anthony' });
    // A current term recorded with its scheduled end still counts (Tyrone Carter, House 1).
    expect(legislators.find((l) => l.chamber === 'house' && l.district === '1')?.name).toBe('Tyrone Carter');
  });

  it('find 48 committees with members linked to legislators', () => {
    const { committees, legislators } = parsed.dataset;
    expect(committees).toHaveLength(48);
    const ids = new Set(legislators.map((l) => l.id));
    const linked = committees.flatMap((c) => c.members).filter((m) => m.legislatorId && ids.has(m.legislatorId));
    expect(linked.length).toBeGreaterThan(400);
  });

  it("find Michigan's 15 members of Congress: 2 senators and 13 representatives with FEC ids, committees and offices", () => {
    const { members } = parsed.dataset;
    expect(members).toHaveLength(15);
    expect(members.filter((m) => m.chamber === 'senate').map((m) => m.lastName).sort()).toEqual(['Peters', 'Slotkin']);
    expect(members.filter((m) => m.chamber === 'house').map((m) => Number(m.district))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const m of members) {
      expect(m.fecIds.length, m.name).toBeGreaterThan(0);
      expect(m.committees.length, m.name).toBeGreaterThan(0);
      expect(m.phone, m.name).toMatch(/^202-/);
    }
    expect(members.find((m) => m.district === '7')?.lastName).toBe('Barrett');
    expect(members.some((m) => m.districtOffices.length > 0)).toBe(true);
  });

  it('find 110 + 38 + 13 district polygons and the 1,190 Michigan crosswalk rows as 993 ZIPs', async () => {
    const { districts, zips } = parsed.dataset;
    expect(districts.filter((d) => d.level === 'house')).toHaveLength(110);
    expect(districts.filter((d) => d.level === 'senate')).toHaveLength(38);
    expect(districts.filter((d) => d.level === 'congress')).toHaveLength(13);
    const csv = await readFile(`${SHARED_DATA}/zip-to-district/zccd.csv`, 'utf8');
    const rows = csv.split('\n').filter((l) => l.split(',')[1] === 'MI');
    expect(rows).toHaveLength(1190);
    expect(zips).toHaveLength(new Set(rows.map((r) => r.split(',')[2])).size);
    expect(zips.reduce((n, z) => n + z.districts.length, 0)).toBe(1190);
    expect(zips.find((z) => z.zip === '48933')?.districts).toEqual(['7']);
  });

  it('take provenance from the data README: repository, commit and date', () => {
    expect(parsed.dataset.provenance.find((p) => p.key === 'openstates')).toEqual({
      key: 'openstates',
      name: 'Open States',
      repository: 'openstates/people',
      commit: '934bf09a94a35351baf872c70e778a4367c8266e',
      date: '2026-08-05',
    });
    for (const p of parsed.dataset.provenance) expect(p.date, p.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the committed snapshot', () => {
  it('is exactly what the importers make of ../shared/data today', async () => {
    const committed = await readFile(SNAPSHOT_FILE, 'utf8');
    expect(committed === serialiseSnapshot(toSnapshot(parsed.dataset)), 'snapshot differs: run npm run snapshot:civic').toBe(true);
  });

  it('fits in 3 MB with its provenance file, which names each source commit', async () => {
    const size = (await stat(SNAPSHOT_FILE)).size + (await stat(PROVENANCE_FILE)).size;
    expect(size).toBeLessThanOrEqual(3 * 1024 * 1024);
    const provenance = JSON.parse(await readFile(PROVENANCE_FILE, 'utf8')) as { sources: Array<{ commit: string }>; counts: Record<string, number> };
    expect(provenance.sources.map((s) => s.commit)).toEqual(parsed.dataset.provenance.map((p) => p.commit));
    expect(provenance.counts).toMatchObject({ stateLegislators: 148, stateHouse: 110, stateSenate: 38, committees: 48, membersOfCongress: 15 });
  });
});
