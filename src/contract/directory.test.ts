import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries.ts';
import { directorySearchParams, roundToHalf } from './directory.ts';
import { lenientDirectoryQuery, userDirectoryQuerySchema } from './directory-schemas.ts';

describe('directory URLs', () => {
  it('leave defaults out and list parameters in one order, so equal filters give equal URLs', () => {
    const query = userDirectoryQuerySchema.parse({ target: 'ENG', source: 'por', service: 'translators', page: '1' });
    expect(directorySearchParams(query).toString()).toBe('service=translators&source=por&target=eng');
    expect(directorySearchParams({ ...query, sort: 'rating', page: 3, membership: true }).toString()).toBe(
      'service=translators&source=por&target=eng&membership=1&sort=rating&page=3',
    );
  });

  it('on a page, keep the good values of an old link and drop the bad ones', () => {
    const query = lenientDirectoryQuery(
      userDirectoryQuerySchema,
      new URLSearchParams('service=translators&source=xx&field=legal&min_rating=9&page=2&utm_source=mail'),
    );
    expect(directorySearchParams(query).toString()).toBe('service=translators&field=legal&page=2');
  });
});

describe('values', () => {
  it('rounds stars to halves (spec §9)', () => {
    expect([4.24, 4.25, 4.74, 4.75, 5.2, -1].map(roundToHalf)).toEqual([4, 4.5, 4.5, 5, 5, 0]);
  });

  it('knows countries, not regions or groupings', () => {
    expect(['PT', 'BR', 'XK'].every(isCountryCode)).toBe(true);
    expect(['EU', 'UN', 'ZZ', 'XX', 'pt', 'PRT'].some(isCountryCode)).toBe(false);
  });
});
