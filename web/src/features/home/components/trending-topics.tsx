import { Link } from 'react-router-dom';

import { useTrendingTopics } from '../../articles/api/get-trending-topics';
import { visuallyHidden } from '../../../ui/layout.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import * as layout from './home-layout.css';
import * as styles from './rail.css';

/** Up to 8 topics (reader §9). */
export const TRENDING_SHOWN = 8;

/** 'Trending Topics' (reader §2): each topic searches for itself; refreshed every 5 minutes. */
export function TrendingTopics() {
  const { data, isPending, isError } = useTrendingTopics();
  const topics = (data ?? []).slice(0, TRENDING_SHOWN);

  let content;
  if (isPending) {
    content = (
      <LoadingRegion label="Loading trending topics">
        <div className={styles.chipSkeleton}>
          {['6rem', '4.5rem', '7rem', '5rem', '6.5rem', '4rem'].map((width, index) => (
            <Skeleton key={index} width={width} height="2.25rem" />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (isError || topics.length === 0) {
    content = <p className={layout.quiet}>No trending topics right now.</p>;
  } else {
    content = (
      <ul className={styles.topics} data-testid="trending-topics">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link to={`/search?q=${encodeURIComponent(topic.name)}`} className={styles.topic}>
              {topic.name}
              <span className={styles.topicCount}>
                {topic.count}
                <span className={visuallyHidden}> {topic.count === 1 ? 'story' : 'stories'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="trending-topics-heading" className={layout.railCard}>
      <h2 id="trending-topics-heading" className={layout.railHeading}>
        Trending Topics
      </h2>
      {content}
    </section>
  );
}
