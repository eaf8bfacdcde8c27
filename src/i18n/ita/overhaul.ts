import type { overhaul as en } from '../eng/overhaul.ts';
import type { DictSection } from '../types.ts';

export const overhaul: DictSection<typeof en> = {
  title: 'Informazioni su questo nuovo sito',
  description:
    'Perché Wordhive ha un nuovo sito, che cosa cambia, che cosa resta sul sito classico e che cosa arriverà.',
  lead: 'Stiamo ricostruendo Wordhive passo dopo passo. Durante il trasloco il nuovo sito funziona accanto a quello classico, così può continuare a lavorare come sempre.',
  whyTitle: 'Perché un nuovo sito',
  whyText:
    'Il sito classico è cresciuto nel corso di oltre vent’anni. Il nuovo sito riparte da ciò che i membri usano di più: è più veloce, funziona su ogni schermo ed è più facile da usare con la tastiera o con uno screen reader.',
  newTitle: 'Le novità',
  newFast: 'Le pagine arrivano complete dal server, quindi si leggono in fretta anche con una connessione lenta.',
  newMobile: 'Ogni pagina si usa con una mano sola sullo smartphone, con un menu che scorre dal lato.',
  newLanguages:
    'L’interfaccia parla tedesco, inglese, spagnolo, francese, ebraico, italiano e portoghese, e ricorda la Sua scelta.',
  newThemes: 'Un tema chiaro e uno scuro, che seguono il Suo dispositivo finché non ne sceglie uno.',
  newAccessible:
    'Pensato per essere accessibile: ogni comando ha un’etichetta, il focus è sempre visibile e il contrasto dei colori è verificato in entrambi i temi.',
  classicTitle: 'Che cosa resta per ora sul sito classico',
  classicText:
    'I forum, la fatturazione, la ricerca terminologica, il calendario degli eventi e le impostazioni di accessibilità si trovano ancora sul sito classico. I link a queste pagine La portano lì.',
  classicLink: 'Vai al sito classico',
  nextTitle: 'Che cosa arriverà',
  nextText:
    'I profili dei membri, le bacheche di networking, i pagamenti e la chat si trasferiscono uno alla volta. Ognuno arriva qui quando è almeno buono quanto la sua versione classica.',
  feedbackTitle: 'Ci dica che cosa ne pensa',
  feedbackText:
    'Manca qualcosa o qualcosa non funziona come si aspettava? Il servizio membri legge ogni messaggio e lo inoltra al team che sviluppa il sito.',
};
