import type { ServiceDefinition } from '@mitics/kit';
import { financeRoutes } from './http/routes.ts';
import { financeProjection } from './records/projection.ts';

/** The finance service: FEC and Michigan campaign-finance records, and the campaign-finance hub's reads. */
export const financeService: ServiceDefinition = {
  name: 'finance',
  projections: [financeProjection],
  routes: financeRoutes,
};
