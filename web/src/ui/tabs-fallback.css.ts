import { style } from '@vanilla-extract/css';

export const fallback = style({ display: 'grid', gap: '1rem', marginTop: '1.5rem' });
