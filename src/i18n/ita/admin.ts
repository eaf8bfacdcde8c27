import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'Posta in uscita',
    intro:
      'Le ultime email inviate dal sito, le più recenti per prime. Senza SMTP configurato, le email restano solo qui.',
    empty: 'Ancora nessuna email.',
    to: 'A',
    sent: 'inviata',
    kept: 'conservata qui (nessun SMTP)',
    failed: 'non inviata',
  },
};
