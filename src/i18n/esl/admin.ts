import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'Bandeja de salida',
    intro:
      'Los últimos correos que envió el sitio, los más recientes primero. Sin SMTP configurado, los correos solo se guardan aquí.',
    empty: 'Aún no hay correos.',
    to: 'Para',
    sent: 'enviado',
    kept: 'guardado aquí (sin SMTP)',
    failed: 'no enviado',
  },
};
