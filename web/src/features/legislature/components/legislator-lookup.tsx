import type { FindLegislatorsResult, Legislator } from '@mitics/contracts';
import { useState, type FormEvent } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { button } from '../../../ui/button.css';
import { textLink } from '../../../ui/layout.css';
import { findLegislators } from '../api/get-civic';
import type { LookupInput } from '../api/legislature-keys';
import { chamberName, initials, partyTone, telHref } from '../lib/civic';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

function place(l: Legislator): string {
  if (l.level === 'federal') return l.chamber === 'senate' ? 'U.S. Senate · Statewide' : `U.S. House · District ${l.district}`;
  return `State ${chamberName(l.chamber)} · District ${l.district}`;
}

function ResultCard({ legislator }: { legislator: Legislator }) {
  return (
    <li className={styles.card} data-testid="lookup-result">
      <div className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(legislator.name)}
        </span>
        <div>
          <h3 className={styles.cardTitle}>{legislator.name}</h3>
          <p className={styles.meta}>
            {legislator.role ? `${legislator.role} · ` : ''}
            {place(legislator)}
          </p>
        </div>
      </div>
      <p>
        <Badge tone={partyTone(legislator.party)}>{legislator.party}</Badge>
      </p>
      {legislator.email ? (
        <p className={styles.text}>
          Email: <a href={`mailto:${legislator.email}`} className={textLink}>{legislator.email}</a>
        </p>
      ) : null}
      {legislator.phone ? (
        <p className={styles.text}>
          Phone: <a href={telHref(legislator.phone)} className={textLink}>{legislator.phone}</a>
        </p>
      ) : null}
      {legislator.office ? <p className={styles.text}>Office: {legislator.office}</p> : null}
      <div className={styles.actions}>
        <Link to={`/legislators/${legislator.id}`} className={button({ variant: 'secondary', size: 'sm' })} aria-label={`View Official Profile of ${legislator.name}`}>
          View Official Profile
        </Link>
      </div>
    </li>
  );
}

/**
 * Find my legislators (reader §2, Legislators tab): an address or ZIP (Enter
 * or the button), or "use my location". Blank input does nothing; while
 * searching the button is disabled with a spinner; an input that cannot be
 * placed is answered in words. Other errors are only logged (reader §8).
 */
export function LegislatorLookup() {
  const [value, setValue] = useState('');
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<FindLegislatorsResult | null>(null);
  const [locationMessage, setLocationMessage] = useState<string | null>(null);

  async function run(input: LookupInput) {
    setSearching(true);
    try {
      setResult(await findLegislators(input));
    } catch (error) {
      console.error('Legislator search failed', error);
    } finally {
      setSearching(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (!address || searching) return;
    setLocationMessage(null);
    void run({ address });
  };

  const useLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocationMessage('Your browser cannot share its location. Enter your address instead.');
      return;
    }
    setLocationMessage(null);
    setSearching(true);
    navigator.geolocation.getCurrentPosition(
      (position) => void run({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => {
        setSearching(false);
        setLocationMessage('Your location could not be read. Enter your address instead.');
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const legislators = result?.legislators ?? [];
  return (
    <div className={styles.tabPanel}>
      <form className={styles.lookupForm} onSubmit={submit} aria-label="Find your legislators">
        <TextField value={value} onChange={setValue} className={styles.field}>
          <Label className={styles.fieldLabel}>Address or ZIP code</Label>
          <Input className={styles.input} placeholder="e.g. 124 W Allegan St, Lansing, MI 48933" autoComplete="street-address" />
        </TextField>
        <Button type="submit" isDisabled={searching}>
          {searching ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {searching ? 'Searching...' : 'Search'}
        </Button>
        <Button type="button" variant="secondary" onPress={useLocation} isDisabled={searching}>
          Use my location
        </Button>
      </form>
      <div aria-live="polite" className={styles.tabPanel}>
        {locationMessage ? <p className={styles.text}>{locationMessage}</p> : null}
        {result === null ? (
          <p className={styles.text}>Enter your address to find your representatives</p>
        ) : (
          <>
            {result.message ? <p className={styles.text} data-testid="lookup-message">{result.message}</p> : null}
            {legislators.length > 0 ? (
              <>
                <p className={styles.text}>
                  <strong>Found {legislators.length} representatives</strong>
                  {result.placement ? ` for ${result.placement.label}` : ''}
                </p>
                <ul className={styles.grid}>
                  {legislators.map((legislator) => (
                    <ResultCard key={legislator.id} legislator={legislator} />
                  ))}
                </ul>
              </>
            ) : null}
            <SourceLine notes={result.sources} />
          </>
        )}
      </div>
    </div>
  );
}
