import * as layout from './home-layout.css';
import * as styles from './rail.css';

/** Static figures of the spec (reader §2). */
export const MICHIGAN_FACTS = [
  { label: 'Population', value: '10.1M' },
  { label: 'Electoral Votes', value: '15' },
  { label: 'House Districts', value: '13' },
  { label: 'Senate Seats', value: '2' },
] as const;

export function MichiganFacts() {
  return (
    <section aria-labelledby="michigan-facts-heading" className={layout.railCard}>
      <h2 id="michigan-facts-heading" className={layout.railHeading}>
        Michigan Facts
      </h2>
      <dl className={styles.facts} data-testid="michigan-facts">
        {MICHIGAN_FACTS.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
