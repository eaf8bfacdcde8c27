import type { admin as en } from '../eng/admin.ts';
import type { DictSection } from '../types.ts';

export const admin: DictSection<typeof en> = {
  outbox: {
    title: 'דואר יוצא',
    intro: 'הודעות הדוא״ל האחרונות שהאתר שלח, מהחדשה לישנה. בלי SMTP מוגדר, ההודעות נשמרות כאן בלבד.',
    empty: 'עדיין אין הודעות.',
    to: 'אל',
    sent: 'נשלח',
    kept: 'נשמר כאן (אין SMTP)',
    failed: 'לא נשלח',
  },
};
