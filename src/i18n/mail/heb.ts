import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'צוות Wordhive',
  confirmSignup: {
    subject: 'אישור החשבון שלך ב-Wordhive',
    body:
      'שלום {name},\n\n' +
      'ברוכים הבאים ל-Wordhive. כדי להפעיל את החשבון, אשרו את כתובת הדוא״ל:\n\n' +
      '{link}\n\n' +
      'הקישור פועל פעם אחת, במשך 24 שעות. אם לא נרשמתם, התעלמו מהודעה זו: בלי השלב הזה לא נוצר חשבון.',
  },
  alreadyRegistered: {
    subject: 'כבר יש לך חשבון ב-Wordhive',
    body:
      'שלום {name},\n\n' +
      'מישהו, כנראה את או אתה, ניסה להירשם עם הכתובת הזו, אבל היא כבר שייכת לחשבון ב-Wordhive.\n\n' +
      'כניסה: {signin}\n' +
      'שכחתם את הסיסמה? בחרו סיסמה חדשה: {reset}\n\n' +
      'אם זה לא הייתם אתם, התעלמו מהודעה זו: דבר לא השתנה.',
  },
  resetPassword: {
    subject: 'בחירת סיסמה חדשה ל-Wordhive',
    body:
      'שלום {name},\n\n' +
      'כדי לבחור סיסמה חדשה, פתחו את הקישור הזה:\n\n' +
      '{link}\n\n' +
      'הקישור פועל פעם אחת, במשך שעה. אם לא ביקשתם זאת, התעלמו מהודעה זו: הסיסמה שלכם לא משתנה.',
  },
};
