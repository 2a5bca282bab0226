import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CongressMemberRecord, DistrictRecord, SourceProvenance, StateCommitteeRecord, StateLegislatorRecord, ZipDistricts } from '@mitics/contracts';
import { parseCongress } from './congress.ts';
import { DISTRICT_FILES, parseDistrictLayer } from './districts.ts';
import { parseCommitteeFile, parseLegislatorFile } from './openstates.ts';
import { parseProvenance } from './provenance.ts';
import { isRefusal, type Refusal } from './refusal.ts';
import { parseZipTable, ZIP_FILE } from './zips.ts';

/** Everything the civic importers read from a folder laid out like ../shared/data, Michigan only. */
export interface CivicDataset {
  provenance: SourceProvenance[];
  legislators: StateLegislatorRecord[];
  committees: StateCommitteeRecord[];
  members: CongressMemberRecord[];
  districts: DistrictRecord[];
  zips: ZipDistricts[];
}

export interface ParsedFolder {
  dataset: CivicDataset;
  refused: Refusal[];
  /** Sources read whole, without a refusal: only these may remove records they no longer list. */
  complete: { legislators: boolean; committees: boolean; members: boolean; districts: boolean };
}

const OPENSTATES = 'openstates-people/mi';

async function readText(folder: string, path: string): Promise<string | null> {
  return readFile(join(folder, path), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

async function yamlFiles(folder: string, dir: string): Promise<string[] | null> {
  const names = await readdir(join(folder, dir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return names ? names.filter((n) => n.endsWith('.yml') || n.endsWith('.yaml')).sort() : null;
}

const missing = (file: string): Refusal => ({ file, line: null, field: null, message: 'file or folder not found' });

/** Parses every civic source in `folder`; what cannot be read is listed in `refused`, the rest is returned. */
export async function readCivicFolder(folder: string): Promise<ParsedFolder> {
  const refused: Refusal[] = [];
  const count = () => refused.length;

  let before = count();
  const legislators: StateLegislatorRecord[] = [];
  const legislatorFiles = await yamlFiles(folder, `${OPENSTATES}/legislature`);
  if (!legislatorFiles) refused.push(missing(`${OPENSTATES}/legislature`));
  for (const name of legislatorFiles ?? []) {
    const file = `${OPENSTATES}/legislature/${name}`;
    const result = parseLegislatorFile(file, (await readText(folder, file)) ?? '');
    if (isRefusal(result)) refused.push(result);
    else if (result) legislators.push(result);
  }
  const legislatorsComplete = count() === before;

  before = count();
  const committees: StateCommitteeRecord[] = [];
  const committeeFiles = await yamlFiles(folder, `${OPENSTATES}/committees`);
  if (!committeeFiles) refused.push(missing(`${OPENSTATES}/committees`));
  for (const name of committeeFiles ?? []) {
    const file = `${OPENSTATES}/committees/${name}`;
    const result = parseCommitteeFile(file, (await readText(folder, file)) ?? '');
    if (isRefusal(result)) refused.push(result);
    else committees.push(result);
  }
  const committeesComplete = count() === before;

  before = count();
  const names = ['legislators-current', 'committees-current', 'committee-membership-current', 'legislators-district-offices', 'legislators-social-media'];
  const texts = await Promise.all(names.map((n) => readText(folder, `congress-legislators/${n}.yaml`)));
  const [legislatorsYaml, committeesYaml, membershipYaml, officesYaml, socialYaml] = texts;
  let members: CongressMemberRecord[] = [];
  if (legislatorsYaml === null || legislatorsYaml === undefined) refused.push(missing('congress-legislators/legislators-current.yaml'));
  else {
    const congress = parseCongress({
      legislators: legislatorsYaml,
      committees: committeesYaml ?? '[]',
      membership: membershipYaml ?? '{}',
      offices: officesYaml ?? '[]',
      social: socialYaml ?? '[]',
    });
    members = congress.members;
    refused.push(...congress.refused);
  }
  const membersComplete = count() === before;

  before = count();
  const districts: DistrictRecord[] = [];
  for (const level of ['house', 'senate', 'congress'] as const) {
    const source = await readText(folder, DISTRICT_FILES[level].file);
    if (source === null) {
      refused.push(missing(DISTRICT_FILES[level].file));
      continue;
    }
    const layer = parseDistrictLayer(level, source);
    districts.push(...layer.districts);
    refused.push(...layer.refused);
  }
  const districtsComplete = count() === before;

  const zipSource = await readText(folder, ZIP_FILE);
  let zips: ZipDistricts[] = [];
  if (zipSource === null) refused.push(missing(ZIP_FILE));
  else {
    const table = parseZipTable(zipSource);
    zips = table.entries;
    refused.push(...table.refused);
  }

  legislators.sort((a, b) => (a.chamber === b.chamber ? Number(a.district) - Number(b.district) || a.name.localeCompare(b.name) : a.chamber === 'house' ? -1 : 1));
  committees.sort((a, b) => a.chamber.localeCompare(b.chamber) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    dataset: { provenance: parseProvenance(await readText(folder, 'README.md')), legislators, committees, members, districts, zips },
    refused,
    complete: { legislators: legislatorsComplete, committees: committeesComplete, members: membersComplete, districts: districtsComplete },
  };
}
