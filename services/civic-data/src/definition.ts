import type { ServiceDefinition } from '@mitics/kit';
import { censusGeocoder, type Geocoder } from './geo/geocoder.ts';
import { civicRoutes } from './http/routes.ts';
import { civicProjection } from './records/projection.ts';

/** The civic-data service: the Legislature, the delegation in Washington, districts and the lookup. */
export function civicDataService(options: { geocoder?: Geocoder } = {}): ServiceDefinition {
  return {
    name: 'civic-data',
    projections: [civicProjection],
    routes: civicRoutes({ geocoder: options.geocoder ?? censusGeocoder() }),
  };
}
