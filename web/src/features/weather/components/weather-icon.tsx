import type { ReactNode } from 'react';

import type { WeatherIconKind } from '../lib/weather-display';

const SUN = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
);
const CLOUD = <path d="M7 18h10a4 4 0 0 0 .4-8A6 6 0 0 0 6 11a3.5 3.5 0 0 0 1 7z" />;

const SHAPES: Record<WeatherIconKind, ReactNode> = {
  sun: SUN,
  'cloud-sun': (
    <>
      <path d="M8 2.5v1.5M3.2 4.7l1 1M1.5 9.5H3M12.8 4.7l-1 1" />
      <path d="M5.3 11.2A3.5 3.5 0 0 1 11.3 7" />
      <path d="M9 20h8a3.5 3.5 0 0 0 .3-7 5 5 0 0 0-9.6 1.3A2.9 2.9 0 0 0 9 20z" />
    </>
  ),
  cloud: CLOUD,
  fog: (
    <>
      <path d="M7 13h10a4 4 0 0 0 .4-8A6 6 0 0 0 6 6a3.5 3.5 0 0 0 1 7z" />
      <path d="M4 17h16M6 21h12" />
    </>
  ),
  rain: (
    <>
      <path d="M7 14h10a4 4 0 0 0 .4-8A6 6 0 0 0 6 7a3.5 3.5 0 0 0 1 7z" />
      <path d="M8 17l-1 3M12 17l-1 3M16 17l-1 3" />
    </>
  ),
  snow: (
    <>
      <path d="M7 14h10a4 4 0 0 0 .4-8A6 6 0 0 0 6 7a3.5 3.5 0 0 0 1 7z" />
      <path d="M8 18h.01M12 20h.01M16 18h.01M10 22h.01M14 22h.01" />
    </>
  ),
  storm: (
    <>
      <path d="M7 14h10a4 4 0 0 0 .4-8A6 6 0 0 0 6 7a3.5 3.5 0 0 0 1 7z" />
      <path d="M13 14l-3 4h4l-3 4" />
    </>
  ),
};

/** A small line icon for the condition; decorative (the text says it all). */
export function WeatherIcon({ kind, className }: { kind: WeatherIconKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={kind}
    >
      {SHAPES[kind]}
    </svg>
  );
}
