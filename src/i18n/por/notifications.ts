import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'Notificações',
  bellUnread: 'Notificações, {count} não lidas',
  bellUnreadOne: 'Notificações, 1 não lida',
  title: 'Notificações',
  markAllRead: 'Marcar tudo como lido',
  allMarkedRead: 'Todas as notificações foram marcadas como lidas',
  markReadFailed: 'Não foi possível marcar as notificações como lidas',
  markAllReadFailed: 'Não foi possível marcar todas as notificações como lidas',
  emptyTitle: 'Nenhuma notificação ainda',
  emptyText: 'Você verá atualizações importantes aqui',
  viewAll: 'Ver todas as notificações',
  viewAllSoon: 'A página completa de notificações chega em breve!',
  loading: 'Carregando notificações…',
  loadFailed: 'Ocorreu um erro: {message}',
  justNow: 'Agora mesmo',
  minutesAgo: 'há {m} min',
  hoursAgo: 'há {h} h',
  daysAgo: 'há {d} d',
  unread: 'Não lida',
};
