import type { LegislatorProfile } from '@mitics/contracts';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

import { isBioguideId, MoneyPanelSkeleton, MoneyPrefetch } from '../../features/campaign-finance/components/money-prefetch';
import LegislatorPage from '../../features/legislature/components/legislator-page';

// Only a member of Congress's profile draws the panel, so only theirs loads its code (a state
// legislator's page, most of them, never does). A server-drawn panel keeps its markup until it arrives.
const MoneyPanel = lazy(() => import('../../features/campaign-finance/components/money-panel').then((module) => ({ default: module.MoneyPanel })));

/** Members of Congress may have FEC money; a state legislator's profile never asks. */
const money = (profile: LegislatorProfile) =>
  profile.level === 'federal' ? (
    <Suspense fallback={<MoneyPanelSkeleton />}>
      <MoneyPanel bioguideId={profile.ids.bioguide ?? profile.id} name={profile.name} />
    </Suspense>
  ) : null;

/** /legislators/{id}: the legislator's profile with their campaign money beside it (two areas, joined here). */
export default function LegislatorRoute() {
  const { id = '' } = useParams();
  return (
    <>
      {isBioguideId(id) ? <MoneyPrefetch bioguideId={id} /> : null}
      <LegislatorPage aside={money} />
    </>
  );
}
