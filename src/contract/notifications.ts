/**
 * In-app notifications (spec §2.6, §3 "Notification", §7, §9): the list, the
 * unread count and the bell's rules, shared by server and web. The schemas are in
 * notifications-schemas.ts: the bell is on every page, zod is not (decision 040).
 */
import type { NotificationSettings } from './notifications-schemas.ts';

export type {
  Notification,
  NotificationCreate,
  NotificationList,
  NotificationSettings,
} from './notifications-schemas.ts';

export const NOTIFICATIONS_PAGE_DEFAULT = 1;
export const NOTIFICATIONS_LIMIT_DEFAULT = 20;
export const NOTIFICATIONS_LIMIT_MAX = 100;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 1000;
/** The bell shows '99+' above this. */
export const BADGE_MAX = 99;

/** The badge's text: the count, or '99+' above 99 (spec §9); none at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; date: Date };

/** Spec §9: under 60 s 'Just now'; under 1 h minutes; under 24 h hours; under 30 days days; then a date. */
export function relativeTime(createdAt: Date, now: Date): RelativeTime {
  const seconds = Math.max(0, (now.getTime() - createdAt.getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  if (seconds < 30 * 86_400) return { unit: 'days', value: Math.floor(seconds / 86_400) };
  return { unit: 'date', date: createdAt };
}

/** How often TermHelp may tell a member about new questions in their language pairs. */
export const TERMHELP_FREQUENCIES = ['instant', 'daily', 'never'] as const;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  chatMessages: true,
  chatSound: true,
  termhelpQuestions: 'daily',
};
