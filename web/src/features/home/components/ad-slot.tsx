import { Link } from 'react-router-dom';

import * as styles from './rail.css';

/**
 * The advertisement slot: labelled, with its 300 x 250 box reserved so a
 * filled slot never moves the page. No third-party ad script: until a sold ad
 * is served first-party, the house promotes the newsletter.
 */
export function AdSlot() {
  return (
    <section aria-labelledby="ad-slot-label" className={styles.ad} data-testid="ad-slot">
      <p id="ad-slot-label" className={styles.adLabel}>
        Advertisement
      </p>
      <div className={styles.adBox}>
        <p className={styles.adTitle}>Michigan Politics Weekly</p>
        <p className={styles.adText}>The week in Lansing and Washington, free in your inbox every Friday.</p>
        <Link to="/newsletter" className={styles.adLink}>
          Subscribe free
        </Link>
      </div>
    </section>
  );
}
