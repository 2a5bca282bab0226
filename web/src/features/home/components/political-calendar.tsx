import * as layout from './home-layout.css';
import * as styles from './rail.css';

/** The static calendar of the spec (reader §2). */
export const POLITICAL_CALENDAR = [
  {
    when: 'Nov 2025',
    dateTime: '2025-11',
    title: 'Elections',
    text: 'Local and school elections across Michigan, including city races such as mayor of Detroit.',
  },
  {
    when: 'Jan 2026',
    dateTime: '2026-01',
    title: 'Legislature Session',
    text: 'The Legislature returns to Lansing for the second year of its 2025–26 session.',
  },
  {
    when: 'Nov 2026',
    dateTime: '2026-11',
    title: 'Midterm Elections',
    text: 'Governor, an open U.S. Senate seat, all 13 U.S. House seats and the Legislature on the ballot.',
  },
] as const;

export function PoliticalCalendar() {
  return (
    <section aria-labelledby="political-calendar-heading" className={layout.railCard}>
      <h2 id="political-calendar-heading" className={layout.railHeading}>
        Political Calendar
      </h2>
      <ol className={styles.events}>
        {POLITICAL_CALENDAR.map((event) => (
          <li key={event.title} className={styles.event}>
            <time dateTime={event.dateTime} className={styles.eventDate}>
              {event.when}
            </time>
            <div>
              <h3 className={styles.eventTitle}>{event.title}</h3>
              <p className={styles.eventText}>{event.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
