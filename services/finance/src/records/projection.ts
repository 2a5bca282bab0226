import {
  toFinanceEvent,
  type FinanceCandidateRecord,
  type FinanceCommitteeRecord,
  type FinanceContributionRecord,
  type FinanceLinkRecord,
  type FinanceSource,
  type FinanceTotalsRecord,
} from '@mitics/contracts';
import type { DocumentStore, Projection } from '@mitics/kit';

export const COLLECTIONS = {
  candidates: 'finance_candidates',
  committees: 'finance_committees',
  links: 'finance_links',
  totals: 'finance_totals',
  contributions: 'finance_contributions',
  sources: 'finance_sources',
} as const;

export type WithId<T> = T & { _id: string };

export function financeCollections(docs: DocumentStore) {
  return {
    candidates: docs.collection<WithId<FinanceCandidateRecord>>(COLLECTIONS.candidates),
    committees: docs.collection<WithId<FinanceCommitteeRecord>>(COLLECTIONS.committees),
    links: docs.collection<WithId<FinanceLinkRecord>>(COLLECTIONS.links),
    totals: docs.collection<WithId<FinanceTotalsRecord>>(COLLECTIONS.totals),
    contributions: docs.collection<WithId<FinanceContributionRecord>>(COLLECTIONS.contributions),
    sources: docs.collection<WithId<FinanceSource>>(COLLECTIONS.sources),
  };
}
export type FinanceCollections = ReturnType<typeof financeCollections>;

/** Strips the document id. */
export function record<T>(doc: WithId<T>): T {
  const { _id, ...rest } = doc;
  return rest as T;
}

/**
 * Bumped whenever a finance document changes, so the in-memory hub (the
 * summary, candidates, donors, computed once per version) knows to rebuild.
 * Keyed by document store: one service per store.
 */
const versions = new WeakMap<DocumentStore, number>();
export const financeVersion = (docs: DocumentStore): number => versions.get(docs) ?? 0;
const bump = (docs: DocumentStore): void => void versions.set(docs, financeVersion(docs) + 1);

/** The finance read models, one collection per record type; each apply replaces whole documents, so a replay is harmless. */
export const financeProjection: Projection = {
  name: 'finance',
  async init(docs) {
    const c = financeCollections(docs);
    await c.contributions.ensureIndex('candidateId');
    await c.contributions.ensureIndex('date');
    await c.candidates.ensureIndex('bioguideId');
  },
  async reset(docs) {
    for (const name of Object.values(COLLECTIONS)) await docs.collection(name).deleteMany({});
    bump(docs);
  },
  async apply(stored, docs) {
    const event = toFinanceEvent(stored);
    if (!event) return;
    const c = financeCollections(docs);
    switch (event.type) {
      case 'finance.source.recorded':
        await c.sources.put({ ...event.data.source, _id: event.data.source.key });
        break;
      case 'finance.candidate.imported':
      case 'finance.candidate.updated':
        await c.candidates.put({ ...event.data.candidate, _id: event.data.candidate.id });
        break;
      case 'finance.committee.imported':
      case 'finance.committee.updated':
        await c.committees.put({ ...event.data.committee, _id: event.data.committee.id });
        break;
      case 'finance.link.imported':
      case 'finance.link.updated':
        await c.links.put({ ...event.data.link, _id: event.data.link.id });
        break;
      case 'finance.totals.imported':
      case 'finance.totals.updated':
        await c.totals.put({ ...event.data.totals, _id: event.data.totals.id });
        break;
      case 'finance.contribution.imported':
      case 'finance.contribution.updated':
        await c.contributions.put({ ...event.data.contribution, _id: event.data.contribution.id });
        break;
    }
    bump(docs);
  },
};
