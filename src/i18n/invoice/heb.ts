import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'חשבונית',
    credit_note: 'חשבונית זיכוי',
    receipt: 'קבלה',
  },
  number: 'מספר',
  issued: 'תאריך הנפקה',
  paid: 'תאריך תשלום',
  refunded: 'תאריך החזר',
  corrects: 'מזכה את',
  correctsValue: '{number} מתאריך {date}',
  payment: 'תשלום Wordhive Pay',
  job: 'עבודה',
  from: 'מאת',
  to: 'אל',
  description: 'תיאור',
  amount: 'סכום',
  net: 'סכום לפני מע״מ',
  vat: 'מע״מ {rate}',
  vatReverseCharge: 'מע״מ: חיוב הפוך',
  vatOutsideEu: 'מע״מ: לא חל',
  total: 'סה״כ',
  cardFee: 'עמלת תשלום בכרטיס, תשלום Wordhive Pay מספר {id}',
  serviceFee: 'עמלת שירות של Wordhive Pay, תשלום מספר {id}',
  membership: 'מינוי {plan}, מ-{from} עד {to}',
  reverseCharge: 'חיוב הפוך: הלקוח מדווח על המע״מ, לפי סעיף 196 של הנחיית המועצה 2006/112/EC.',
  outsideEu:
    'מע״מ אינו חל: שירות לעסק מחוץ לאיחוד האירופי חייב במס במקום שבו נמצא הלקוח, לפי סעיף 44 של הנחיית המועצה 2006/112/EC.',
  noVat: 'לא חויב מע״מ: המנפיק אינו רשום כעוסק לצורכי מע״מ.',
  paidByCard: 'שולם בכרטיס דרך Wordhive Pay ב-{date}.',
  paidFromBalance: 'שולם מהיתרה ב-Wordhive ב-{date}.',
  refundedNote: 'הוחזר דרך Wordhive Pay ב-{date}.',
  onBehalf: 'הונפקה דרך Wordhive Pay בשם {name}.',
  byPlatform: 'הונפקה על ידי {name} דרך Wordhive Pay.',
};
