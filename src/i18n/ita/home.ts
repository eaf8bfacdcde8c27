import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive: traduttori, interpreti e aziende di servizi linguistici',
  description:
    'Trovi traduttori, interpreti e sottotitolatori freelance e aziende di servizi linguistici per combinazione linguistica, servizio e settore, oppure si faccia trovare dai clienti.',
  heroTitle: 'Dove i professionisti delle lingue incontrano i loro clienti',
  heroText:
    'Cerchi tra {linguists} linguisti e {companies} aziende di servizi linguistici per combinazione linguistica, servizio e settore di specializzazione. Comunichi in tempo reale, riceva pagamenti sicuri e continui a formarsi.',
  findLinguist: 'Trovare un linguista',
  joinFree: 'Iscrizione gratuita',
  figuresTitle: 'Wordhive oggi',
  figureMembers: 'membri',
  figureLinguists: 'linguisti freelance',
  figureCompanies: 'aziende di servizi linguistici',
  figureOutsourcers: 'clienti',
  forLinguistsTitle: 'Per i linguisti',
  forLinguistsText:
    'Un profilo che le procura incarichi: combinazioni linguistiche, tariffe, qualifiche, portfolio e feedback dei clienti.',
  forCompaniesTitle: 'Per le aziende di servizi linguistici',
  forCompaniesText:
    'Presenti la sua azienda nella directory e trovi freelance verificati per ogni combinazione linguistica.',
  forOutsourcersTitle: 'Per i clienti',
  forOutsourcersText:
    'Descriva con parole sue ciò di cui ha bisogno e raggiunga il professionista giusto in pochi minuti.',
  newestTitle: 'Nuovi membri',
  forYouTitle: 'Nuovi lavori nelle tue coppie di lingue',
  forYouAll: 'Vedi tutti i lavori nelle tue coppie di lingue',
  forYouNone:
    'Al momento non c’è nessun lavoro aperto nelle tue coppie di lingue. Salva una ricerca e saprai del prossimo.',
  forYouNoPairs: 'Aggiungi le tue coppie di lingue al profilo per vedere qui i lavori in quelle coppie.',
  clientJobsTitle: 'I tuoi lavori in corso',
  clientTitle: 'Ti serve una traduzione?',
  clientText:
    'Pubblica un lavoro con le coppie di lingue, il volume e la scadenza, e i professionisti ti mandano i loro preventivi.',
};
