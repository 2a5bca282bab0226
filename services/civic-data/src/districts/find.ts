import type { FindLegislatorsQuery, FindLegislatorsResult, Legislator, LookupPlacement, SourceNote } from '@mitics/contracts';
import type { DocumentStore } from '@mitics/kit';
import { GeocoderUnavailable, type Geocoder } from '../geo/geocoder.ts';
import { civicQueries } from '../http/queries.ts';
import { districtIndex } from './lookup.ts';

const ZIP = /^(\d{5})(?:-\d{4})?$/;

function sourcesOf(legislators: Legislator[], extra: SourceNote[]): SourceNote[] {
  const all = [...extra, ...legislators.map((l) => l.source).filter((s): s is SourceNote => s !== undefined)];
  return [...new Map(all.map((s) => [s.key, s])).values()];
}

/**
 * Find my legislators (reader §2, Legislators tab): a ZIP gives its U.S.
 * House member(s) and both senators; an address is geocoded and a point
 * (from the address or "use my location") is placed in the state House,
 * state Senate and congressional districts, giving the state representative,
 * state senator, U.S. representative and both senators.
 */
export async function findLegislators(docs: DocumentStore, geocoder: Geocoder, query: FindLegislatorsQuery): Promise<FindLegislatorsResult> {
  const queries = civicQueries(docs);
  const [index, notes] = await Promise.all([districtIndex(docs), queries.notes()]);
  const note = (key: string) => notes.get(key);
  const none = (message: string, placement: LookupPlacement | null = null): FindLegislatorsResult => ({ legislators: [], placement, message, sources: [] });

  const address = query.address?.trim() ?? '';
  const zip = ZIP.exec(address)?.[1];
  if (query.lat === undefined && zip) {
    const congress = index.zip(zip);
    if (congress.length === 0) return none(`ZIP code ${zip} is not a Michigan ZIP code we know. Try your full street address.`);
    const legislators = await queries.federalForDistricts(congress);
    const zipNote = note('zcta-crosswalk');
    return {
      legislators,
      placement: { kind: 'zip', label: zip, lat: null, lon: null, districts: { house: null, senate: null, congress } },
      message: congress.length > 1 ? `ZIP code ${zip} spans ${congress.length} congressional districts; enter your street address to find your state legislators and narrow it down.` : null,
      sources: sourcesOf(legislators, zipNote ? [zipNote] : []),
    };
  }

  let lat: number;
  let lon: number;
  let label: string;
  let kind: LookupPlacement['kind'];
  if (query.lat !== undefined && query.lon !== undefined) {
    lat = query.lat;
    lon = query.lon;
    label = `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
    kind = 'point';
  } else {
    let point;
    try {
      point = await geocoder.geocode(address);
    } catch (error) {
      if (error instanceof GeocoderUnavailable) return none('The address service is not answering right now. Try again shortly, or search by ZIP code.');
      throw error;
    }
    if (!point) return none(`We could not find "${address}". Check the street address, city and ZIP code, or search by ZIP code.`);
    ({ lat, lon } = point);
    label = point.matchedAddress;
    kind = 'address';
  }

  const found = index.locate(lon, lat);
  const placement: LookupPlacement = { kind, label, lat, lon, districts: { house: found.house, senate: found.senate, congress: found.congress ? [found.congress] : [] } };
  if (!found.house && !found.senate && !found.congress) return none(`${kind === 'point' ? 'That location' : `"${label}"`} is outside Michigan's legislative districts.`, placement);
  const [rep, senator, federal] = await Promise.all([
    found.house ? queries.stateLegislatorByDistrict('house', found.house) : null,
    found.senate ? queries.stateLegislatorByDistrict('senate', found.senate) : null,
    queries.federalForDistricts(found.congress ? [found.congress] : []),
  ]);
  const legislators = [rep, senator, ...federal].filter((l): l is Legislator => l !== null);
  const tiger = note('tiger-districts');
  return { legislators, placement, message: null, sources: sourcesOf(legislators, tiger ? [tiger] : []) };
}
