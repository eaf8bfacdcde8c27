import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'הדף לא נמצא',
  notFoundText: 'הדף שחיפשת אינו קיים או שהועבר למקום אחר.',
  serverErrorTitle: 'משהו השתבש',
  serverErrorText: 'אירעה שגיאה בלתי צפויה. נא לנסות שוב בעוד רגע.',
  goneTitle: 'החבר הזה כבר לא כאן',
  goneText: 'הפרופיל שחיפשתם עזב את Wordhive. במדריך יש עוד רבים אחרים.',
  findOthers: 'חיפוש במדריך',
  backHome: 'מעבר לדף הבית',
};
