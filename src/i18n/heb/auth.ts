import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'התחברות ל-Wordhive',
  signinIntro: 'שמחים לראות אותך שוב. יש להתחבר כדי לשלוח הודעות לחברי הקהילה, לנהל את הפרופיל ולקבל תשלומים.',
  signupTitle: 'יצירת חשבון ב-Wordhive',
  signupIntro: 'הצטרפו למתרגמים, למתורגמנים, למתרגמי הכתוביות, לחברות שירותי השפה וללקוחות שמעסיקים אותם.',
  email: 'דוא״ל',
  password: 'סיסמה',
  passwordHint: '10 תווים לפחות.',
  name: 'שם מלא',
  accountType: 'אני…',
  accountTypes: {
    outsourcer: 'לקוח/ה שמזמין/ה שירותי שפה',
    translator: 'מתרגם/ת עצמאי/ת',
    interpreter: 'מתורגמן/ית עצמאי/ת',
    subtitler: 'מתרגם/ת כתוביות עצמאי/ת',
    company: 'חברת שירותי שפה',
  },
  submitSignin: 'התחברות',
  submitSignup: 'יצירת חשבון',
  submitting: 'נא להמתין…',
  noAccount: 'חדשים ב-Wordhive?',
  haveAccount: 'כבר רשומים?',
  errors: {
    emailRequired: 'יש להזין כתובת דוא״ל',
    emailInvalid: 'יש להזין כתובת דוא״ל תקינה',
    passwordRequired: 'יש להזין סיסמה',
    passwordShort: 'יש להשתמש ב-10 תווים לפחות',
    passwordLong: 'יש להשתמש ב-200 תווים לכל היותר',
    nameRequired: 'יש להזין שם (2 תווים לפחות)',
    nameLong: 'יש להשתמש ב-100 תווים לכל היותר',
    emailTaken: 'כבר קיים חשבון עם כתובת הדוא״ל הזו',
    wrongCredentials: 'כתובת הדוא״ל או הסיסמה שגויות',
    tooMany: 'יותר מדי ניסיונות. אפשר לנסות שוב בעוד {seconds} שניות.',
  },
};
