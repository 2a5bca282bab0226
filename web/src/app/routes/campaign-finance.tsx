import { trackTabClick } from '../../features/analytics';
import FinancePage, { type FinanceTab } from '../../features/campaign-finance/components/finance-page';

const onTabSelected = (tab: FinanceTab) => trackTabClick('campaign-finance', tab);

/** /campaign-finance: the hub, its tab choices reported as engagement events. */
export default function CampaignFinanceRoute() {
  return <FinancePage onTabSelected={onTabSelected} />;
}
