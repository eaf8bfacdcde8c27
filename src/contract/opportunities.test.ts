import { describe, expect, it } from 'vitest';
import { jobSearchParams, jobSortOf, quotedTermsChanged } from './opportunities.ts';

describe('the job list’s order', () => {
  it('is the best match when searching and the newest otherwise, unless asked', () => {
    expect(jobSortOf({ search: 'patent' })).toBe('relevance');
    expect(jobSortOf({})).toBe('newest');
    expect(jobSortOf({ sort: 'relevance' })).toBe('newest');
    expect(jobSortOf({ search: 'patent', sort: 'newest' })).toBe('newest');
    expect(jobSortOf({ sort: 'budget' })).toBe('budget');
  });

  it('leaves the default order out of the address, and keeps one that was chosen', () => {
    expect(jobSearchParams({ search: 'patent', sort: 'relevance' }).toString()).toBe('search=patent');
    expect(jobSearchParams({ search: 'patent', sort: 'newest' }).toString()).toBe('search=patent&sort=newest');
    expect(jobSearchParams({ sort: 'newest', page: 1 }).toString()).toBe('');
    expect(jobSearchParams({ sort: 'relevance' }).toString()).toBe('');
    expect(jobSearchParams({ sort: 'deadline', page: 2 }).toString()).toBe('sort=deadline&page=2');
  });
});

describe('quotedTermsChanged', () => {
  const terms = {
    volume: 4_200,
    serviceId: 1,
    deadline: '2031-03-01',
    pairs: [
      { source: 'por', target: 'eng' },
      { source: 'spa', target: 'eng' },
    ],
  };
  it('sees a change of volume, service, deadline or pairs, and not the pairs in another order', () => {
    expect(quotedTermsChanged(terms, { ...terms, pairs: [...terms.pairs].reverse() })).toBe(false);
    expect(quotedTermsChanged(terms, { ...terms, volume: 12_000 })).toBe(true);
    expect(quotedTermsChanged(terms, { ...terms, serviceId: 2 })).toBe(true);
    expect(quotedTermsChanged(terms, { ...terms, deadline: '2031-03-02' })).toBe(true);
    expect(quotedTermsChanged(terms, { ...terms, pairs: [{ source: 'por', target: 'eng' }] })).toBe(true);
  });
});
