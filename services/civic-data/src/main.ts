/**
 * Distributed mode: the civic-data service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. An empty store gets the committed Michigan snapshot.
 */
import { exitOnConfigError, runServiceMain } from '@mitics/kit';
import { CivicDataConfig, loadCivicDataConfig } from './config.ts';
import { civicDataService } from './definition.ts';
import { censusGeocoder } from './geo/geocoder.ts';
import { startCivicBackground } from './start.ts';

const config = exitOnConfigError(() => loadCivicDataConfig());

runServiceMain(civicDataService({ geocoder: censusGeocoder({ baseUrl: config.GEOCODER_URL }) }), CivicDataConfig, async (running, settings) => {
  await startCivicBackground(running, settings);
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
