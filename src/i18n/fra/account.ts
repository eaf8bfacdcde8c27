import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Votre compte',
  intro: 'Session ouverte en tant que {name} ({email}).',
  accountType: 'Type de compte',
  memberSince: 'Membre depuis',
  signOutEverywhere: 'Se déconnecter',
};
