import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'צוות Wordhive',
  // Each side isolated (FSI … PDI): a Latin name or code on both sides would otherwise turn the arrow around.
  fromTo: '\u2068{from}\u2069 ← \u2068{to}\u2069',
  confirmSignup: {
    subject: 'אישור החשבון שלך ב-Wordhive',
    body:
      'שלום {name},\n\n' +
      'ברוכים הבאים ל-Wordhive. כדי להפעיל את החשבון, אשרו את כתובת הדוא״ל:\n\n' +
      '{link}\n\n' +
      'הקישור פועל פעם אחת, במשך 24 שעות. אם לא נרשמתם, התעלמו מהודעה זו: בלי השלב הזה לא נוצר חשבון.',
  },
  alreadyRegistered: {
    subject: 'כבר יש לך חשבון ב-Wordhive',
    body:
      'שלום {name},\n\n' +
      'מישהו, כנראה את או אתה, ניסה להירשם עם הכתובת הזו, אבל היא כבר שייכת לחשבון ב-Wordhive.\n\n' +
      'כניסה: {signin}\n' +
      'שכחתם את הסיסמה? בחרו סיסמה חדשה: {reset}\n\n' +
      'אם זה לא הייתם אתם, התעלמו מהודעה זו: דבר לא השתנה.',
  },
  resetPassword: {
    subject: 'בחירת סיסמה חדשה ל-Wordhive',
    body:
      'שלום {name},\n\n' +
      'כדי לבחור סיסמה חדשה, פתחו את הקישור הזה:\n\n' +
      '{link}\n\n' +
      'הקישור פועל פעם אחת, במשך שעה. אם לא ביקשתם זאת, התעלמו מהודעה זו: הסיסמה שלכם לא משתנה.',
  },
  resetPasswordByStaff: {
    subject: 'צוות Wordhive שלח לכם קישור לבחירת סיסמה חדשה',
    body:
      'שלום {name},\n\n' +
      'צוות Wordhive שלח לכם את הקישור הזה לבחירת סיסמה חדשה לחשבון שלכם:\n\n' +
      '{link}\n\n' +
      'הקישור פועל פעם אחת, במשך שעה. אם לא ביקשתם זאת מהתמיכה של Wordhive, התעלמו מהודעה זו: הסיסמה שלכם לא משתנה. אף אחד ב-Wordhive לא יבקש מכם אי פעם את הקישור הזה או את הסיסמה שלכם.',
  },
  passwordChanged: {
    subject: 'הסיסמה שלכם ב-Wordhive שונתה',
    body: 'שלום {name},\n\nהסיסמה של חשבון Wordhive שלכם שונתה זה עתה, וכל שאר המכשירים נותקו.\n\nאם זה לא הייתם אתם, בחרו סיסמה חדשה עכשיו: {reset}',
  },
  changeEmail: {
    subject: 'אישור הכתובת החדשה שלכם ב-Wordhive',
    body: 'שלום {name},\n\nכדי להשתמש בכתובת הזו בחשבון Wordhive שלכם, פתחו את הקישור:\n\n{link}\n\nהקישור פועל פעם אחת, למשך 24 שעות. אם לא ביקשתם זאת, התעלמו מהודעה זו: שום דבר לא משתנה.',
  },
  emailChanged: {
    subject: 'הכתובת שלכם ב-Wordhive שונתה',
    body: 'שלום {name},\n\nחשבון Wordhive שלכם משתמש עכשיו בכתובת {email}; עם הכתובת הזו כבר אי אפשר להתחבר.\n\nאם זה לא הייתם אתם, בחרו מיד סיסמה חדשה וכתבו לשירות החברים: {reset}',
  },
  accountDeleted: {
    subject: 'חשבון Wordhive שלכם נמחק',
    body: 'שלום {name},\n\nחשבון Wordhive והפרופיל שלכם נמחקו, כפי שביקשתם. הפרופיל, צמדי השפות, התעריפים, הדוגמאות, השיחות וההתראות אינם עוד; משובים שנתתם לחברים אחרים נשארים בפרופילים שלהם, בשם שבו חתמתם עליהם.\n\nאפשר להירשם מחדש עם הכתובת הזו בכל עת.',
  },
  clientRequests: {
    note: 'ההערה שלהם:',
    reviewSubject: '{member} מבקשים את חוות הדעת שלכם ב-Wordhive',
    reviewBody:
      'שלום {client},\n\n{member} עבדו עבורכם ומבקשים חוות דעת קצרה בפרופיל שלהם ב-Wordhive: האם הייתם עובדים איתם שוב, כמה כוכבים, וכמה מילים על הסיבה.{note}\n\nאפשר לענות כאן, בלי חשבון:\n\n{link}\n\nהקישור פועל פעם אחת, עד {date}. התשובה תופיע בפרופיל תחת השם שתמסרו. אם אינכם מכירים את {member}, התעלמו מהודעה זו.',
    projectSubject: '{member} מבקשים שתאשרו פרויקט',
    projectBody:
      'שלום {client},\n\n{member} מציגים בפרופיל שלהם ב-Wordhive את הפרויקט הזה כעבודה שנעשתה עבורכם:\n\n{project}{note}\n\nהאם כך היה? אפשר לענות כאן, בלי חשבון:\n\n{link}\n\nהקישור פועל פעם אחת, עד {date}. אם תאשרו, הפרויקט יציג את שמכם כמי שאישר אותו. אם אינכם מכירים את {member}, התעלמו מהודעה זו.',
    units: {
      words: 'מילים',
      pages: 'עמודים',
      hours: 'שעות',
      minutes: 'דקות',
    },
    reviewAnsweredTitle: '{client} ענו לבקשת חוות הדעת שלכם',
    reviewAnsweredMessage: 'חוות הדעת שלהם מופיעה בפרופיל שלכם.',
    projectAnsweredTitle: '{client} ענו לגבי פרויקט',
    projectConfirmed: '"{project}" מאושר עכשיו בפרופיל שלכם.',
    projectNotConfirmed: '{client} לא אישרו את "{project}".',
    reportDecidedTitle: 'הצוות החליט על חוות דעת שדווחה',
    reportKept: 'היא נשארת בפרופיל. נימוק הצוות: {reason}',
    reportRemoved: 'היא הוסרה מהפרופיל. נימוק הצוות: {reason}',
  },
  availability: {
    backTitle: 'הפרופיל שלך מציג שוב שאת/ה מקבל/ת עבודות חדשות',
    backMessage:
      'היום שקבעת הגיע: לקוחות ימצאו אותך בין החברים שמקבלים עבודות חדשות. אפשר לשנות זאת בהצגה העצמית בפרופיל.',
  },
  teams: {
    inviteSubject: '{business} מזמינים אתכם לצוות „{team}“ ב־Wordhive',
    inviteBody:
      'שלום,\n\n{business} מזמינים אתכם להצטרף לצוות „{team}“ ב־Wordhive. חברי הצוות מופיעים בדף הצוות ושומעים ראשונים על העבודות שלו.\n\nהתחברו עם כתובת הדוא״ל הזו ואשרו כאן:\n\n{link}\n\nהקישור פועל פעם אחת, עד {date}. אם אינכם מכירים את {business}, התעלמו מהודעה זו.',
  },
  jobs: {
    alertTitle: 'עבודה חדשה לאחד החיפושים השמורים',
    quoteTitle: '{name} שלח/ה הצעת מחיר עבור „{title}”',
    quoteMessage: 'אפשר להשוות את ההצעות זו לצד זו בדף העבודה.',
    invitedTitle: '{client} מזמין/ה אותך להגיש הצעת מחיר עבור „{title}”',
    invitedMessage: 'אפשר לקרוא את פרטי העבודה ולשלוח הצעה בעמוד שלה: הגשת הצעה היא בחינם.',
    invitationDeclinedTitle: '{name} לא יגיש/תגיש הצעה ל„{title}”',
    invitationDeclinedBusy: 'אין לו/ה זמן לכך כרגע. אפשר להזמין מישהו/י אחר/ת במקומו/ה מעמוד העבודה.',
    invitationDeclinedFit: 'זה לא התחום או צמד השפות שלו/ה. אפשר להזמין מישהו/י אחר/ת במקומו/ה מעמוד העבודה.',
    invitationDeclinedTerms:
      'התקציב או המועד לא מתאימים לו/ה. אפשר להזמין מישהו/י אחר/ת מעמוד העבודה, או לבחון שוב את התנאים.',
    invitationWithdrawnTitle: '{client} ביטל/ה את ההזמנה להגיש הצעה עבור „{title}”',
    invitationWithdrawnMessage: 'אין צורך להשיב. אם העבודה עדיין פתוחה עבורך, אפשר בכל זאת להגיש הצעה בעמוד שלה.',
    paymentRequestTitle: '{name} מבקש/ת תשלום עבור „{title}”',
    paymentRequestMessage: 'נותרו {amount} לתשלום מתוך ההצעה שנבחרה. אפשר לשלם דרך Wordhive Pay בדף העבודה.',
    awardedTitle: 'הצעת המחיר עבור „{title}” התקבלה',
    awardedMessage: '{client} בחר/ה בהצעה. את הפרטים אפשר לתאם בצ׳אט.',
    quoteDeclinedTitle: 'ההצעה שלך ל„{title}” נדחתה',
    quoteDeclinedMessage: '{client} דחה/דחתה את ההצעה שלך. כל עוד העבודה פתוחה אפשר לשלוח הצעה חדשה בעמוד שלה.',
    changedTitle: '„{title}” השתנתה אחרי ההצעה שלך',
    changedMessage:
      '{client} שינה/שינתה את ההיקף, השפות, השירות או המועד של העבודה. אפשר לאשר את ההצעה או לשלוח חדשה בעמוד העבודה: עד אז אי אפשר לבחור בה.',
    declinedTitle: 'עדכון על „{title}”',
    declinedMessage: '{client} בחר/ה הפעם בהצעה אחרת. תודה על ההצעה: החיפושים השמורים יודיעו על העבודות הבאות.',
    cancelledTitle: '„{title}” בוטלה',
    cancelledMessage: 'הלקוח ביטל את העבודה. הגשת ההצעה לא עלתה דבר.',
    completedTitle: '„{title}” הושלמה',
    completedMessage: '{client} סימן/ה את העבודה כהושלמה. אפשר לדרג את הלקוח ב־Blue Board ולראות את הדירוג שקיבלתם.',
    ratedTitle: '{name} דירג/ה את העבודה על „{title}”',
    ratedMessage: 'אפשר לקרוא את הדירוג ולהגיב עליו בדף העבודה.',
    digestSubject: 'עבודות חדשות לחיפושים השמורים ב־Wordhive',
    digestBody:
      'שלום {name},\n\nהעבודות האלה פורסמו ביממה האחרונה ומתאימות לחיפושים השמורים:\n\n{jobs}\n\nכאן אפשר לשנות את החיפושים השמורים או להפסיק את ההודעות האלה: {link}',
    digestDeadline: 'מועד אחרון: {date}',
  },
  assessment: {
    passedTitle: 'המבחן עבר בהצלחה: {pair}',
    passedMessage: 'הציון הוא {score} מתוך 100. התוצאה מופיעה עכשיו בפרופיל כהסמכה מאומתת.',
    failedTitle: 'תוצאת המבחן: {pair}',
    failedMessage: 'הציון הוא {score} מתוך 100; למעבר נדרש 70. כדאי לקרוא את הערות הבוחן ולנסות שוב בעוד 30 יום.',
  },
  quoteRequest: {
    title: 'בקשת הצעת מחיר מ-{name}',
    message: '{service}, {source} ← {targets}. יש להשיב אל {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'חוות הדעת שלך על {tool} פורסמה',
    approvedMessage: 'החברים קוראים אותה בדף הכלי.',
    rejectedTitle: 'חוות הדעת שלך על {tool} לא פורסמה',
    rejectedMessage: 'נימוק הצוות: {reason}',
    editRejectedMessage: 'הגרסה שפורסמה קודם נשארת. נימוק הצוות: {reason}',
  },
  testimonials: {
    approvedTitle: 'ההמלצה שלכם פורסמה',
    approvedMessage: 'תודה: החברים יכולים לקרוא אותה בדף ההמלצות.',
    approvedWithNote: 'תודה: היא פורסמה. הערה מהצוות: {reason}',
    rejectedTitle: 'ההמלצה שלכם לא פורסמה',
    rejectedMessage: 'הסיבה: {reason}. אפשר לכתוב המלצה חדשה.',
  },
  pay: {
    createdTitle: '{name} ישלם/תשלם לך {amount}',
    createdMessage: '„{description}”: התשלום ימומן עד מועד הפירעון. אפשר לראות אותו תחת „ממתינים” בתשלומים.',
    fundedTitle: '{name} שילם/ה לך {amount}',
    fundedMessage: '„{description}”: הכסף ממתין עד לשחרור התשלום.',
    membershipPaidTitle: 'שולמו {amount} עבור המינוי שלך ב-Wordhive',
    membershipPaidMessage: 'שנה נוספת של מינוי שלך. הקבלה נמצאת בדף המינוי ובתשלומים, תחת נשלחו.',
    releasedTitle: '{amount} מ-{name} עכשיו שלך',
    releasedMessage: '„{description}” שוחרר ליתרת Wordhive שלך, בניכוי עמלת השירות.',
    cancelledTitle: 'תשלום של {amount} בוטל',
    cancelledMessage: '{name} ביטל/ה את התשלום עבור „{description}”.',
    debitedTitle: 'חיוב חוזר בתשלום מ-{name}',
    debitedMessage: 'כסף ששולם עבור „{description}” הוחזר. הסיבה מופיעה תחת „חיובים חוזרים”.',
    disputedTitle: '{name} חולק/ת על {amount} מתשלום',
    disputedMessage: '„{description}”: הכסף נשאר מוחזק. הציגו את עמדתכם בדף התשלום בתוך 5 ימים; לאחר מכן הצוות מחליט.',
    answeredTitle: '{name} השיב/ה על המחלוקת שלכם',
    answeredMessage: '„{description}”: הצוות קורא כעת את שני הצדדים ומחליט. עד אז הכסף נשאר מוחזק.',
    refundedTitle: '{name} החזיר/ה לכם {amount}',
    refundedMessage: '„{description}”: הכסף חזר לאמצעי שבו שילמתם; בתשלום בכרטיס, יחד עם חלקה של עמלת הכרטיס.',
    decidedTitle: 'הצוות הכריע במחלוקת על תשלום עם {name}',
    decidedMessage: '„{description}”: {amount} הוחזרו למשלם, והיתרה למקבל. הנימוק מופיע בדף התשלום.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage: '„{description}”: הצוות שחרר את כל הסכום למקבל. הנימוק מופיע בדף התשלום.',
    decidedRefundMessage: '„{description}”: {amount} הוחזרו למשלם, כל מה שהוחזק. הנימוק מופיע בדף התשלום.',
  },
};
