import * as styles from './search.css';

/** Static notes on what search covers. */
export function SearchAbout() {
  return (
    <section className={styles.panel} aria-labelledby="search-about-heading">
      <h2 id="search-about-heading" className={styles.panelTitle}>
        About search
      </h2>
      <p className={styles.aboutText}>
        Search looks through every published Mitics story: headlines, summaries, full text and tags. Every word you
        type must appear, so add words to narrow the results and remove them to widen them.
      </p>
      <p className={styles.aboutText}>
        Coverage spans the Michigan Legislature and the governor&apos;s office, Michigan&apos;s delegation in
        Washington, the courts, campaigns and the money behind them. The newest stories come first.
      </p>
    </section>
  );
}
