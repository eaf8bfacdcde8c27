import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  // Each side isolated (FSI … PDI): a Latin name or code on both sides would otherwise turn the arrow around.
  fromTo: '\u2068{from}\u2069 ← \u2068{to}\u2069',
  writtenIn: 'נכתב בשפה',
  tagline: 'הבית של אנשי המקצוע בתחום השפה',
  skipToContent: 'דילוג לתוכן',
  signIn: 'התחברות',
  signUp: 'הרשמה',
  signOut: 'התנתקות',
  home: 'דף הבית',
  about: 'אודות',
  help: 'עזרה',
  loading: 'בטעינה…',
  unexpectedError: 'אירעה שגיאה בלתי צפויה',
  deletedMember: 'חבר שנמחק',
  themeToggle: 'החלפת ערכת נושא',
  chooseFile: 'בחירת קובץ',
  noFileChosen: 'לא נבחר קובץ',
};
