import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive: מתרגמים, מתורגמנים וחברות שירותי שפה',
  description:
    'מצאו מתרגמים, מתורגמנים ומתרגמי כתוביות עצמאיים וחברות שירותי שפה לפי צמד שפות, סוג שירות ותחום – או תנו ללקוחות למצוא אתכם.',
  heroTitle: 'המקום שבו אנשי מקצוע בתחום השפה פוגשים את הלקוחות שלהם',
  heroText:
    'חפשו בין {linguists} אנשי שפה ו-{companies} חברות שירותי שפה לפי צמד שפות, סוג שירות ותחום התמחות. שוחחו בזמן אמת, קבלו תשלום בבטחה והמשיכו ללמוד ולהתפתח.',
  findLinguist: 'חיפוש איש או אשת שפה',
  joinFree: 'הצטרפות חינם',
  figuresTitle: 'Wordhive היום',
  figureMembers: 'חברי קהילה',
  figureLinguists: 'אנשי שפה עצמאיים',
  figureCompanies: 'חברות שירותי שפה',
  figureOutsourcers: 'לקוחות',
  forLinguistsTitle: 'לאנשי שפה',
  forLinguistsText: 'פרופיל שמביא עבודה: צמדי שפות, תעריפים, הסמכות, תיק עבודות ומשובים מלקוחות.',
  forCompaniesTitle: 'לחברות שירותי שפה',
  forCompaniesText: 'הציגו את העסק שלכם במדריך ומצאו פרילנסרים שנבדקו מראש לכל צמד שפות.',
  forOutsourcersTitle: 'ללקוחות',
  forOutsourcersText: 'תארו במילים שלכם מה אתם צריכים ותגיעו לאיש המקצוע המתאים בתוך דקות.',
  newestTitle: 'חברים חדשים',
  forYouTitle: 'עבודות חדשות בצמדי השפות שלך',
  forYouAll: 'כל העבודות בצמדי השפות שלך',
  forYouNone: 'כרגע אין עבודה פתוחה בצמדי השפות שלך. אפשר לשמור חיפוש ולקבל הודעה על העבודה הבאה.',
  forYouNoPairs: 'אפשר להוסיף לפרופיל את צמדי השפות כדי לראות כאן את העבודות בהם.',
  clientJobsTitle: 'העבודות שלך שבתהליך',
  clientTitle: 'צריכים תרגום?',
  clientText: 'מפרסמים עבודה עם צמדי השפות, ההיקף והמועד, ואנשי מקצוע שולחים הצעות מחיר.',
};
