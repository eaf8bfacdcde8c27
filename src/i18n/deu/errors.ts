import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  badRequestTitle: 'Die Adresse ist ungültig',
  badRequestText:
    'Ein Teil dieser Adresse (eine Suche oder ein Filter) ist nicht lesbar. Prüfen Sie sie oder beginnen Sie erneut über den Link der Seite.',
  tooManyTitle: 'Zu viele Suchen auf einmal',
  tooManyText:
    'Von Ihrer Adresse kamen in kurzer Zeit sehr viele Suchen. Warten Sie eine Minute und versuchen Sie es erneut, oder melden Sie sich an: Mitglieder können deutlich mehr suchen.',
  serverErrorTitle: 'Etwas ist schiefgelaufen',
  serverErrorText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in einem Moment erneut.',
  goneTitle: 'Dieses Mitglied ist nicht mehr hier',
  goneText: 'Das gesuchte Profil hat Wordhive verlassen. Im Verzeichnis finden Sie viele andere.',
  findOthers: 'Im Verzeichnis suchen',
  backHome: 'Zur Startseite',
  api: {
    signInRequired: 'Melden Sie sich an, um dies zu tun.',
    forbidden: 'Sie sind dazu nicht berechtigt.',
    adminsOnly: 'Nur Admins können dies tun.',
    staffOnly: 'Nur Mitarbeitende können dies tun.',
    linkEditorsOnly: 'Nur Admins und Link-Bearbeiter können die Navigation ändern.',
    notFound: 'Nicht gefunden: Es wurde möglicherweise entfernt.',
    tooManyRequests: 'Zu viele Versuche in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es erneut.',
    tooLarge: 'Das ist zu groß zum Senden.',
    crossSite:
      'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website kam. Laden Sie die Seite neu und versuchen Sie es erneut.',
  },
};
