import { describe, expect, it } from 'vitest';
import { PROFILE_ERROR_KEYS } from '../../../contract/profile-input.ts';
import {
  aboutSchema,
  fieldsInputSchema,
  genderPronounsSchema,
  knownLanguagesInputSchema,
  pairsInputSchema,
  servicesInputSchema,
  softwaresInputSchema,
} from '../../../contract/profile-input-schemas.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { profileMessage } from './profile-messages.ts';

const { eng, fra } = dictionaries;

describe('profile editor messages', () => {
  it('name every message the schemas give in the English dictionary’s own words', () => {
    for (const [message, key] of Object.entries(PROFILE_ERROR_KEYS)) {
      expect(eng.profile.editing.errors[key], key).toBe(message);
    }
  });

  it('translate what the schemas answer to bad input, limits included', () => {
    const bad = [
      genderPronounsSchema.safeParse({ gender: 'x', pronouns: 'p'.repeat(51) }),
      aboutSchema.safeParse({ headline: 'h'.repeat(500), bio: '', yearsExperience: 1.5, availability: 'x' }),
      pairsInputSchema.safeParse({
        pairs: [
          { source: 'por', target: 'por' },
          { source: 'x', target: 'eng' },
        ],
      }),
      knownLanguagesInputSchema.safeParse({ languages: [{ language: 'por', proficiency: 'x' }] }),
      fieldsInputSchema.safeParse({ fields: [{ disciplineId: -1, specialty: 'yes' }] }),
      softwaresInputSchema.safeParse({ softwareIds: [9999, 9999] }),
      servicesInputSchema.safeParse({ services: [{ serviceId: 1, pairs: [], languages: ['por'] }] }),
    ];
    const messages = bad.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      expect(profileMessage(message, eng), message).toBe(message);
      expect(profileMessage(message, fra), message).not.toBe(fra.common.unexpectedError);
    }
    expect(profileMessage('Use at most 120 characters', fra)).toBe('Utilisez au plus 120 caractères');
  });
});
