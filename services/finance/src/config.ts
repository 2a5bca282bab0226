import { z } from 'zod';
import { flag, loadConfig, serviceConfigShape } from '@mitics/kit';

/** Settings shared by the finance service in its own process and in embedded mode. */
export const financeSettingsShape = {
  /** Load the committed Michigan FEC snapshot (and the labelled demo contributions) into an empty store at start-up. */
  FINANCE_SNAPSHOT: flag.default(true),
};
export const FinanceSettings = z.object(financeSettingsShape);
export type FinanceSettings = z.infer<typeof FinanceSettings>;

export const FinanceConfig = z.object({
  ...serviceConfigShape({ port: 4103, database: 'mitics-finance', dataDir: './.data/finance' }),
  ...financeSettingsShape,
});
export type FinanceConfig = z.infer<typeof FinanceConfig>;

/** The finance service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadFinanceConfig = (env: Record<string, string | undefined> = process.env): FinanceConfig => loadConfig(FinanceConfig, env);
