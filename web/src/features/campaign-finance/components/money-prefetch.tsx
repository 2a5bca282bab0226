import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useFinanceSources, useMoneyByBioguide } from '../api/get-finance';
import * as styles from './finance.css';

/** A bioguide id (congress-legislators): 'S001208'. State legislators' ids never look like one. */
export const isBioguideId = (id: string): boolean => /^[A-Z]\d{6}$/.test(id);

/**
 * Starts reading a member's money with the profile instead of after it (and,
 * on the server, in the render's first pass, so the panel arrives drawn).
 * Draws nothing. Apart from the panel (money-panel.tsx), which only a member
 * of Congress's profile loads.
 */
export function MoneyPrefetch({ bioguideId }: { bioguideId: string }) {
  useMoneyByBioguide(bioguideId);
  useFinanceSources();
  return null;
}

/** The panel while its money (or, on a page the browser draws, its code) is on the way. */
export function MoneyPanelSkeleton() {
  return (
    <section className={styles.card} aria-label="Campaign money">
      <LoadingRegion label="Loading campaign money">
        <Skeleton width="60%" height="1.4rem" />
        <Skeleton height="5rem" />
      </LoadingRegion>
    </section>
  );
}
