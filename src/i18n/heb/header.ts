import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'תפריט ראשי',
  openMenu: 'פתיחת התפריט',
  closeMenu: 'סגירת התפריט',
  menuTitle: 'תפריט',
  appearance: 'מראה',
  loadingNavigation: 'הניווט נטען',
  accountMenu: 'תפריט החשבון',
  myProfile: 'הפרופיל שלי',
  privacySettings: 'הגדרות פרטיות',
  adminTools: 'כלי ניהול',
  staffTools: 'כלי הצוות',
  adminOnly: 'למנהלים בלבד',
  notAvailable: 'עדיין לא זמין',
  newBadge: 'חדש',
  opensInNewTab: '(נפתח בכרטיסייה חדשה)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'עריכת {name}',
  navSection: 'אזור בתפריט',
};
