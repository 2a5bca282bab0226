import type { Legislator } from '@mitics/contracts';
import { useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { button } from '../../../ui/button.css';
import { DeskTabs } from '../../../ui/desk-tabs';
import { useBills, useRepresentatives } from '../api/get-civic';
import type { BillFilters } from '../api/legislature-keys';
import { chamberName, CHAMBER_OPTIONS, partyTone, STATUS_OPTIONS } from '../lib/civic';
import { BillCard } from './bill-card';
import * as styles from './legislature.css';
import { SelectBox } from './select';
import { SourceLine } from './source-line';

function BillsTab({ filters, setFilters }: { filters: BillFilters; setFilters: (f: BillFilters) => void }) {
  const { data, isPending, isError } = useBills(filters);
  let content;
  if (isPending) content = <p role="status" className={styles.text}>Loading bills...</p>;
  else if (isError) content = <p role="alert" className={styles.text}>Failed to fetch bills</p>;
  else if (data.length === 0)
    content = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No Bills Found</p>
        <p className={styles.text}>Try adjusting your search or filter criteria.</p>
      </div>
    );
  else
    content = (
      <ul className={styles.wideGrid} aria-label="Bills">
        {data.map((bill) => (
          <BillCard key={bill.id} bill={bill} />
        ))}
      </ul>
    );
  return (
    <>
      <div className={styles.toolbar}>
        <SearchField value={filters.search} onChange={(search) => setFilters({ ...filters, search })} className={styles.field} aria-label="Search bills">
          <Label className={styles.fieldLabel}>Search</Label>
          <Input className={styles.input} placeholder="Search bills..." />
        </SearchField>
        <SelectBox label="Status" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => setFilters({ ...filters, status })} />
        <SelectBox label="Chamber" options={CHAMBER_OPTIONS} value={filters.chamber} onChange={(chamber) => setFilters({ ...filters, chamber })} />
      </div>
      {content}
    </>
  );
}

function RepresentativeCard({ legislator }: { legislator: Legislator }) {
  return (
    <li className={styles.card} data-testid="legislator-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{legislator.name}</h3>
        <Badge tone={partyTone(legislator.party)}>{legislator.party}</Badge>
      </div>
      <p className={styles.meta}>
        {chamberName(legislator.chamber)} · District {legislator.district}
      </p>
      <div className={styles.actions}>
        <Link to={`/legislators/${legislator.id}`} className={button({ variant: 'secondary', size: 'sm' })} aria-label={`View Voting Record of ${legislator.name}`}>
          View Voting Record
        </Link>
      </div>
    </li>
  );
}

function RepresentativesTab() {
  const { data, isPending, isError } = useRepresentatives();
  if (isPending) return <p role="status" className={styles.text}>Loading representatives...</p>;
  if (isError) return <p role="alert" className={styles.text}>Failed to fetch representatives</p>;
  return (
    <>
      <SourceLine notes={[data[0]?.source]} />
      <ul className={styles.grid} aria-label="State legislators">
        {data.map((legislator) => (
          <RepresentativeCard key={legislator.id} legislator={legislator} />
        ))}
      </ul>
    </>
  );
}

/** /legislature-tracker's tabbed sections: the bills with their filters, and the representatives (a chunk of their own). */
export default function TrackerSections() {
  const [filters, setFilters] = useState<BillFilters>({ search: '', status: 'all', chamber: 'all' });
  const sections = [
    { id: 'bills', label: 'Bills & Legislation', content: <BillsTab filters={filters} setFilters={setFilters} /> },
    { id: 'representatives', label: 'Representatives', content: <RepresentativesTab /> },
  ];
  return (
    <DeskTabs
      aria-label="Tracker sections"
      tabs={sections}
    />
  );
}
