import type { membership as en } from '../eng/membership.ts';
import type { DictSection } from '../types.ts';

export const membership: DictSection<typeof en> = {
  metaTitle: 'חברות · Wordhive',
  metaDescription: 'מה החברות ב-Wordhive נותנת לאנשי מקצוע ולחברות שירותי שפה, ומי הצטרף ב-30 הימים האחרונים.',
  title: 'חברות',
  intro:
    'החברות היא הדרך של מתרגמים וחברות שירותי שפה להראות ללקוחות שהם רציניים בעבודתם, והדרך של מצטרפים חדשים להיראות.',
  benefitsTitle: 'מה מקבלים החברים',
  benefits: {
    badgeTitle: 'תג חבר שלקוחות יכולים לסנן לפיו',
    badgeText: 'הכרטיס והפרופיל שלכם מציגים את התג, ולקוחות יכולים להציג במדריך חברים משלמים בלבד.',
    newTitle: 'קבלת פנים בעמוד הבית',
    newText: 'ב-30 הימים הראשונים שלהם, חברים חדשים מוצגים בעמוד הבית ובעמוד הזה.',
    mentorTitle: 'חונכות',
    mentorText: 'חברים ותיקים מלווים מצטרפים חדשים בתמחור, בכלי CAT, בהתמחות ובמציאת לקוחות.',
    businessTitle: 'חברות עסקית לחברות',
    businessText: 'חברות שירותי שפה מופיעות במדריך העסקים עם צמדי השפות, התחומים והדירוגים שלהן.',
  },
  joinAction: 'הצטרפות ל-Wordhive',
  directoryAction: 'עיון במדריך',
  newMembersTitle: 'חברים חדשים',
  newMembersText: 'אנשי מקצוע שהצטרפו, או רכשו חברות לראשונה, ב-{days} הימים האחרונים.',
  newMembersEmpty: 'עדיין אף אחד לא הצטרף ב-{days} הימים האחרונים.',
  newBusinessesTitle: 'עסקים חדשים',
  newBusinessesText: 'חברות שירותי שפה שהצטרפו, או הפכו לחברות, ב-{days} הימים האחרונים.',
  newBusinessesEmpty: 'עדיין אף חברת שירותי שפה לא הצטרפה ב-{days} הימים האחרונים.',
  seeAllNewMembers: 'לכל החברים והעסקים החדשים',
  newSinceJoined: 'הצטרפו ב-{date}',
  newSinceFirstPaid: 'חברים מאז {date}',
  mentors: {
    metaTitle: 'מנטורים · Wordhive',
    metaDescription: 'מתרגמים, מתורגמנים ומתרגמי כתוביות ותיקים שמלווים מצטרפים חדשים: תמחור, כלי CAT, התמחות ולקוחות.',
    title: 'מנטורים',
    intro: 'חברים ותיקים שעוזרים למצטרפים חדשים למצוא את דרכם. פתחו פרופיל כדי לראות במה הם עוסקים, ואז צרו קשר.',
    topics: 'יכולים לעזור ב',
    count: '{count} מנטורים',
    empty: 'עדיין אין מנטורים רשומים.',
    emptyAction: 'מה מקבלים החברים',
    becomeMentor: 'חברים עם עשר שנות ניסיון במקצוע יכולים להתנדב כמנטורים דרך הפרופיל שלהם.',
  },
};
