import { describe, expect, it } from 'vitest';
import { type MemberSource, toDirectoryEntry } from './search-document.ts';
import { cardPairs } from './service.ts';

const member = (changes: Partial<MemberSource> = {}): MemberSource => ({
  entityId: 100,
  accountType: 'translator',
  name: 'Inês Duarte',
  imageUrl: null,
  joinedAt: new Date('2026-01-01T00:00:00Z'),
  headline: 'Legal translator',
  bio: 'Contracts and court documents.',
  publicCountry: 'PT',
  publicCity: 'Porto',
  publicAgencyName: null,
  membershipPlan: 'none',
  membershipSince: null,
  membershipUntil: null,
  firstTimePaid: false,
  isMentor: false,
  isCertified: false,
  availability: 'available',
  backOn: null,
  mentorTopics: [],
  ratingAvg: 4.4,
  ratingCount: 3,
  pairs: [['por', 'eng']],
  serviceIds: [1],
  fields: [
    { disciplineId: 201, specialty: false },
    { disciplineId: 102, specialty: true },
  ],
  ...changes,
});

describe('a directory entry', () => {
  it('carries the filter tokens of the pairs, services, fields, public country and availability', () => {
    expect(toDirectoryEntry(member()).facets.sort()).toEqual(
      [
        'country:PT',
        'disc:102',
        'disc:201',
        'field:legal',
        'field:medical',
        'lang:eng',
        'lang:por',
        'list:freelancers',
        'list:translators',
        'pair:por>eng',
        'src:por',
        'svc:1',
        'tgt:eng',
        'work:open',
      ].sort(),
    );
  });

  it('lists a freelancer in every section their services belong to', () => {
    const facets = toDirectoryEntry(member({ serviceIds: [1, 15, 21] })).facets;
    expect(facets).toEqual(expect.arrayContaining(['list:translators', 'list:interpreters', 'list:subtitlers']));
    const company = toDirectoryEntry(member({ accountType: 'company', serviceIds: [1, 15] })).facets;
    expect(company.filter((f) => f.startsWith('list:'))).toEqual(['list:lscs']);
  });

  it('carries the certified token and badge only for a member staff certified', () => {
    expect(toDirectoryEntry(member()).facets).not.toContain('badge:certified');
    const certified = toDirectoryEntry(member({ isCertified: true }));
    expect(certified.facets).toContain('badge:certified');
    expect(certified.isCertified).toBe(true);
  });

  it('carries the taking-new-work token while the member is available, fully or in part', () => {
    expect(toDirectoryEntry(member()).facets).toContain('work:open');
    expect(toDirectoryEntry(member({ availability: 'limited' })).facets).toContain('work:open');
    const away = toDirectoryEntry(member({ availability: 'unavailable' }));
    expect(away.facets).not.toContain('work:open');
    expect(away.availability).toBe('unavailable');
  });

  it('neither filters nor searches by a country or city the member hides', () => {
    const entry = toDirectoryEntry(member({ publicCountry: null, publicCity: null }));
    expect(entry.facets.some((f) => f.startsWith('country:'))).toBe(false);
    expect(entry.text.c).toBe('');
    expect(entry.publicCountry).toBeNull();
  });

  it('keeps folded words by weight: name, headline, city, bio', () => {
    expect(toDirectoryEntry(member()).text).toEqual({
      a: 'ines duarte',
      b: 'legal translator',
      c: 'porto',
      d: 'contracts and court documents',
    });
  });

  it('leads with specialties among the main fields, and marks a running paid membership', () => {
    expect(toDirectoryEntry(member()).mainFields).toEqual([102, 201]);
    const paid = toDirectoryEntry(member({ membershipPlan: 'professional', membershipUntil: null }));
    expect(paid.memberUntil!.getUTCFullYear()).toBe(9999);
    expect(toDirectoryEntry(member()).memberUntil).toBeNull();
  });
});

describe('the pairs on a card', () => {
  const pairs: [string, string][] = [
    ['eng', 'fra'],
    ['deu', 'fra'],
    ['eng', 'ita'],
    ['por', 'eng'],
  ];
  it("keeps the member's order, three at most", () => {
    expect(cardPairs(pairs).map((p) => `${p.source}>${p.target}`)).toEqual(['eng>fra', 'deu>fra', 'eng>ita']);
  });
  it('puts the pair asked for first, then pairs with an asked language', () => {
    expect(cardPairs(pairs, { source: 'por', target: 'eng' }).map((p) => `${p.source}>${p.target}`)).toEqual([
      'por>eng',
      'eng>fra',
      'eng>ita',
    ]);
    expect(cardPairs(pairs, { target: 'fra' }).map((p) => `${p.source}>${p.target}`)).toEqual([
      'eng>fra',
      'deu>fra',
      'eng>ita',
    ]);
  });
});
