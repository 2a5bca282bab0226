/**
 * Raw colour values of the theme. Kept outside the .css.ts file so the
 * contrast test can read them without vanilla-extract.
 */
export const palette = {
  ink: '#14171c',
  inkSoft: '#2f343b',
  muted: '#5c636e',
  rule: '#d8dce2',
  surface: '#f4f5f7',
  paper: '#ffffff',
  navy: '#13294b',
  navyText: '#c9d3e3',
  michiganBlue: '#1a4f9c',
  federalPurple: '#5b2a86',
  breakingRed: '#b0121b',
  green: '#1d6b3a',
  yellow: '#f2c12e',
  skeleton: '#e6e9ee',
} as const;

/** Every text-on-background pair the UI uses, for the WCAG AA check. */
export const textPairs: ReadonlyArray<readonly [text: keyof typeof palette, background: keyof typeof palette]> = [
  ['ink', 'paper'],
  ['inkSoft', 'paper'],
  ['muted', 'paper'],
  ['muted', 'surface'],
  ['ink', 'surface'],
  ['paper', 'navy'],
  ['navyText', 'navy'],
  ['michiganBlue', 'paper'],
  ['michiganBlue', 'surface'],
  ['paper', 'michiganBlue'],
  ['paper', 'federalPurple'],
  ['paper', 'breakingRed'],
  ['breakingRed', 'paper'],
  ['paper', 'green'],
  ['ink', 'yellow'],
  ['paper', 'inkSoft'],
  ['paper', 'muted'],
];
