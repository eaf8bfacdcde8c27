import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: 'נשמח לשמוע מה אתם חושבים!',
  ratingLabel: 'עד כמה אבטיפוס זה נראה לכם מבטיח?',
  stars: '{n} מתוך 5 כוכבים',
  suggestionLabel: 'יש לכם רעיונות, הצעות או שאלות?',
  cancel: 'ביטול',
  submit: 'שליחת משוב',
  sending: 'שולחים…',
  saved: 'המשוב נשמר בהצלחה!',
  failed: 'שגיאה בשמירת המשוב!',
  required: 'זהו שדה חובה.',
  tooLong: 'אפשר להשתמש ב־{n} תווים לכל היותר',
};
