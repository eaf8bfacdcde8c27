import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'Notifiche',
  bellUnread: 'Notifiche, {count} non lette',
  bellUnreadOne: 'Notifiche, 1 non letta',
  title: 'Notifiche',
  markAllRead: 'Segna tutte come lette',
  allMarkedRead: 'Tutte le notifiche sono state segnate come lette',
  markReadFailed: 'Impossibile segnare le notifiche come lette',
  markAllReadFailed: 'Impossibile segnare tutte le notifiche come lette',
  emptyTitle: 'Ancora nessuna notifica',
  emptyText: 'Qui vedrà gli aggiornamenti importanti',
  viewAll: 'Vedi tutte le notifiche',
  viewAllSoon: 'La pagina completa delle notifiche arriverà presto!',
  loading: 'Caricamento delle notifiche…',
  loadFailed: 'Si è verificato un errore: {message}',
  justNow: 'Adesso',
  minutesAgo: '{m} min fa',
  hoursAgo: '{h} h fa',
  daysAgo: '{d} g fa',
  unread: 'Non letta',
};
