import type * as Contracts from '@mitics/contracts';

/*
 * The contracts' account messages, restated as literals: importing the values
 * would bring the contracts' zod schemas into the staff chunks. The types keep
 * each one equal to its contract (a changed message fails the typecheck).
 */

export const REQUIRED_FIELDS: typeof Contracts.REQUIRED_FIELDS = 'Please fill in all required fields';
export const PASSWORD_TOO_SHORT: typeof Contracts.PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

/**
 * The staff slug rule (§5), the same as the contracts' `slugify`: accents
 * folded to ASCII, lowercase, runs of non-alphanumerics become a hyphen,
 * leading and trailing hyphens removed (slug.test.ts compares the two).
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
