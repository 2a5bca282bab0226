import type { JobPost } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolveJob, initialJobState, toCareersEvent, type JobState } from '../job.ts';

/** The job posts read model: one document per live post; deleted posts are removed. */
export const JOBS = 'jobs';

/** `_v` is the stream version last applied, so a redelivered event is skipped. */
export type JobDoc = JobPost & { _id: string; _v: number };

const jobs = (docs: DocumentStore): Collection<JobDoc> => docs.collection<JobDoc>(JOBS);

export function toJob(doc: JobDoc): JobPost {
  const { _id, _v, ...job } = doc;
  return job;
}

export const jobsProjection: Projection = {
  name: 'jobs',
  async init(docs) {
    await jobs(docs).ensureIndex('isActive');
    await jobs(docs).ensureIndex('createdAt');
  },
  async reset(docs) {
    await jobs(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toCareersEvent(stored);
    if (!event || event.type === 'careers.application.submitted') return;
    const collection = jobs(docs);
    const id = event.data.jobId;
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    // The read model folds the same evolve as the write side, so both agree on every field.
    const state: JobState = doc ? { kind: 'present', job: toJob(doc) } : initialJobState();
    const next = evolveJob(state, event);
    if (next.kind === 'present') await collection.put({ ...next.job, _id: id, _v: stored.streamVersion });
    else if (next.kind === 'deleted') await collection.delete(id);
  },
};

const NEWEST_FIRST = { createdAt: -1, _id: 1 } as const;

/** The queries over the job posts read model, bound to one document store. */
export function jobQueries(docs: DocumentStore) {
  const collection = jobs(docs);
  return {
    /** Every post, newest first (the admin panel). */
    async all(): Promise<JobPost[]> {
      return (await collection.find({}, { sort: NEWEST_FIRST })).map(toJob);
    },
    /** The posts applicants see, newest first. */
    async active(): Promise<JobPost[]> {
      return (await collection.find({ isActive: true }, { sort: NEWEST_FIRST })).map(toJob);
    },
    async byId(id: string): Promise<JobPost | null> {
      const doc = await collection.findOne({ _id: id });
      return doc ? toJob(doc) : null;
    },
    async isEmpty(): Promise<boolean> {
      return (await collection.count({})) === 0;
    },
  };
}
