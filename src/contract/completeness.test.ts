import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness.ts';
import type { ProfilePage } from './profile.ts';

const pair = { source: 'por', target: 'eng', sourceName: 'Portuguese', targetName: 'English' };
const empty = (accountType: ProfilePage['member']['accountType']) =>
  ({
    member: { accountType, imageUrl: null, headline: '', bio: '' },
    contact: {},
    groups: {},
  }) as unknown as ProfilePage;

describe('profileCompleteness', () => {
  it('asks a new translator for everything clients look at', () => {
    expect(profileCompleteness(empty('translator'))).toEqual({
      percent: 0,
      missing: ['photo', 'headline', 'bio', 'location', 'pairs', 'services', 'rates', 'fields', 'languages', 'proof'],
    });
  });

  it('asks a client only what clients show', () => {
    expect(profileCompleteness(empty('outsourcer')).missing).toEqual([
      'photo',
      'headline',
      'bio',
      'location',
      'languages',
    ]);
  });

  it('counts done steps, and a bio only once it says something', () => {
    const page = empty('company');
    page.member.imageUrl = '/media/photos/9-0123456789abcdef.webp';
    page.member.headline = 'Medical translation agency';
    page.member.bio = 'Too short';
    page.contact = { country_code: 'DE', city: 'Berlin', website: 'https://example.com' };
    page.groups.pairs = { pairs: [pair] };
    expect(profileCompleteness(page)).toEqual({ percent: 62, missing: ['bio', 'services', 'fields'] });
    page.member.bio = 'We translate clinical trial documents, patient information and device manuals for 40 clients.';
    page.groups.services = {
      services: [{ serviceId: 1, name: 'Translation', type: 'pair', pairs: [pair], languages: [] }],
    };
    page.groups['field-of-expertise'] = { categories: [{ key: 'medical', name: 'Medical', disciplines: [] }] };
    expect(profileCompleteness(page)).toEqual({ percent: 100, missing: [] });
  });
});
