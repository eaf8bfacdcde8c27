/** שלוש הקהילות ופרויקטי הפרו בונו. */
export const communities = {
  names: {
    interpreters: 'קהילת המתורגמנים',
    'women-in-translation': 'קהילת נשים בתרגום',
    'pro-bono': 'קהילת הפרו בונו',
  },
  pages: {
    interpreters: {
      metaTitle: 'קהילת המתורגמנים · Wordhive',
      title: 'מתורגמנים',
      intro:
        'מתורגמני כנסים, בתי משפט, רפואה וקהילה שמשתפים שותפים לתא, מילונים ועצות על עבודה מרחוק, תעריפים ותנאי עבודה.',
    },
    'women-in-translation': {
      metaTitle: 'נשים בתרגום · Wordhive',
      title: 'נשים בתרגום',
      intro: 'קהילה שמעניקה נראות למתרגמות ולסופרות מתורגמות: חניכה, חוג קריאה חודשי ושותפות להגשת הצעות.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive פרו בונו · Wordhive',
      title: 'Wordhive פרו בונו',
      intro:
        'חברים שתורמים כמה שעות לעמותות: בנקי מזון, שירותים לפליטים, ספריות. בוחרים פרויקט, מתנדבים, והעמותה יוצרת קשר.',
    },
  },
  members: '{n} חברים',
  membersTitle: 'החברים החדשים',
  join: 'הצטרפות לקהילה',
  leave: 'יציאה מהקהילה',
  joined: 'אתם חברים בקהילה',
  joinedToast: 'ברוכים הבאים ל{community}.',
  leftToast: 'יצאתם מ{community}.',
  signInToJoin: 'יש להתחבר כדי להצטרף',
  optInNote: 'מי שמצטרפים מופיעים כאן ובפרופיל שלהם, תחת השתתפות בקהילה.',
  roles: { member: 'חבר/ה', volunteer: 'מתנדב/ת', moderator: 'מנחה', organiser: 'מארגן/ת' },
  wallTitle: 'הלוח של הקהילה',
  wallText: '{n} חברים פרסמו פרופיל: מי הם ומה הם מחפשים.',
  wallAction: 'לפתוח את הלוח',
  eventsTitle: 'אירועים',
  noEvents: 'עדיין לא תוכננו אירועים.',
  projectsTitle: 'פרויקטים שמחפשים מתנדבים',
  noProjects: 'אין כרגע פרויקטים פתוחים: כדאי לחזור בקרוב.',
  needed: '{taken} מתוך {needed} מתנדבים',
  deadline: 'עד {date}',
  noDeadline: 'ללא מועד אחרון',
  volunteer: 'להתנדב',
  withdraw: 'להפסיק להתנדב',
  volunteering: 'אתם מתנדבים בפרויקט הזה',
  full: 'לפרויקט הזה יש כבר את כל המתנדבים.',
  volunteeredToast: 'תודה! העמותה תיצור קשר.',
  closed: 'המועד האחרון של הפרויקט עבר.',
  volunteers: 'מתנדבים',
};
