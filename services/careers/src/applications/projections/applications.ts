import type { JobApplication } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { toCareersEvent } from '../../jobs/job.ts';
import { evolveApplication, initialApplicationState } from '../application.ts';

/** The applications read model: one document per application, kept when its job is deleted. */
export const APPLICATIONS = 'applications';

export type ApplicationDoc = JobApplication & { _id: string; _v: number };

const applications = (docs: DocumentStore): Collection<ApplicationDoc> => docs.collection<ApplicationDoc>(APPLICATIONS);

function toApplication(doc: ApplicationDoc): JobApplication {
  const { _id, _v, ...application } = doc;
  return application;
}

export const applicationsProjection: Projection = {
  name: 'applications',
  async init(docs) {
    await applications(docs).ensureIndex('jobId');
    await applications(docs).ensureIndex('submittedAt');
  },
  async reset(docs) {
    await applications(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toCareersEvent(stored);
    if (event?.type !== 'careers.application.submitted') return;
    const collection = applications(docs);
    if (await collection.findOne({ _id: event.data.applicationId })) return;
    const next = evolveApplication(initialApplicationState(), event);
    if (next.kind === 'submitted') await collection.put({ ...next.application, _id: next.application.id, _v: stored.streamVersion });
  },
};

/** The queries over the applications read model, bound to one document store. */
export function applicationQueries(docs: DocumentStore) {
  const collection = applications(docs);
  return {
    /** One job's applications, newest first. */
    async forJob(jobId: string): Promise<JobApplication[]> {
      return (await collection.find({ jobId }, { sort: { submittedAt: -1, _id: 1 } })).map(toApplication);
    },
    countForJob(jobId: string): Promise<number> {
      return collection.count({ jobId });
    },
  };
}
