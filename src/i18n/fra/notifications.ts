import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} non lues',
  bellUnreadOne: 'Notifications, 1 non lue',
  title: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  allMarkedRead: 'Toutes les notifications ont été marquées comme lues',
  markReadFailed: 'Impossible de marquer les notifications comme lues',
  markAllReadFailed: 'Impossible de marquer toutes les notifications comme lues',
  emptyTitle: 'Aucune notification pour le moment',
  emptyText: 'Les informations importantes s’afficheront ici',
  viewAll: 'Voir toutes les notifications',
  viewAllSoon: 'La page complète des notifications arrive bientôt !',
  loading: 'Chargement des notifications…',
  loadFailed: 'Une erreur est survenue : {message}',
  justNow: 'À l’instant',
  minutesAgo: 'il y a {m} min',
  hoursAgo: 'il y a {h} h',
  daysAgo: 'il y a {d} j',
  unread: 'Non lue',
};
