import type { ServiceDefinition } from '@mitics/kit';
import { applicationsProjection } from './applications/projections/applications.ts';
import { jobsProjection } from './jobs/projections/jobs.ts';
import { jobRoutes } from './jobs/routes.ts';

/** The careers service: job posts and the applications sent for them. */
export const careersService: ServiceDefinition = {
  name: 'careers',
  projections: [jobsProjection, applicationsProjection],
  routes: jobRoutes,
};
