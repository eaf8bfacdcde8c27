import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che cercava non esiste o è stata spostata.',
  badRequestTitle: 'L’indirizzo non è valido',
  badRequestText:
    'Una parte di questo indirizzo (una ricerca o un filtro) non è leggibile. Lo controlli o ricominci dal link della pagina.',
  tooManyTitle: 'Troppe ricerche in poco tempo',
  tooManyText:
    'Dal suo indirizzo sono arrivate molte ricerche in poco tempo. Attenda un minuto e riprovi, oppure acceda: i membri possono cercare molto di più.',
  serverErrorTitle: 'Si è verificato un problema',
  serverErrorText: 'Si è verificato un errore imprevisto. Riprovi tra qualche istante.',
  goneTitle: 'Questo membro non è più qui',
  goneText: 'Il profilo che cercavi ha lasciato Wordhive. Nell’elenco ce ne sono molti altri.',
  findOthers: 'Cerca nell’elenco',
  backHome: 'Tornare alla pagina iniziale',
  api: {
    signInRequired: 'Accedi per farlo.',
    forbidden: 'Non hai il permesso di farlo.',
    adminsOnly: 'Solo gli amministratori possono farlo.',
    staffOnly: 'Solo lo staff può farlo.',
    linkEditorsOnly: 'Solo gli amministratori e gli editor dei link possono modificare la navigazione.',
    notFound: 'Non trovato: potrebbe essere stato rimosso.',
    tooManyRequests: 'Troppi tentativi in poco tempo. Attendi un momento e riprova.',
    tooLarge: 'È troppo grande per essere inviato.',
    crossSite: 'Questa richiesta è stata rifiutata perché non proveniva da questo sito. Ricarica la pagina e riprova.',
  },
};
