import { describe, expect, it } from 'vitest';
import { sentences, snippet } from './meta.ts';

describe('descriptions of pages', () => {
  it('end a long text at a whole word with an ellipsis, and leave a short one as it is', () => {
    expect(snippet('Court interpreting:\n\na  one-day workshop')).toBe('Court interpreting: a one-day workshop');
    const long =
      'I translate legal and financial documents from Portuguese into English for law firms, notaries and companies.';
    expect(snippet(long, 60)).toBe('I translate legal and financial documents from Portuguese…');
    expect(snippet(long, 60).length).toBeLessThanOrEqual(60);
    // No space to cut at: cut inside the word rather than lose the whole text.
    expect(snippet('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    // No dangling punctuation before the ellipsis.
    expect(snippet('Contracts, court documents, and certified translations', 30)).toBe('Contracts, court documents…');
  });

  it('join a headline and a bio as two sentences', () => {
    expect(sentences('Legal translator', 'I translate contracts.')).toBe('Legal translator. I translate contracts.');
    expect(sentences('Legal translator!', 'I translate.')).toBe('Legal translator! I translate.');
    expect(sentences('', 'I translate.')).toBe('I translate.');
    expect(sentences('Legal translator', '')).toBe('Legal translator');
  });
});
