import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'הדף לא נמצא',
  notFoundText: 'הדף שחיפשת אינו קיים או שהועבר למקום אחר.',
  badRequestTitle: 'הכתובת אינה תקינה',
  badRequestText: 'לא ניתן לקרוא חלק מהכתובת הזו (חיפוש או מסנן). נא לבדוק אותה או להתחיל מחדש מהקישור של הדף.',
  tooManyTitle: 'יותר מדי חיפושים בבת אחת',
  tooManyText:
    'מהכתובת הזו הגיעו חיפושים רבים בזמן קצר. יש להמתין דקה ולנסות שוב, או להתחבר: חברים יכולים לחפש הרבה יותר.',
  serverErrorTitle: 'משהו השתבש',
  serverErrorText: 'אירעה שגיאה בלתי צפויה. נא לנסות שוב בעוד רגע.',
  goneTitle: 'החבר הזה כבר לא כאן',
  goneText: 'הפרופיל שחיפשתם עזב את Wordhive. במדריך יש עוד רבים אחרים.',
  findOthers: 'חיפוש במדריך',
  backHome: 'מעבר לדף הבית',
  api: {
    signInRequired: 'יש להתחבר כדי לעשות זאת.',
    forbidden: 'אין לך הרשאה לעשות זאת.',
    adminsOnly: 'רק מנהלי מערכת יכולים לעשות זאת.',
    staffOnly: 'רק הצוות יכול לעשות זאת.',
    linkEditorsOnly: 'רק מנהלי מערכת ועורכי קישורים יכולים לשנות את הניווט.',
    notFound: 'לא נמצא: ייתכן שהפריט הוסר.',
    tooManyRequests: 'יותר מדי ניסיונות בזמן קצר. יש להמתין רגע ולנסות שוב.',
    tooLarge: 'הקובץ או הטקסט גדולים מדי לשליחה.',
    crossSite: 'הבקשה נדחתה כי לא הגיעה מהאתר הזה. יש לטעון מחדש את הדף ולנסות שוב.',
  },
};
