import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FILE } from '../seed.ts';
import { SHARED_DATA } from '../testing.ts';
import { buildSnapshot, PROVENANCE_FILE, serialiseSnapshot } from './write-snapshot.ts';

describe('the committed snapshot', () => {
  it('is what the importers make of ../shared/data (npm run snapshot:finance)', async () => {
    const { snapshot, refused } = await buildSnapshot(SHARED_DATA);
    expect(refused).toEqual([]);
    expect(serialiseSnapshot(snapshot)).toBe(await readFile(SNAPSHOT_FILE, 'utf8'));
    expect(snapshot.candidates.filter((c) => c.from === 'cn')).toHaveLength(192);
    expect(snapshot.totals).toHaveLength(112);
  });

  it('names its source, commit and date', async () => {
    const provenance = JSON.parse(await readFile(PROVENANCE_FILE, 'utf8')) as { sources: Array<{ key: string; repository: string; commit: string; date: string }> };
    expect(provenance.sources[0]).toMatchObject({ key: 'fec-bulk', repository: 'harshavardhan2112/campaign-viz', commit: '05de44a0105c43ee3de70ecd9ed44acab79bd44e', date: '2025-05-06' });
  });
});
