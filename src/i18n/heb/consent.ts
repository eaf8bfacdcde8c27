/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'בחירות פרטיות',
  title: 'האם מותר לנו להשתמש בשני שירותים חיצוניים?',
  intro: 'Wordhive פועל במלואו גם בלעדיהם. שום דבר שלהם לא נטען בלי הסכמה:',
  sessionRecording: 'הקלטות הפעלה, שמראות לנו היכן דפים מקשים על המבקרים;',
  marketing: 'אוטומציה שיווקית, שמודדת את הניוזלטרים וההצעות שלנו.',
  change: 'אפשר לשנות את הבחירה בכל עת דרך „בחירות פרטיות“ בתחתית כל דף.',
  accepted: 'השירותים האלה אושרו.',
  rejected: 'השירותים האלה נדחו.',
  accept: 'אישור',
  reject: 'דחייה',
};
