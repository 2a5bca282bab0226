import type { BillRecord, BillStatus, Chamber } from '@mitics/contracts';

/**
 * A bill's status from its actions (Open States action classifications),
 * latest first: signed or vetoed by the governor; passed by the second
 * chamber or the first; referred to committee; otherwise introduced.
 */
export function statusFromActions(actions: BillRecord['actions'], origin: Chamber): BillStatus {
  const has = (kind: string) => actions.some((a) => a.classification.includes(kind));
  if (has('became-law') || has('executive-signature')) return 'signed';
  if (has('executive-veto')) return 'vetoed';
  const passed = actions.filter((a) => a.classification.includes('passage')).map((a) => a.chamber);
  if (passed.length > 0) {
    const other: Chamber = origin === 'house' ? 'senate' : 'house';
    if (passed.includes(other)) return other === 'house' ? 'passed_house' : 'passed_senate';
    return origin === 'house' ? 'passed_house' : 'passed_senate';
  }
  if (has('referral-committee') || has('committee-passage')) return 'committee';
  return 'introduced';
}
