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
} from '@mitics/contracts';
import { recordKind } from './record.ts';

export const legislators = recordKind<StateLegislatorRecord>({
  aggregate: 'legislator',
  imported: LegislatorImported,
  updated: LegislatorUpdated,
  removed: LegislatorRemoved,
});
export const committees = recordKind<StateCommitteeRecord>({
  aggregate: 'committee',
  imported: CommitteeImported,
  updated: CommitteeUpdated,
  removed: CommitteeRemoved,
});
export const members = recordKind<CongressMemberRecord>({ aggregate: 'member', imported: MemberImported, updated: MemberUpdated, removed: MemberRemoved });
export const districts = recordKind<DistrictRecord>({
  aggregate: 'district',
  imported: DistrictImported,
  updated: DistrictUpdated,
  removed: DistrictRemoved,
});
export const bills = recordKind<BillRecord>({ aggregate: 'bill', imported: BillRecorded, updated: BillUpdated, removed: BillRemoved });
