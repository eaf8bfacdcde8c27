import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Il suo account',
  intro: 'Accesso effettuato come {name} ({email}).',
  accountType: 'Tipo di account',
  memberSince: 'Membro dal',
  signOutEverywhere: 'Disconnettersi',
};
