import { z } from 'zod';
import { defineEvent, type EventContract } from '../shared/event.ts';
import {
  BillRecord,
  CongressMemberRecord,
  DistrictRecord,
  FederalIssuesRecord,
  FederalVotesRecord,
  SessionStatusRecord,
  SourceProvenance,
  StateCommitteeRecord,
  StateLegislatorRecord,
  UpcomingVotesRecord,
  ZipDistricts,
} from './records.ts';

/**
 * Civic-data events, `civic-data.<aggregate>.<event>`. An import emits
 * `imported` for a record it has never seen, `updated` (with the names of the
 * changed fields) for one that changed, nothing for one that did not, and
 * `removed` for one the source no longer lists.
 */
const changed = z.array(z.string()).min(1);
const removal = z.object({ id: z.string(), reason: z.string() });

export const SourceRecorded = defineEvent('civic-data.source.recorded', 1, z.object({ provenance: SourceProvenance }));

export const LegislatorImported = defineEvent('civic-data.legislator.imported', 1, z.object({ legislator: StateLegislatorRecord }));
export const LegislatorUpdated = defineEvent('civic-data.legislator.updated', 1, z.object({ legislator: StateLegislatorRecord, changed }));
export const LegislatorRemoved = defineEvent('civic-data.legislator.removed', 1, removal);

export const CommitteeImported = defineEvent('civic-data.committee.imported', 1, z.object({ committee: StateCommitteeRecord }));
export const CommitteeUpdated = defineEvent('civic-data.committee.updated', 1, z.object({ committee: StateCommitteeRecord, changed }));
export const CommitteeRemoved = defineEvent('civic-data.committee.removed', 1, removal);

export const MemberImported = defineEvent('civic-data.member.imported', 1, z.object({ member: CongressMemberRecord }));
export const MemberUpdated = defineEvent('civic-data.member.updated', 1, z.object({ member: CongressMemberRecord, changed }));
export const MemberRemoved = defineEvent('civic-data.member.removed', 1, removal);

export const DistrictImported = defineEvent('civic-data.district.imported', 1, z.object({ district: DistrictRecord }));
export const DistrictUpdated = defineEvent('civic-data.district.updated', 1, z.object({ district: DistrictRecord, changed }));
export const DistrictRemoved = defineEvent('civic-data.district.removed', 1, removal);

/** The Michigan rows of the ZIP (ZCTA) to congressional district crosswalk: whole on first import, then only what changed. */
export const ZipTableImported = defineEvent('civic-data.zip-table.imported', 1, z.object({ entries: z.array(ZipDistricts) }));
export const ZipTableChanged = defineEvent(
  'civic-data.zip-table.changed',
  1,
  z.object({ set: z.array(ZipDistricts), removed: z.array(z.string()) }),
);

export const BillRecorded = defineEvent('civic-data.bill.recorded', 1, z.object({ bill: BillRecord }));
export const BillUpdated = defineEvent('civic-data.bill.updated', 1, z.object({ bill: BillRecord, changed }));
export const BillRemoved = defineEvent('civic-data.bill.removed', 1, removal);

export const SessionStatusSet = defineEvent('civic-data.session.status-set', 1, z.object({ status: SessionStatusRecord }));
export const UpcomingVotesSet = defineEvent('civic-data.upcoming-votes.set', 1, UpcomingVotesRecord);
export const FederalIssuesSet = defineEvent('civic-data.federal-issues.set', 1, FederalIssuesRecord);
export const FederalVotesSet = defineEvent('civic-data.federal-votes.set', 1, FederalVotesRecord);

export const civicDataEvents = {
  SourceRecorded,
  LegislatorImported,
  LegislatorUpdated,
  LegislatorRemoved,
  CommitteeImported,
  CommitteeUpdated,
  CommitteeRemoved,
  MemberImported,
  MemberUpdated,
  MemberRemoved,
  DistrictImported,
  DistrictUpdated,
  DistrictRemoved,
  ZipTableImported,
  ZipTableChanged,
  BillRecorded,
  BillUpdated,
  BillRemoved,
  SessionStatusSet,
  UpcomingVotesSet,
  FederalIssuesSet,
  FederalVotesSet,
} as const;

/** The union of civic-data event payloads keyed by type. */
export type CivicDataEvent = {
  [K in keyof typeof civicDataEvents]: {
    type: (typeof civicDataEvents)[K]['type'];
    data: z.infer<(typeof civicDataEvents)[K]['data']>;
  };
}[keyof typeof civicDataEvents];

const byType = new Map<string, EventContract<string, z.ZodType>>(Object.values(civicDataEvents).map((c) => [c.type, c]));

/**
 * Reads a stored event back as a typed civic-data event, checking its payload
 * against its contract. Other services' events give null; a civic-data event
 * that fails its schema is a defect and throws.
 */
export function toCivicDataEvent(event: { type: string; data: unknown }): CivicDataEvent | null {
  const contract = byType.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  return { type: contract.type, data } as CivicDataEvent;
}
