/** A job and a quote as a client and a professional write them, for the tests that post and quote jobs. */
import type { JobInput } from '../src/contract/opportunities.ts';

/** The calendar day `days` from today (UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const legalJob = (changes: Partial<JobInput> = {}): JobInput => ({
  title: 'Shareholder agreement, Portuguese to English',
  description: 'A shareholder agreement of 9 pages for a start-up in Braga; the English text goes to investors.',
  pairs: [{ source: 'por', target: 'eng' }],
  serviceId: 1,
  disciplineId: 102,
  volume: 3000,
  unit: 'words',
  deadline: inDays(20),
  currency: 'EUR',
  budgetMinMilli: 80,
  budgetMaxMilli: 120,
  catToolId: 3,
  audience: 'everyone',
  minRating: null,
  quotesVisible: false,
  ...changes,
});
export const quote = (changes: object = {}) => ({
  rateMilli: 95,
  unit: 'words',
  currency: 'EUR',
  deliveryDate: inDays(15),
  note: 'Contracts are most of my work; I use OmegaT.',
  ...changes,
});
