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
  errors: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
    passwordShort: 'Verwenden Sie mindestens 10 Zeichen',
    passwordLong: 'Verwenden Sie höchstens 200 Zeichen',
    nameRequired: 'Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen)',
    nameLong: 'Verwenden Sie höchstens 100 Zeichen',
    emailTaken: 'Für diese E-Mail-Adresse existiert bereits ein Konto',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
    tooMany: 'Zu viele Versuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    tooManyLater: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    checkForm: 'Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  },
};
