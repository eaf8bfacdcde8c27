import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'התשובה שלכם',
  reviewTitle: 'חוות דעת על {member}',
  projectTitle: 'אישור פרויקט של {member}',
  reviewIntro:
    'שלום {client}. {member} מבקשים מכם חוות דעת קצרה על העבודה שעשו עבורכם. אין צורך בחשבון; התשובה תופיע בפרופיל שלהם תחת השם שתמסרו.',
  projectIntro: 'שלום {client}. {member} מציגים בפרופיל שלהם את הפרויקט הזה כעבודה שנעשתה עבורכם. ספרו לנו אם כך היה.',
  willingAgain: 'האם הייתם עובדים שוב עם {member}?',
  yes: 'כן',
  no: 'לא',
  rating: 'הדירוג שלכם',
  stars: '{n} כוכבים',
  starsOne: 'כוכב אחד',
  comment: 'חוות הדעת שלכם',
  name: 'השם שלכם',
  company: 'חברה (לא חובה)',
  confirmQuestion: 'האם הפרויקט הזה התקיים כמתואר?',
  confirmYes: 'כן, כך היה',
  confirmNo: 'לא, לא כך היה',
  expires: 'הקישור הזה פועל פעם אחת, עד {date}.',
  submit: 'שליחת התשובה',
  sending: 'בשליחה…',
  thanks: 'תודה',
  thanksText: 'התשובה שלכם מופיעה בפרופיל של {member}.',
  viewProfile: 'לפרופיל של {member}',
  failed: 'לא ניתן היה לשלוח את התשובה. נסו שוב.',
  problems: {
    invalid: {
      title: 'הקישור הזה אינו תקף',
      text: 'בדקו שפתחתם את הכתובת המלאה מהדוא"ל.',
    },
    used: {
      title: 'כבר השתמשו בקישור הזה',
      text: 'תודה: התשובה מופיעה בפרופיל.',
    },
    expired: {
      title: 'פג תוקפו של הקישור',
      text: 'בקשו מהחבר/ה לשלוח לכם קישור חדש.',
    },
    projectGone: {
      title: 'הפרויקט הזה כבר לא מופיע',
      text: 'החבר/ה הסיר/ה אותו מהיסטוריית הפרויקטים: אין מה לאשר.',
    },
    memberGone: {
      title: 'החבר/ה כבר לא ב-Wordhive',
      text: 'לא נשאר פרופיל לחוות עליו דעה.',
    },
    own: {
      title: 'זו הבקשה שלך',
      text: 'ביקשת את חוות הדעת הזו: רק הלקוח שאליו שלחת אותה יכול לענות עליה, מכתובת שאינה שלך.',
    },
  },
};
