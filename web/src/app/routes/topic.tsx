import { ArticleGrid, ArticleGridEmpty, ArticleGridError, ArticleGridSkeleton } from '../../features/articles/components/article-grid';
import { useTopicArticles } from '../../features/topics/api/get-topic-articles';
import { TopicHeader } from '../../features/topics/components/topic-header';
import { TOPIC_ERROR_TEXT, topics, type TopicId } from '../../features/topics/topics';
import { container } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as styles from './routes.css';

export type TopicPageProps = { topic: TopicId };

/** A topic page (Michigan Politics, Breaking News, Federal, Analysis): heading, intro and its article grid. */
export default function TopicPage({ topic: id }: TopicPageProps) {
  const topic = topics[id];
  useDocumentTitle(topic.title);
  const { data, isPending, isError } = useTopicArticles(topic);

  let content;
  if (isPending) content = <ArticleGridSkeleton label={`Loading ${topic.title}`} />;
  else if (isError) content = <ArticleGridError text={TOPIC_ERROR_TEXT} />;
  else if (data.length === 0) content = <ArticleGridEmpty title={topic.empty.title} hint={topic.empty.hint} />;
  else content = <ArticleGrid articles={data} badge={topic.badge} headingLevel={2} eagerFirst />;

  return (
    <div className={`${container} ${styles.page} ${styles.stack}`}>
      <TopicHeader topic={topic} />
      {content}
    </div>
  );
}
