import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'Caixa de saída',
    intro:
      'Os últimos e-mails que o site enviou, os mais recentes primeiro. Sem SMTP configurado, os e-mails ficam guardados só aqui.',
    empty: 'Nenhum e-mail ainda.',
    to: 'Para',
    sent: 'enviado',
    kept: 'guardado aqui (sem SMTP)',
    failed: 'não enviado',
  },
};
