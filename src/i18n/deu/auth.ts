import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'Bei Wordhive anmelden',
  signinIntro:
    'Willkommen zurück. Melden Sie sich an, um Mitgliedern Nachrichten zu senden, Ihr Profil zu verwalten und Zahlungen zu erhalten.',
  signupTitle: 'Ihr Wordhive-Konto erstellen',
  signupIntro:
    'Werden Sie Teil der Gemeinschaft aus Übersetzern, Dolmetschern, Untertitlern, Sprachdienstleistern und den Auftraggebern, die mit ihnen arbeiten.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordHint: 'Mindestens 10 Zeichen.',
  name: 'Vollständiger Name',
  accountType: 'Ich bin …',
  accountTypes: {
    outsourcer: 'Auftraggeber/in für Sprachdienstleistungen',
    translator: 'Freiberufliche/r Übersetzer/in',
    interpreter: 'Freiberufliche/r Dolmetscher/in',
    subtitler: 'Freiberufliche/r Untertitler/in',
    company: 'Sprachdienstleistungsunternehmen',
  },
  submitSignin: 'Anmelden',
  submitSignup: 'Konto erstellen',
  submitting: 'Bitte warten …',
  noAccount: 'Neu bei Wordhive?',
  haveAccount: 'Bereits Mitglied?',
  forgotLink: 'Passwort vergessen?',
  checkEmailTitle: 'Sehen Sie in Ihr Postfach',
  checkEmailSignup:
    'Wenn für diese Adresse ein neues Wordhive-Konto möglich ist, ist ein Link zur Aktivierung unterwegs: Öffnen Sie ihn innerhalb von 24 Stunden. Hat die Adresse schon ein Konto, steht in der E-Mail, wie Sie sich anmelden.',
  checkEmailReset:
    'Wenn ein Konto diese Adresse nutzt, ist ein Link unterwegs, mit dem Sie ein neues Passwort wählen. Er funktioniert einmal und eine Stunde lang.',
  checkEmailSpam: 'Nach ein paar Minuten nichts da? Sehen Sie im Spam-Ordner nach oder versuchen Sie es erneut.',
  confirmTitle: 'Konto aktivieren',
  confirmIntro: 'Ein Klick, und Ihr Wordhive-Konto ist bereit. Sie werden dabei angemeldet.',
  confirmSubmit: 'Mein Konto aktivieren',
  forgotTitle: 'Neues Passwort wählen',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
  forgotSubmit: 'Link per E-Mail senden',
  resetTitle: 'Neues Passwort wählen',
  resetIntro: 'Beim Speichern werden Sie auf allen anderen Geräten abgemeldet und hier angemeldet.',
  newPassword: 'Neues Passwort',
  resetSubmit: 'Speichern und anmelden',
  askAgain: 'Neuen Link anfordern',
  errors: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
    passwordShort: 'Verwenden Sie mindestens 10 Zeichen',
    passwordLong: 'Verwenden Sie höchstens 200 Zeichen',
    nameRequired: 'Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen)',
    nameLong: 'Verwenden Sie höchstens 100 Zeichen',
    wrongCredentials:
      'E-Mail-Adresse oder Passwort ist falsch. Gerade registriert? Öffnen Sie zuerst den Link aus unserer E-Mail.',
    linkInvalid: 'Dieser Link ist ungültig, schon benutzt oder abgelaufen. Fordern Sie einen neuen an.',
    tooMany: 'Zu viele Versuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    tooManyLater: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    checkForm: 'Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  },
};
