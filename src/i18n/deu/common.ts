import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  fromTo: '{from} → {to}',
  writtenIn: 'Geschrieben auf',
  tagline: 'Das Zuhause für Sprachprofis',
  skipToContent: 'Zum Inhalt springen',
  signIn: 'Anmelden',
  signUp: 'Registrieren',
  signOut: 'Abmelden',
  home: 'Startseite',
  about: 'Über uns',
  help: 'Hilfe',
  loading: 'Wird geladen …',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten',
  deletedMember: 'Gelöschtes Mitglied',
  themeToggle: 'Design wechseln',
  chooseFile: 'Datei auswählen',
  noFileChosen: 'Keine Datei ausgewählt',
};
