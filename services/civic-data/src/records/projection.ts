import {
  toCivicDataEvent,
  type BillRecord,
  type CongressMemberRecord,
  type DistrictRecord,
  type SourceProvenance,
  type StateCommitteeRecord,
  type StateLegislatorRecord,
} from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';

/** The read models, one collection per record type (each document is the record plus `_id`). */
export const COLLECTIONS = {
  legislators: 'legislators',
  committees: 'committees',
  members: 'members',
  districts: 'districts',
  bills: 'bills',
  zips: 'zips',
  notices: 'notices',
  sources: 'sources',
} as const;

export type WithId<T> = T & { _id: string };
export type ZipDoc = { _id: string; districts: string[] };
export type NoticeDoc = { _id: string; data: unknown };

export function civicCollections(docs: DocumentStore) {
  return {
    legislators: docs.collection<WithId<StateLegislatorRecord>>(COLLECTIONS.legislators),
    committees: docs.collection<WithId<StateCommitteeRecord>>(COLLECTIONS.committees),
    members: docs.collection<WithId<CongressMemberRecord>>(COLLECTIONS.members),
    districts: docs.collection<WithId<DistrictRecord>>(COLLECTIONS.districts),
    bills: docs.collection<WithId<BillRecord>>(COLLECTIONS.bills),
    zips: docs.collection<ZipDoc>(COLLECTIONS.zips),
    notices: docs.collection<NoticeDoc>(COLLECTIONS.notices),
    sources: docs.collection<WithId<SourceProvenance>>(COLLECTIONS.sources),
  };
}
export type CivicCollections = ReturnType<typeof civicCollections>;

/** Strips the document id. */
export function record<T>(doc: WithId<T>): T {
  const { _id, ...rest } = doc;
  return rest as T;
}

/**
 * Bumped whenever district or ZIP documents change, so the in-memory lookup
 * index (districts/lookup.ts) knows to rebuild. Keyed by document store: one
 * service per store.
 */
const geoVersions = new WeakMap<DocumentStore, number>();
export const geoVersion = (docs: DocumentStore): number => geoVersions.get(docs) ?? 0;
const bumpGeo = (docs: DocumentStore): void => void geoVersions.set(docs, geoVersion(docs) + 1);

async function put<T extends { id: string }>(collection: Collection<WithId<T>>, value: T): Promise<void> {
  await collection.put({ ...value, _id: value.id });
}

/** Every civic read model, fed from the service's own log. Each apply replaces whole documents, so a replay is harmless. */
export const civicProjection: Projection = {
  name: 'civic',
  async init(docs) {
    const c = civicCollections(docs);
    await c.legislators.ensureIndex('chamber');
    await c.bills.ensureIndex('lastActionDate');
    await c.districts.ensureIndex('level');
  },
  async reset(docs) {
    for (const name of Object.values(COLLECTIONS)) await docs.collection(name).deleteMany({});
    bumpGeo(docs);
  },
  async apply(stored, docs) {
    const event = toCivicDataEvent(stored);
    if (!event) return;
    const c = civicCollections(docs);
    switch (event.type) {
      case 'civic-data.source.recorded':
        return c.sources.put({ ...event.data.provenance, _id: event.data.provenance.key });
      case 'civic-data.legislator.imported':
      case 'civic-data.legislator.updated':
        return put(c.legislators, event.data.legislator);
      case 'civic-data.legislator.removed':
        return c.legislators.delete(event.data.id);
      case 'civic-data.committee.imported':
      case 'civic-data.committee.updated':
        return put(c.committees, event.data.committee);
      case 'civic-data.committee.removed':
        return c.committees.delete(event.data.id);
      case 'civic-data.member.imported':
      case 'civic-data.member.updated':
        return put(c.members, event.data.member);
      case 'civic-data.member.removed':
        return c.members.delete(event.data.id);
      case 'civic-data.district.imported':
      case 'civic-data.district.updated':
        await put(c.districts, event.data.district);
        return bumpGeo(docs);
      case 'civic-data.district.removed':
        await c.districts.delete(event.data.id);
        return bumpGeo(docs);
      case 'civic-data.zip-table.imported':
        await c.zips.deleteMany({});
        for (const entry of event.data.entries) await c.zips.put({ _id: entry.zip, districts: entry.districts });
        return bumpGeo(docs);
      case 'civic-data.zip-table.changed':
        for (const entry of event.data.set) await c.zips.put({ _id: entry.zip, districts: entry.districts });
        for (const zip of event.data.removed) await c.zips.delete(zip);
        return bumpGeo(docs);
      case 'civic-data.bill.recorded':
      case 'civic-data.bill.updated':
        return put(c.bills, event.data.bill);
      case 'civic-data.bill.removed':
        return c.bills.delete(event.data.id);
      case 'civic-data.session.status-set':
        return c.notices.put({ _id: 'session', data: event.data.status });
      case 'civic-data.upcoming-votes.set':
        return c.notices.put({ _id: 'upcoming-votes', data: event.data });
      case 'civic-data.federal-issues.set':
        return c.notices.put({ _id: 'federal-issues', data: event.data });
      case 'civic-data.federal-votes.set':
        return c.notices.put({ _id: 'federal-votes', data: event.data });
    }
  },
};
