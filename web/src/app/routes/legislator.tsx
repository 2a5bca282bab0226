import type { LegislatorProfile } from '@mitics/contracts';
import { useParams } from 'react-router-dom';

import { isBioguideId, MoneyPanel, MoneyPrefetch } from '../../features/campaign-finance/components/money-panel';
import LegislatorPage from '../../features/legislature/components/legislator-page';

/** Members of Congress may have FEC money; a state legislator's profile never asks. */
const money = (profile: LegislatorProfile) => (profile.level === 'federal' ? <MoneyPanel bioguideId={profile.ids.bioguide ?? profile.id} name={profile.name} /> : null);

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
