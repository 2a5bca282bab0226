import type { SocialNetwork } from './nav-items';

// Simplified brand marks, 24x24, drawn in currentColor.
const PATHS: Record<SocialNetwork, string> = {
  x: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z',
  linkedin:
    'M4.5 8.5h3V20h-3V8.5zM6 3.5a1.8 1.8 0 1 1 0 3.5 1.8 1.8 0 0 1 0-3.5zM10 8.5h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.2 0 3.9 2.1 3.9 4.9V20h-3v-6.1c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V20H10V8.5z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}
