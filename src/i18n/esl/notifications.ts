import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'Notificaciones',
  bellUnread: 'Notificaciones, {count} sin leer',
  bellUnreadOne: 'Notificaciones, 1 sin leer',
  title: 'Notificaciones',
  markAllRead: 'Marcar todo como leído',
  allMarkedRead: 'Todas las notificaciones marcadas como leídas',
  markReadFailed: 'No se pudieron marcar las notificaciones como leídas',
  markAllReadFailed: 'No se pudieron marcar todas las notificaciones como leídas',
  emptyTitle: 'Aún no hay notificaciones',
  emptyText: 'Aquí verá las novedades importantes',
  viewAll: 'Ver todas las notificaciones',
  viewAllSoon: '¡La página completa de notificaciones llegará pronto!',
  loading: 'Cargando notificaciones…',
  loadFailed: 'Se produjo un error: {message}',
  justNow: 'Ahora mismo',
  minutesAgo: 'hace {m} min',
  hoursAgo: 'hace {h} h',
  daysAgo: 'hace {d} d',
  unread: 'Sin leer',
};
