import { z } from 'zod';

/** Ids are opaque strings made by the writer (UUIDs in practice). */
export const Id = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, - and _');
export type Id = z.infer<typeof Id>;

/** A URL-safe slug: lowercase letters, digits and single hyphens. */
export const Slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits separated by single hyphens');
export type Slug = z.infer<typeof Slug>;

export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/**
 * The staff-site slug rule (§5): lowercase, runs of non-alphanumerics become a
 * hyphen, leading and trailing hyphens removed. Accented letters are folded to
 * ASCII first so 'Café' gives 'cafe' rather than 'caf'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
