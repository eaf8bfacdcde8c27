import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'התחזות למשתמש',
  viewingAs: 'צפייה בתור {site_name}',
  title: 'התחזות למשתמש',
  stop: 'עצירת התחזות',
  selectUser: 'בחירת משתמש:',
  chooseUser: 'בחרו משתמש לבדיקה',
  enterId: 'הזנת מזהה:',
  submit: 'התחזות',
  working: 'מחליפים…',
  failed: 'ההתחזות למשתמש נכשלה: {error}',
  noSession: 'לא נמצאה הפעלה פעילה. נא להתחבר מחדש.',
  errorStarting: 'שגיאה בהתחלת ההתחזות: {error}',
  stopFailed: 'עצירת ההתחזות נכשלה: {error}',
  invalidId: 'נא להזין מזהה תקין (מספר חיובי)',
  unknownError: 'שגיאה לא ידועה',
  reasons: {
    adminTarget: 'אי אפשר להתחזות למנהל',
    noMember: 'לאף חבר אין את המזהה הזה',
    yourself: 'אי אפשר להתחזות לעצמכם',
    onlyAdmins: 'רק מנהלים יכולים להתחזות לחברים',
    notImpersonating: 'אתם לא מתחזים לאף אחד',
  },
};
