import { ArticleBody } from '../../../ui/article-body';
import { isImageUrl } from '../lib/article-form';
import * as styles from './staff.css';

type ArticlePreviewProps = {
  title: string;
  author: string;
  excerpt: string;
  content: string;
  imageUrl?: string;
  /** The contributor preview boxes breaking lines in red (staff §2). */
  highlightBreaking?: boolean;
};

/** What the article will look like: title, byline, image, excerpt and the body as readers see it. */
export function ArticlePreview({ title, author, excerpt, content, imageUrl, highlightBreaking }: ArticlePreviewProps) {
  const image = imageUrl?.trim();
  return (
    <section className={styles.preview} aria-label="Article preview" data-testid="article-preview">
      <div className={styles.previewColumn}>
        <h2 className={styles.previewTitle}>{title.trim() || 'Untitled Article'}</h2>
        <p className={styles.muted}>By {author.trim() || 'Author'}</p>
        {image && isImageUrl(image) ? <img src={image} alt="" className={styles.previewImage} /> : null}
        {excerpt.trim() ? <p className={styles.previewDek}>{excerpt}</p> : null}
        {content.trim() ? (
          <ArticleBody content={content} highlightBreaking={highlightBreaking} />
        ) : (
          <p className={styles.muted}>Nothing written yet.</p>
        )}
      </div>
    </section>
  );
}
