import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che cercava non esiste o è stata spostata.',
  serverErrorTitle: 'Si è verificato un problema',
  serverErrorText: 'Si è verificato un errore imprevisto. Riprovi tra qualche istante.',
  goneTitle: 'Questo membro non è più qui',
  goneText: 'Il profilo che cercavi ha lasciato Wordhive. Nell’elenco ce ne sono molti altri.',
  findOthers: 'Cerca nell’elenco',
  backHome: 'Tornare alla pagina iniziale',
};
