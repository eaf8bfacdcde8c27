import type { about as en } from '../eng/about.ts';
import type { DictSection } from '../types.ts';

export const about: DictSection<typeof en> = {
  title: 'Informazioni su Wordhive',
  description:
    'Dal 1999 Wordhive è la community e il marketplace di traduttori, interpreti, sottotitolatori, aziende di servizi linguistici e dei clienti che li incaricano.',
  lead: 'Dal 1999 su Wordhive i professionisti delle lingue fanno crescere la propria attività e i clienti trovano la persona giusta per ogni combinazione linguistica.',
  whoTitle: 'A chi si rivolge Wordhive',
  whoLinguists:
    'A traduttori, interpreti e sottotitolatori freelance, che mostrano combinazioni linguistiche, servizi, tariffe e qualifiche e vengono trovati dai clienti.',
  whoCompanies:
    'Alle aziende di servizi linguistici, che presentano i propri servizi nell’elenco delle aziende e trovano freelance per ogni combinazione linguistica.',
  whoOutsourcers:
    'Ai clienti che affidano lavori linguistici all’esterno, da un singolo documento giurato al lancio di un prodotto in venti lingue.',
  offerTitle: 'Che cosa può fare qui',
  offerDirectory:
    'Cercare freelance e aziende di servizi linguistici per combinazione linguistica, servizio e settore di specializzazione.',
  offerOpportunities: 'Trovare incarichi, o pubblicarli, nella bacheca delle opportunità.',
  offerLearning:
    'Continuare a formarsi con corsi, formazione e certificazioni, e verificare il proprio livello con un test linguistico.',
  offerPayments: 'Ricevere pagamenti dai clienti e pagare i colleghi con Wordhive Pay.',
  offerCommunity:
    'Parlare a tu per tu in chat, pubblicare sulle bacheche di networking e unirsi alle community di interpreti, donne nella traduzione e lavoro pro bono.',
  figuresTitle: 'Wordhive oggi',
  valuesTitle: 'Ciò che ci sta a cuore',
  valueFair:
    'Lavoro equo: i professionisti stabiliscono le proprie tariffe e i clienti vedono qualifiche e feedback prima di decidere.',
  valuePrivacy: 'Privacy: decide Lei chi vede i Suoi recapiti, tutti, nessuno o solo i clienti.',
  valueLanguages:
    'Tutte le lingue: il sito parla sette lingue, tra cui l’ebraico scritto da destra a sinistra, e accoglie ogni combinazione linguistica.',
  moreTitle: 'Per saperne di più',
};
