import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'Ihre Antwort',
  reviewTitle: 'Eine Bewertung für {member}',
  projectTitle: 'Ein Projekt für {member} bestätigen',
  reviewIntro:
    'Hallo {client}, {member} bittet Sie um eine kurze Bewertung der Arbeit, die für Sie erledigt wurde. Sie brauchen kein Konto; Ihre Antwort erscheint auf dem Profil unter dem Namen, den Sie angeben.',
  projectIntro:
    'Hallo {client}, {member} führt dieses Projekt auf dem Profil als für Sie erledigt. Sagen Sie uns bitte, ob es so war.',
  willingAgain: 'Würden Sie wieder mit {member} zusammenarbeiten?',
  yes: 'Ja',
  no: 'Nein',
  rating: 'Ihre Bewertung',
  stars: '{n} Sterne',
  starsOne: '1 Stern',
  comment: 'Ihr Kommentar',
  name: 'Ihr Name',
  company: 'Unternehmen (optional)',
  confirmQuestion: 'Hat dieses Projekt so stattgefunden?',
  confirmYes: 'Ja, so war es',
  confirmNo: 'Nein, so war es nicht',
  expires: 'Dieser Link funktioniert einmal, bis zum {date}.',
  submit: 'Antwort senden',
  sending: 'Wird gesendet…',
  thanks: 'Vielen Dank',
  thanksText: 'Ihre Antwort steht auf dem Profil von {member}.',
  viewProfile: 'Profil von {member} ansehen',
  failed: 'Ihre Antwort konnte nicht gesendet werden. Versuchen Sie es erneut.',
  problems: {
    invalid: {
      title: 'Dieser Link ist ungültig',
      text: 'Prüfen Sie, ob Sie die ganze Adresse aus der E-Mail geöffnet haben.',
    },
    used: {
      title: 'Dieser Link wurde bereits verwendet',
      text: 'Vielen Dank: Die Antwort steht auf dem Profil.',
    },
    expired: {
      title: 'Dieser Link ist abgelaufen',
      text: 'Bitten Sie das Mitglied, Ihnen einen neuen zu senden.',
    },
    projectGone: {
      title: 'Dieses Projekt wird nicht mehr aufgeführt',
      text: 'Das Mitglied hat es inzwischen aus seiner Projekthistorie entfernt: Es gibt nichts zu bestätigen.',
    },
    memberGone: {
      title: 'Dieses Mitglied ist nicht mehr auf Wordhive',
      text: 'Es gibt kein Profil mehr zu bewerten.',
    },
    own: {
      title: 'Das ist Ihre eigene Anfrage',
      text: 'Sie haben um diese Bewertung gebeten: Nur der Kunde, dem Sie sie geschickt haben, kann sie beantworten, von einer Adresse, die nicht Ihre ist.',
    },
  },
};
