import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../testing.ts';
import { readCivicFolder, type ParsedFolder } from './dataset.ts';

/**
 * A folder laid out like ../shared/data with a few real records and a few
 * broken ones: every broken file or record is refused with its file and its
 * line or field, and everything else still loads.
 */
let folder: string;
let parsed: ParsedFolder;

async function copy(path: string): Promise<void> {
  await mkdir(dirname(join(folder, path)), { recursive: true });
  await copyFile(join(SHARED_DATA, path), join(folder, path));
}
async function write(path: string, text: string): Promise<void> {
  await mkdir(dirname(join(folder, path)), { recursive: true });
  await writeFile(join(folder, path), text);
}

const LEG = 'openstates-people/mi/legislature';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'civic-malformed-'));
  const names = (await readdir(join(SHARED_DATA, LEG))).sort().slice(0, 3);
  for (const name of names) await copy(`${LEG}/${name}`);
  await write(`${LEG}/Broken-Syntax.yml`, 'id: ocd-person/11111111-1111-1111-1111-111111111111\nname: Broken Syntax\nroles:\n  - type: lower\n   district: 4\n');
  const dievendorf = await readFile(join(SHARED_DATA, LEG, 'Emily-Dievendorf-10e1b0b6-8c1d-4f2b-b29a-08770991b1d4.yml'), 'utf8');
  await write(`${LEG}/No-Party.yml`, dievendorf.replace(/party:\n- name: Democratic\n/, 'party: []\n'));
  const committees = (await readdir(join(SHARED_DATA, 'openstates-people/mi/committees'))).sort().slice(0, 2);
  for (const name of committees) await copy(`openstates-people/mi/committees/${name}`);
  await write('openstates-people/mi/committees/Bad-Chamber.yml', 'id: ocd-organization/22222222-2222-2222-2222-222222222222\nname: Nowhere\nchamber: attic\nmembers: []\n');
  for (const name of ['legislators-current', 'committees-current', 'committee-membership-current', 'legislators-district-offices', 'legislators-social-media']) {
    await copy(`congress-legislators/${name}.yaml`);
  }
  const house = JSON.parse(await readFile(join(SHARED_DATA, 'mi-legislative-districts/mi_house_districts.geojson'), 'utf8')) as { features: Array<{ properties: Record<string, unknown> }> };
  const [first, second] = house.features;
  if (!first || !second) throw new Error('no features');
  second.properties.SLDLST = 'seventy';
  await write('mi-legislative-districts/mi_house_districts.geojson', JSON.stringify({ ...house, features: [first, second] }));
  await write('mi-legislative-districts/mi_senate_districts.geojson', '{"type": "FeatureCollection", "features": [');
  await copy('mi-legislative-districts/us_congressional_districts.geojson');
  await write('zip-to-district/zccd.csv', 'state_fips,state_abbr,zcta,cd\n26,MI,48933,7\n26,MI,4893X,7\n26,MI,48906,7\n06,CA,90210,36\n26,MI,48906,8\n');
  parsed = await readCivicFolder(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const refusal = (file: string) => parsed.refused.filter((r) => r.file.endsWith(file));

describe('malformed input', () => {
  it('refuses a YAML syntax error with its file and line, and loads the other legislators', () => {
    expect(refusal('Broken-Syntax.yml')).toEqual([expect.objectContaining({ line: 5, message: expect.stringContaining('not valid YAML') })]);
    expect(parsed.dataset.legislators).toHaveLength(3);
  });

  it('refuses a record that breaks the schema, naming the field and its line', () => {
    expect(refusal('No-Party.yml')).toEqual([{ file: `${LEG}/No-Party.yml`, line: 7, field: 'party', message: 'must name a party' }]);
    expect(refusal('Bad-Chamber.yml')).toEqual([expect.objectContaining({ line: 3, field: 'chamber' })]);
    expect(parsed.dataset.committees).toHaveLength(2);
  });

  it('refuses a bad district feature by index and field, and truncated GeoJSON as a whole file', () => {
    expect(refusal('mi_house_districts.geojson')).toEqual([expect.objectContaining({ field: 'features.1.properties.SLDLST' })]);
    expect(refusal('mi_senate_districts.geojson')).toEqual([expect.objectContaining({ message: expect.stringContaining('not valid JSON') })]);
    expect(parsed.dataset.districts.filter((d) => d.level === 'house')).toHaveLength(1);
    expect(parsed.dataset.districts.filter((d) => d.level === 'congress')).toHaveLength(13);
  });

  it('refuses a bad crosswalk row with its line, and keeps a ZIP spanning two districts', () => {
    expect(refusal('zccd.csv')).toEqual([{ file: 'zip-to-district/zccd.csv', line: 3, field: 'zcta', message: 'must be 5 digits' }]);
    expect(parsed.dataset.zips).toEqual([
      { zip: '48906', districts: ['7', '8'] },
      { zip: '48933', districts: ['7'] },
    ]);
  });

  it('still reads the whole congress files, and marks only clean sources complete (they alone may remove records)', () => {
    expect(parsed.dataset.members).toHaveLength(15);
    expect(parsed.complete).toEqual({ legislators: false, committees: false, members: true, districts: false });
  });

  it('refuses a missing folder by name instead of failing the import', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'civic-empty-'));
    try {
      const result = await readCivicFolder(empty);
      expect(result.refused.map((r) => r.file)).toContain('openstates-people/mi/legislature');
      expect(result.refused.every((r) => r.message === 'file or folder not found')).toBe(true);
      expect(result.dataset.legislators).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
