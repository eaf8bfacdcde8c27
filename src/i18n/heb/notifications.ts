import type { notifications as en } from '../eng/notifications.ts';
import type { DictSection } from '../types.ts';

export const notifications: DictSection<typeof en> = {
  bell: 'התראות',
  bellUnread: 'התראות, {count} שלא נקראו',
  bellUnreadOne: 'התראות, אחת שלא נקראה',
  title: 'התראות',
  markAllRead: 'סימון הכול כנקרא',
  allMarkedRead: 'כל ההתראות סומנו כנקראו',
  markReadFailed: 'לא ניתן היה לסמן את ההתראות כנקראו',
  markAllReadFailed: 'לא ניתן היה לסמן את כל ההתראות כנקראו',
  emptyTitle: 'אין עדיין התראות',
  emptyText: 'כאן יופיעו עדכונים חשובים',
  viewAll: 'הצגת כל ההתראות',
  viewAllSoon: 'דף ההתראות המלא יגיע בקרוב!',
  loading: 'טוען התראות…',
  loadFailed: 'אירעה שגיאה: {message}',
  justNow: 'הרגע',
  minutesAgo: 'לפני {m} דק׳',
  hoursAgo: 'לפני {h} שע׳',
  daysAgo: 'לפני {d} ימים',
  unread: 'לא נקראה',
};
