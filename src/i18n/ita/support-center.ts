import type { supportCenter as en } from '../eng/support-center.ts';
import type { DictSection } from '../types.ts';

export const supportCenter: DictSection<typeof en> = {
  title: 'Assistenza',
  description: 'Come contattare il servizio membri di Wordhive, e che cosa indicarci per ricevere aiuto rapidamente.',
  lead: 'Il servizio membri aiuta membri e clienti con account, profili, pagamenti e tutto ciò che sul sito non funziona come dovrebbe. Ogni messaggio viene letto da una persona.',
  helpTitle: 'Cominci dal centro assistenza',
  helpText:
    'La maggior parte delle domande su account, profili, elenco, pagamenti e privacy trova risposta lì: è la strada più rapida.',
  helpLink: 'Apri il centro assistenza',
  contactTitle: 'Scriva al servizio membri',
  contactText:
    'I membri che hanno effettuato l’accesso scrivono al servizio membri in chat. Rispondiamo nei giorni lavorativi, in chat, così l’intera conversazione resta in un unico posto.',
  contactSignedOut: 'Effettui prima l’accesso, così sappiamo di quale account si tratta.',
  contactLink: 'Apri la chat',
  includeTitle: 'Che cosa indicare',
  includeWhere: 'l’indirizzo della pagina in cui si trovava (lo copi dal browser),',
  includeWhat: 'che cosa ha fatto, che cosa si aspettava e che cosa è successo invece,',
  includeWhen: 'quando è successo e, se possibile, uno screenshot.',
  includeNever: 'Non invii mai una password o un numero di carta: il servizio membri non li chiederà mai.',
  signinTitle: 'Non riesce ad accedere?',
  signinText:
    'Verifichi di usare l’indirizzo email del Suo account; le password distinguono tra maiuscole e minuscole. Dopo 10 password errate, l’accesso a quell’account viene sospeso per 15 minuti per proteggerlo: attenda e riprovi.',
  signinStill:
    'Ancora bloccato? Si registri con un altro indirizzo email e scriva da lì al servizio membri, indicando l’indirizzo email dell’account a cui non riesce ad accedere. Verifichiamo che sia Suo prima di modificare qualsiasi cosa.',
  classicTitle: 'Forum, fatturazione, terminologia ed eventi',
  classicText:
    'Si trovano ancora sul sito classico. Il servizio membri può aiutarLa anche con questi; indichi a quale si riferisce la domanda.',
  accessibilityTitle: 'Qualcosa è difficile da usare?',
  accessibilityText:
    'Se una pagina è difficile da usare con la tastiera, uno screen reader o lo zoom, ci dica quale pagina e che cosa ha provato. Lo trattiamo come un bug e lo correggiamo.',
};
