import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'Benachrichtigungen',
  bellUnread: 'Benachrichtigungen, {count} ungelesen',
  bellUnreadOne: 'Benachrichtigungen, 1 ungelesen',
  title: 'Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  allMarkedRead: 'Alle Benachrichtigungen als gelesen markiert',
  markReadFailed: 'Benachrichtigungen konnten nicht als gelesen markiert werden',
  markAllReadFailed: 'Nicht alle Benachrichtigungen konnten als gelesen markiert werden',
  emptyTitle: 'Noch keine Benachrichtigungen',
  emptyText: 'Hier sehen Sie wichtige Neuigkeiten',
  viewAll: 'Alle Benachrichtigungen anzeigen',
  viewAllSoon: 'Die vollständige Benachrichtigungsseite folgt in Kürze!',
  loading: 'Benachrichtigungen werden geladen…',
  loadFailed: 'Ein Fehler ist aufgetreten: {message}',
  justNow: 'Gerade eben',
  minutesAgo: 'vor {m} Min.',
  hoursAgo: 'vor {h} Std.',
  daysAgo: 'vor {d} T.',
  unread: 'Ungelesen',
};
