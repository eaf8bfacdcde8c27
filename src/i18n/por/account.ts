import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Sua conta',
  intro: 'Sessão iniciada como {name} ({email}).',
  accountType: 'Tipo de conta',
  memberSince: 'Membro desde',
  signOutEverywhere: 'Sair',
};
