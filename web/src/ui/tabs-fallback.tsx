import { LoadingRegion, Skeleton } from './skeleton';
import { fallback } from './tabs-fallback.css';

/**
 * Stands in for a page's tabbed sections while their code arrives. A page the
 * server drew keeps the server's markup instead (React hydrates the sections
 * once their chunk is here); this shows only when a reader moves to the page
 * inside the app, for the moment the chunk takes.
 */
export function TabsFallback({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={fallback}>
        <Skeleton width="min(32rem, 100%)" height="2.5rem" />
        <Skeleton height="10rem" />
        <Skeleton height="10rem" />
      </div>
    </LoadingRegion>
  );
}
