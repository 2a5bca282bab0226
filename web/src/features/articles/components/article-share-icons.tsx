import type { ReactNode } from 'react';

/** Small brand and action icons for the share controls; decorative (the control carries the name). */
type IconProps = { size?: number };

function Svg({ size = 18, children }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21H2.6l7.1-8.1L2.3 3h6.2l4.3 5.7L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.9 8.8H3.6V20h3.3V8.8zM5.2 3.5a1.9 1.9 0 100 3.8 1.9 1.9 0 000-3.8zM20.4 13.6c0-3-1.6-5-4.3-5-1.5 0-2.5.8-2.9 1.6V8.8H10V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.3v-6.4z" />
    </Svg>
  );
}

export function LinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.6 13.4a1 1 0 010-1.4l3.5-3.5a1 1 0 111.4 1.4L12 13.4a1 1 0 01-1.4 0zm-2.1 5.3a4.2 4.2 0 01-3-7.2l2.1-2.1a1 1 0 111.4 1.4l-2.1 2.1a2.2 2.2 0 003.1 3.1l2.1-2.1a1 1 0 111.4 1.4L11.4 17.5a4.2 4.2 0 01-2.9 1.2zm6.4-3.4a1 1 0 01-.7-1.7l2.1-2.1a2.2 2.2 0 00-3.1-3.1l-2.1 2.1a1 1 0 11-1.4-1.4l2.1-2.1a4.2 4.2 0 016 6l-2.1 2.1a1 1 0 01-.8.2z" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16a2 2 0 012 2v10a2 2 0 01-2 2H4a2 2 0 01-2-2V7a2 2 0 012-2zm0 2v.4l8 5 8-5V7H4zm16 2.8l-7.5 4.7a1 1 0 01-1 0L4 9.8V17h16V9.8z" />
    </Svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M18 16a3 3 0 00-2.2 1l-6.9-3.5a3 3 0 000-1l6.9-3.5A3 3 0 1015 7l-6.9 3.5a3 3 0 100 3L15 17a3 3 0 103-1z" />
    </Svg>
  );
}

export function ChevronIcon({ direction, size = 18 }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Svg size={size}>
      <path d={direction === 'left' ? 'M15.4 6.4L14 5l-7 7 7 7 1.4-1.4L9.8 12z' : 'M8.6 6.4L10 5l7 7-7 7-1.4-1.4 5.6-5.6z'} />
    </Svg>
  );
}
