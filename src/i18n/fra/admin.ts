import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'Boîte d’envoi',
    intro:
      'Les derniers e-mails envoyés par le site, les plus récents d’abord. Sans SMTP configuré, les e-mails sont seulement conservés ici.',
    empty: 'Aucun e-mail pour l’instant.',
    to: 'À',
    sent: 'envoyé',
    kept: 'conservé ici (pas de SMTP)',
    failed: 'non envoyé',
  },
};
