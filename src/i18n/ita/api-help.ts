import type { apiHelp as en } from '../eng/api-help.ts';
import type { DictSection } from '../types.ts';

export const apiHelp: DictSection<typeof en> = {
  title: 'Usare l’API di Wordhive',
  description:
    'Chiami Wordhive dai suoi script e strumenti di traduzione: crei un token di accesso personale, cerchi nell’elenco e tenga aggiornato il suo profilo.',
  lead: 'Script e strumenti di traduzione (plug-in per OmegaT, Trados o memoQ, il suo codice) possono chiamare l’API di Wordhive a suo nome: cercare nell’elenco, leggere profili e aggiornare il proprio.',
  tokenTitle: '1. Crei un token',
  tokenText:
    'Nella pagina del suo account, in «Token di accesso personali», dia un nome al token, scelga che cosa può fare e quando scade, e scriva la sua password. Lo copi subito: viene mostrato una sola volta. Lo tenga segreto, come una password.',
  accountLink: 'Crei un token nella pagina del suo account',
  callTitle: '2. Chiami l’API',
  callText:
    'Invii il token nell’intestazione Authorization di ogni richiesta. Per esempio, traduttori legali portoghese → inglese:',
  scopesTitle: 'Che cosa può fare un token',
  scopesText:
    'profile:read legge i profili e gli elenchi; profile:write modifica il suo profilo. Un token non apre mai pagine, l’area di amministrazione o dati privati di altri, e agisce con i diritti di un membro anche se il suo account è dello staff.',
  limitsTitle: 'Limiti',
  limitsText:
    'Ogni token può fare {limit} chiamate al minuto; oltre, la risposta è 429, con un’intestazione Retry-After che dice quanti secondi attendere. Ogni chiamata viene registrata con il token che l’ha fatta. Se revoca un token nella pagina del suo account, smette subito di funzionare.',
  referenceTitle: 'Riferimento',
  referenceText: 'Ogni endpoint, con parametri, risposte ed errori, è descritto nel',
  referenceLink: 'riferimento dell’API',
  documentLink: 'documento OpenAPI',
};
