import {
  BillRecorded,
  BillRemoved,
  BillUpdated,
  CommitteeImported,
  CommitteeRemoved,
  CommitteeUpdated,
  DistrictImported,
  DistrictRemoved,
  DistrictUpdated,
  LegislatorImported,
  LegislatorRemoved,
  LegislatorUpdated,
  MemberImported,
  MemberRemoved,
  MemberUpdated,
  type BillRecord,
  type CongressMemberRecord,
  type DistrictRecord,
  type StateCommitteeRecord,
  type StateLegislatorRecord,
  toCivicDataEvent,
} from '@mitics/contracts';
import { recordKind } from '@mitics/kit';

// Each imported record type: the kit's record kind over the civic-data contracts.
export const legislators = recordKind<StateLegislatorRecord>({
  aggregate: 'legislator',
  imported: LegislatorImported,
  updated: LegislatorUpdated,
  removed: LegislatorRemoved,
  read: toCivicDataEvent,
});
export const committees = recordKind<StateCommitteeRecord>({
  aggregate: 'committee',
  imported: CommitteeImported,
  updated: CommitteeUpdated,
  removed: CommitteeRemoved,
  read: toCivicDataEvent,
});
export const members = recordKind<CongressMemberRecord>({ aggregate: 'member', imported: MemberImported, updated: MemberUpdated, removed: MemberRemoved, read: toCivicDataEvent });
export const districts = recordKind<DistrictRecord>({
  aggregate: 'district',
  imported: DistrictImported,
  updated: DistrictUpdated,
  removed: DistrictRemoved,
  read: toCivicDataEvent,
});
export const bills = recordKind<BillRecord>({ aggregate: 'bill', imported: BillRecorded, updated: BillUpdated, removed: BillRemoved, read: toCivicDataEvent });
