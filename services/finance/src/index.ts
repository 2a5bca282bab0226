export { financeService } from './definition.ts';
export { FinanceConfig, FinanceSettings, loadFinanceConfig, financeSettingsShape } from './config.ts';
export { startFinanceBackground } from './start.ts';
export { loadSnapshotIfEmpty, loadDemoIfEmpty, readSnapshot, SNAPSHOT_FILE } from './seed.ts';
export { readFinanceFolder } from './import/dataset.ts';
export { applyDataset, type ImportReport } from './import/apply.ts';
export { describeRefusal, type Refusal } from './import/refusal.ts';
