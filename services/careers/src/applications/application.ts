import type { CareersEvent, JobApplication } from '@mitics/contracts';
import type { StoredEvent } from '@mitics/kit';
import { toCareersEvent } from '../jobs/job.ts';

/** One application's write-side state: nothing yet, or submitted (applications are never changed). */
export type ApplicationState = { kind: 'absent' } | { kind: 'submitted'; application: JobApplication };

export const initialApplicationState = (): ApplicationState => ({ kind: 'absent' });

/** Every application is its own stream: it holds one event, its submission. */
export const applicationStream = (applicationId: string): string => `application-${applicationId}`;

/** Applies one event to an application. Pure; shared by the command side and the read model. */
export function evolveApplication(state: ApplicationState, event: CareersEvent): ApplicationState {
  if (event.type !== 'careers.application.submitted' || state.kind !== 'absent') return state;
  const { applicationId, ...fields } = event.data;
  return { kind: 'submitted', application: { ...fields, id: applicationId } };
}

export function evolveStoredApplication(state: ApplicationState, stored: StoredEvent): ApplicationState {
  const event = toCareersEvent(stored);
  return event ? evolveApplication(state, event) : state;
}
