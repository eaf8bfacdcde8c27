import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'החשבון שלך',
  intro: 'החשבון המחובר: {name} ({email}).',
  accountType: 'סוג החשבון',
  memberSince: 'תאריך הצטרפות',
  signOutEverywhere: 'התנתקות',
};
