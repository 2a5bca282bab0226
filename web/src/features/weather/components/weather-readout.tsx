import { useQuery } from '@tanstack/react-query';

import { visuallyHidden } from '../../../ui/layout.css';
import { weatherQueryOptions } from '../api/get-weather';
import { weatherIconKind, weatherLabel, weatherText } from '../lib/weather-display';
import { WeatherIcon } from './weather-icon';
import * as styles from './weather-readout.css';
import { formatClock } from '../../../lib/dates';

/**
 * Lansing weather for the header's top bar: '41°F Partly Cloudy · Lansing, MI'.
 * Nothing shows while loading or after a failure, but the slot keeps its size.
 */
export function WeatherReadout({ className }: { className?: string }) {
  const { data } = useQuery(weatherQueryOptions());
  const classes = [styles.slot, className].filter(Boolean).join(' ');
  if (!data) return <span className={classes} data-testid="weather" />;
  const updated = new Date(data.lastUpdate);
  return (
    <span
      className={classes}
      data-testid="weather"
      data-state="ready"
      title={formatClock(updated) ? `Updated ${formatClock(updated)}` : undefined}
    >
      <WeatherIcon kind={weatherIconKind(data)} className={styles.icon} />
      <span aria-hidden="true">{weatherText(data)}</span>
      <span className={visuallyHidden}>{weatherLabel(data)}</span>
    </span>
  );
}
