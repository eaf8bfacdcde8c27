import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'Postausgang',
    intro:
      'Die zuletzt von der Website versandten E-Mails, die neuesten zuerst. Ohne eingerichtetes SMTP werden E-Mails nur hier aufbewahrt.',
    empty: 'Noch keine E-Mails.',
    to: 'An',
    sent: 'versandt',
    kept: 'hier aufbewahrt (kein SMTP)',
    failed: 'nicht versandt',
  },
};
