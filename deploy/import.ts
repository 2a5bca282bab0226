/**
 * `npm run import -- <source> <folder>`: loads public data into the service
 * that owns it, through that service's own import commands and store (the
 * embedded data folder by default, MONGO_URL when set).
 */
import { runCivicImportCli } from '@mitics/civic-data/import';
import { runFinanceImportCli } from '@mitics/finance/import';

const importers: Record<string, (args: string[]) => Promise<number>> = {
  civic: runCivicImportCli,
  finance: runFinanceImportCli,
};

const [source, ...args] = process.argv.slice(2);
const run = source ? importers[source] : undefined;
if (!run) {
  console.error(`Usage: npm run import -- <${Object.keys(importers).join('|')}> <folder>`);
  process.exit(2);
}
run(args).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
