import type { LegislatorProfile } from '@mitics/contracts';

import { MoneyPanel } from '../../features/campaign-finance/components/money-panel';
import LegislatorPage from '../../features/legislature/components/legislator-page';

/** Members of Congress may have FEC money; a state legislator's profile never asks. */
const money = (profile: LegislatorProfile) => (profile.level === 'federal' ? <MoneyPanel bioguideId={profile.ids.bioguide ?? profile.id} name={profile.name} /> : null);

/** /legislators/{id}: the legislator's profile with their campaign money beside it (two areas, joined here). */
export default function LegislatorRoute() {
  return <LegislatorPage aside={money} />;
}
