import type { CSSProperties, ReactNode } from 'react';

import { visuallyHidden } from './layout.css';
import { skeleton } from './skeleton.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
};

/** A grey block standing in for content of the same shape. Hidden from assistive tech. */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, className }: SkeletonProps) {
  const classes = [skeleton, className].filter(Boolean).join(' ');
  return (
    <span
      aria-hidden="true"
      className={classes}
      style={aspectRatio === undefined ? { width, height } : { width, aspectRatio }}
    />
  );
}

/** Announces a loading region once, politely, while skeletons are shown. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
