export { civicDataService } from './definition.ts';
export { CivicDataConfig, CivicSettings, loadCivicDataConfig, civicSettingsShape } from './config.ts';
export { startCivicBackground } from './start.ts';
export { censusGeocoder, type Geocoder } from './geo/geocoder.ts';
export { loadSnapshotIfEmpty, loadDemoIfEmpty, readSnapshot, SNAPSHOT_FILE } from './seed.ts';
export { readCivicFolder } from './import/dataset.ts';
export { applyDataset, type ImportReport } from './import/apply.ts';
export { describeRefusal, type Refusal } from './import/refusal.ts';
