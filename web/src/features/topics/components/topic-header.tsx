import { pageTitle } from '../../../ui/layout.css';
import type { Topic } from '../topics';
import * as styles from './topic-header.css';

/** The topic's name as the page heading, with its short intro. */
export function TopicHeader({ topic }: { topic: Pick<Topic, 'id' | 'title' | 'kicker' | 'intro' | 'badge'> }) {
  return (
    <header className={styles.header} data-topic={topic.id}>
      <p className={styles.kicker({ tone: topic.badge ?? 'default' })}>{topic.kicker}</p>
      <h1 className={pageTitle}>{topic.title}</h1>
      <p className={styles.intro}>{topic.intro}</p>
    </header>
  );
}
