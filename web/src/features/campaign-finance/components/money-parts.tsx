import type { CandidateDetail } from '@mitics/contracts';

import { formatCount } from '../../../lib/numbers';
import { ColumnHeads } from '../../../ui/data-page';
import { formatMoney, stateShares } from '../lib/finance';
import * as styles from './finance.css';

/** The FEC's size bands as a table, each with a bar of its share of the itemized money. */
export function SizeBands({ bands, headingLevel = 3 }: { bands: CandidateDetail['sizeBands']; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = bands.reduce((sum, band) => sum + band.total, 0);
  return (
    <section aria-labelledby="size-bands-heading" className={styles.stack}>
      <Heading id="size-bands-heading" className={headingLevel === 2 ? styles.sectionHeading : styles.cardTitle}>
        Contributions by size
      </Heading>
      {bands.length === 0 ? (
        <p className={styles.text}>No itemized contributions have been imported for this candidate.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="size-bands">
            <caption className={styles.caption}>Itemized individual contributions, by the FEC&apos;s size bands</caption>
            <ColumnHeads columns={['Size', { label: 'Gifts', className: styles.numberCell }, { label: 'Total', className: styles.numberCell }, 'Share']} />
            <tbody>
              {bands.map((band) => {
                const share = total > 0 ? Math.round((band.total / total) * 100) : 0;
                return (
                  <tr key={band.key}>
                    <th scope="row" className={styles.cell}>{band.label}</th>
                    <td className={styles.numberCell}>{formatCount(band.count)}</td>
                    <td className={styles.numberCell}>{formatMoney(band.total)}</td>
                    <td className={styles.cell}>
                      <div className={styles.barRow}>
                        <span>{share}%</span>
                        <div className={styles.bar} aria-hidden="true">
                          <div className={styles.barFill} style={{ width: `${share}%` }} />
                        </div>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** In-state against out-of-state money of the itemized contributions. */
export function StateShare({ detail }: { detail: Pick<CandidateDetail, 'inStateTotal' | 'outOfStateTotal'> }) {
  const shares = stateShares(detail);
  return (
    <section aria-labelledby="state-share-heading" className={styles.stack} data-testid="state-share">
      <h3 id="state-share-heading" className={styles.cardTitle}>
        In-state and out-of-state money
      </h3>
      {shares ? (
        <>
          <p className={styles.text}>
            <strong>{shares.inState}%</strong> from Michigan ({formatMoney(detail.inStateTotal)}), <strong>{shares.outOfState}%</strong> from other states (
            {formatMoney(detail.outOfStateTotal)}).
          </p>
          <div className={styles.bar} aria-hidden="true">
            <div className={styles.barFill} style={{ width: `${shares.inState}%` }} />
          </div>
        </>
      ) : (
        <p className={styles.text}>No itemized contributions to split by state.</p>
      )}
    </section>
  );
}
