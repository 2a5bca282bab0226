import * as styles from '../components/staff.css';

const GUIDE: ReadonlyArray<[markup: string, meaning: string]> = [
  ['## Section title', 'a section heading'],
  ['### Sub-heading', 'a smaller heading'],
  ['> Quoted words', 'a pull quote'],
  ['**bold**', 'bold text'],
  ['*italic*', 'italic text'],
  ['🚨 **BREAKING:** …', 'a breaking-news line'],
  ['![alt](https://…)', 'an image'],
  ['| a | b |', 'a table row (with a | --- | line under the header)'],
];

/** The formatting guide card of /create (staff §2). */
export function FormattingGuide() {
  return (
    <section className={styles.card} aria-labelledby="formatting-guide-title">
      <h2 id="formatting-guide-title" className={styles.cardTitle}>
        Formatting Guide
      </h2>
      <ul className={styles.guideList}>
        {GUIDE.map(([markup, meaning]) => (
          <li key={markup}>
            <code className={styles.code}>{markup}</code> {meaning}
          </li>
        ))}
      </ul>
    </section>
  );
}
