import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Das Wordhive-Team',
  confirmSignup: {
    subject: 'Bestätigen Sie Ihr Wordhive-Konto',
    body:
      'Hallo {name},\n\n' +
      'willkommen bei Wordhive. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren:\n\n' +
      '{link}\n\n' +
      'Der Link funktioniert einmal und 24 Stunden lang. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne diesen Schritt entsteht kein Konto.',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Wordhive-Konto',
    body:
      'Hallo {name},\n\n' +
      'jemand, vermutlich Sie, wollte sich mit dieser Adresse registrieren, aber sie gehört bereits zu einem Wordhive-Konto.\n\n' +
      'Anmelden: {signin}\n' +
      'Passwort vergessen? Wählen Sie ein neues: {reset}\n\n' +
      'Wenn das nicht Sie waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
  },
  resetPassword: {
    subject: 'Wählen Sie ein neues Wordhive-Passwort',
    body:
      'Hallo {name},\n\n' +
      'um ein neues Passwort zu wählen, öffnen Sie diesen Link:\n\n' +
      '{link}\n\n' +
      'Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};
