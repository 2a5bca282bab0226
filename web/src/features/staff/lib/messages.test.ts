import * as contracts from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import { PASSWORD_TOO_SHORT, REQUIRED_FIELDS, slugify } from './messages';

describe('restated contract values', () => {
  it('match the contracts', () => {
    expect(REQUIRED_FIELDS).toBe(contracts.REQUIRED_FIELDS);
    expect(PASSWORD_TOO_SHORT).toBe(contracts.PASSWORD_TOO_SHORT);
  });

  it.each(['Senate Passes Road-Funding Plan!', '  --Café au lait: 2027 budget--  ', 'Über $80 billion, “signed”', '', '!!!'])(
    'slugify(%j) is the contracts slug',
    (title) => {
      expect(slugify(title)).toBe(contracts.slugify(title));
      if (slugify(title)) expect(contracts.Slug.safeParse(slugify(title)).success).toBe(true);
    },
  );

  it('follows the spec rule', () => {
    expect(slugify('Senate Passes Road-Funding Plan!')).toBe('senate-passes-road-funding-plan');
  });
});
