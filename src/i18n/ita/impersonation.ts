import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'Impersona un utente',
  viewingAs: 'Stai vedendo come {site_name}',
  title: 'Impersona un utente',
  stop: 'Ferma lo pseudo',
  selectUser: 'Seleziona un utente:',
  chooseUser: 'Scegli un utente di prova',
  enterId: 'Inserisci l’id:',
  submit: 'Impersona',
  working: 'Cambio in corso…',
  failed: 'Impossibile impersonare l’utente: {error}',
  noSession: 'Nessuna sessione attiva. Accedi di nuovo.',
  errorStarting: 'Errore all’avvio dell’impersonificazione: {error}',
  stopFailed: 'Impossibile fermare lo pseudo: {error}',
  invalidId: 'Inserisci un id valido (numero positivo)',
  unknownError: 'Errore sconosciuto',
  reasons: {
    adminTarget: 'Non si può impersonare un amministratore',
    noMember: 'Nessun membro ha questo id',
    yourself: 'Non puoi impersonare te stesso',
    onlyAdmins: 'Solo gli amministratori possono impersonare i membri',
    notImpersonating: 'Non stai impersonando nessuno',
  },
};
