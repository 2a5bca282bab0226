/** Counts and dollars in plain code, as en-US Intl writes them (see ./intl for why not Intl). */

/** Digits grouped by threes with commas: 1,234,567 (and -1,234.5; at most three decimals). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  // At most three decimals, as Intl's default.
  const [whole = '0', fraction] = (Math.round(Math.abs(n) * 1000) / 1000).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** US dollars: $1,250 for whole dollars, $25.50 with cents (and -$25.50). */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${amount < 0 && cents > 0 ? '-' : ''}$${formatCount(whole)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
