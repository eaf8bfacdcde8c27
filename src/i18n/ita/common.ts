import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  fromTo: '{from} → {to}',
  writtenIn: 'Scritto in',
  tagline: 'La casa dei professionisti delle lingue',
  skipToContent: 'Passare al contenuto',
  signIn: 'Accedere',
  signUp: 'Registrarsi',
  signOut: 'Disconnettersi',
  home: 'Home',
  about: 'Chi siamo',
  help: 'Assistenza',
  loading: 'Caricamento in corso…',
  unexpectedError: 'Si è verificato un errore imprevisto',
  deletedMember: 'Membro eliminato',
  themeToggle: 'Cambiare tema',
  chooseFile: 'Scegli file',
  noFileChosen: 'Nessun file selezionato',
};
