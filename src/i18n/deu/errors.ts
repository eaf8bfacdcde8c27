import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  serverErrorTitle: 'Etwas ist schiefgelaufen',
  serverErrorText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in einem Moment erneut.',
  goneTitle: 'Dieses Mitglied ist nicht mehr hier',
  goneText: 'Das gesuchte Profil hat Wordhive verlassen. Im Verzeichnis finden Sie viele andere.',
  findOthers: 'Im Verzeichnis suchen',
  backHome: 'Zur Startseite',
};
