import { FinanceSourceRecorded, toFinanceEvent, type FinanceSource } from '@mitics/contracts';
import { setValue, type CommandMeta, type ServiceContext } from '@mitics/kit';

/** The record-command helpers are the kit's; the finance service adds its sources. */
export { emptyTally, importRecords, type CommandMeta, type ImportTally, type RecordKind, type RecordState } from '@mitics/kit';

/** RecordSource: a source's name, address and date; the same value again decides nothing. */
export const recordSource = (ctx: ServiceContext, source: FinanceSource, meta: CommandMeta): Promise<boolean> =>
  setValue(ctx, toFinanceEvent, `source-${source.key}`, FinanceSourceRecorded, { source }, meta);
