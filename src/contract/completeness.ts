/**
 * How complete a profile is, from what its page shows: the steps that make a
 * profile clients trust, which differ for linguists, companies and clients.
 * Shared by the owner's meter on the profile and the onboarding's last step.
 */
import type { ProfilePage } from './profile.ts';

export const COMPLETENESS_STEPS = [
  'photo',
  'headline',
  'bio',
  'location',
  'pairs',
  'services',
  'rates',
  'fields',
  'languages',
  'proof',
  'website',
] as const;
export type CompletenessStep = (typeof COMPLETENESS_STEPS)[number];

const LINGUIST: readonly CompletenessStep[] = [
  'photo',
  'headline',
  'bio',
  'location',
  'pairs',
  'services',
  'rates',
  'fields',
  'languages',
  'proof',
];
const COMPANY: readonly CompletenessStep[] = [
  'photo',
  'headline',
  'bio',
  'location',
  'pairs',
  'services',
  'fields',
  'website',
];
const CLIENT: readonly CompletenessStep[] = ['photo', 'headline', 'bio', 'location', 'languages'];

type Page = Pick<ProfilePage, 'member' | 'contact' | 'groups'>;

const DONE: Record<CompletenessStep, (page: Page) => boolean> = {
  photo: (p) => !!p.member.imageUrl,
  headline: (p) => p.member.headline.trim() !== '',
  bio: (p) => p.member.bio.trim().length >= 80,
  location: (p) => !!p.contact.country_code && !!p.contact.city,
  pairs: (p) => (p.groups.pairs?.pairs.length ?? 0) > 0,
  services: (p) => (p.groups.services?.services.length ?? 0) > 0,
  rates: (p) => (p.groups.rates?.rates.length ?? 0) > 0,
  fields: (p) => (p.groups['field-of-expertise']?.categories.length ?? 0) > 0,
  languages: (p) => (p.groups['known-languages']?.languages.length ?? 0) > 0,
  proof: (p) => (p.groups.credentials?.credentials.length ?? 0) + (p.groups.portfolio?.samples.length ?? 0) > 0,
  website: (p) => !!p.contact.website || (p.groups.websites?.websites.length ?? 0) > 0,
};

export interface Completeness {
  /** 0–100, rounded down, so 100 means every step is done. */
  percent: number;
  missing: CompletenessStep[];
}

/** What the owner sees the profile as (their own contact details in full). */
export function profileCompleteness(page: Page): Completeness {
  const type = page.member.accountType;
  const steps = type === 'outsourcer' ? CLIENT : type === 'company' ? COMPANY : LINGUIST;
  const missing = steps.filter((step) => !DONE[step](page));
  return { percent: Math.floor((100 * (steps.length - missing.length)) / steps.length), missing };
}
