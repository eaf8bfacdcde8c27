import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Ihr Konto',
  intro: 'Angemeldet als {name} ({email}).',
  accountType: 'Kontotyp',
  memberSince: 'Mitglied seit',
  signOutEverywhere: 'Abmelden',
};
