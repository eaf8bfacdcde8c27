import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Su cuenta',
  intro: 'Sesión iniciada como {name} ({email}).',
  accountType: 'Tipo de cuenta',
  memberSince: 'Miembro desde',
  signOutEverywhere: 'Cerrar sesión',
};
