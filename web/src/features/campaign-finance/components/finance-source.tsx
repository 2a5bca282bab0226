import type { FinanceSource } from '@mitics/contracts';

import { Badge } from '../../../ui/badge';
import { sourceText } from '../lib/finance';
import * as styles from './finance.css';

/*
 * The labels every money figure carries, apart from the cards and tables of
 * ./finance-bits, so a member's money panel (on /legislators/{id}) loads only these.
 */

/** Invented rows are never passed off as filings: they carry this label on screen. */
export function DemoBadge() {
  return <Badge tone="outline">Demo data</Badge>;
}

/** 'Source: FEC, Nov 1, 2026 · Demo data' under figures drawn from these sources. */
export function SourceLine({ sources }: { sources: readonly FinanceSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className={styles.source} data-testid="source">
      <span>Source:</span>
      {sources.map((source) => (source.demo ? <DemoBadge key={source.key} /> : <span key={source.key}>{sourceText(source)}</span>))}
    </p>
  );
}
