import type { membership as en } from '../eng/membership.ts';
import type { DictSection } from '../types.ts';

export const membership: DictSection<typeof en> = {
  metaTitle: 'Iscrizione · Wordhive',
  metaDescription:
    "Cosa offre l'iscrizione a Wordhive a professionisti e agenzie linguistiche, e chi si è unito negli ultimi 30 giorni.",
  title: 'Iscrizione',
  intro:
    "L'iscrizione è il modo in cui linguisti e agenzie linguistiche mostrano ai clienti che prendono sul serio il proprio lavoro, e il modo in cui i nuovi arrivati si fanno notare.",
  benefitsTitle: 'Cosa ottengono i membri',
  benefits: {
    badgeTitle: 'Un badge di membro che i clienti possono filtrare',
    badgeText:
      'La tua scheda e il tuo profilo mostrano il badge, e i clienti possono vedere solo i membri paganti nella directory.',
    newTitle: 'Un benvenuto in prima pagina',
    newText: 'Per i primi 30 giorni, i nuovi membri compaiono nella home page e in questa pagina.',
    mentorTitle: 'Mentoring',
    mentorText:
      'Membri esperti accompagnano i nuovi arrivati su tariffe, strumenti CAT, specializzazione e ricerca di clienti.',
    businessTitle: 'Iscrizione per le aziende',
    businessText: 'Le agenzie linguistiche compaiono nella directory delle aziende con coppie, settori e valutazioni.',
  },
  joinAction: 'Unisciti a Wordhive',
  directoryAction: 'Sfoglia la directory',
  newMembersTitle: 'Nuovi membri',
  newMembersText: 'Linguisti che si sono uniti, o hanno sottoscritto la prima iscrizione, negli ultimi {days} giorni.',
  newMembersEmpty: 'Nessuno si è ancora unito negli ultimi {days} giorni.',
  newBusinessesTitle: 'Nuove aziende',
  newBusinessesText: 'Agenzie linguistiche che si sono unite, o sono diventate membri, negli ultimi {days} giorni.',
  newBusinessesEmpty: 'Nessuna agenzia linguistica si è ancora unita negli ultimi {days} giorni.',
  seeAllNewMembers: 'Vedi tutti i nuovi membri e le nuove aziende',
  newSinceJoined: 'Iscritto il {date}',
  newSinceFirstPaid: 'Membro dal {date}',
  mentorTopics: {
    starting_out: 'Iniziare come freelance',
    pricing: 'Tariffe e trattative',
    cat_tools: 'Strumenti CAT',
    legal_translation: 'Traduzione giuridica',
    medical_translation: 'Traduzione medica',
    conference_interpreting: 'Interpretazione di conferenza',
    subtitling: 'Sottotitolazione',
    marketing: 'Promuovere se stessi',
  },
  mentors: {
    metaTitle: 'Mentori · Wordhive',
    metaDescription:
      'Traduttori, interpreti e sottotitolatori esperti che accompagnano i nuovi arrivati: tariffe, strumenti CAT, specializzazione e clienti.',
    title: 'Mentori',
    intro:
      'Membri esperti che aiutano i nuovi arrivati a orientarsi. Apri un profilo per vedere di cosa si occupano, poi contattali.',
    topics: 'Può aiutare con',
    count: '{count} mentori',
    empty: 'Non ci sono ancora mentori.',
    emptyAction: 'Scopri cosa ottengono i membri',
    becomeMentor:
      'Ogni membro può offrirsi come mentor, con gli argomenti su cui aiuta, dall’Aggiornamento profilo del proprio profilo.',
  },
};
