import { Button } from '../../../ui/button';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import * as styles from './staff.css';

/** Rows standing in for a staff list while it loads. */
export function Loading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label}>
      <div className={styles.list}>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={styles.row}>
            <div className={styles.rowMain}>
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="40%" height="0.875rem" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** A list that could not be read, with a way to try again. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>We could not load the {what}</p>
      <p>Please try again in a moment.</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
