/** Le tre community e i progetti pro bono. */
export const communities = {
  names: {
    interpreters: 'community degli interpreti',
    'women-in-translation': 'community delle donne nella traduzione',
    'pro-bono': 'community pro bono',
  },
  pages: {
    interpreters: {
      metaTitle: 'Community degli interpreti · Wordhive',
      title: 'Interpreti',
      intro:
        'Interpreti di conferenza, giudiziari, in ambito sanitario e di comunità che condividono colleghi di cabina, glossari e consigli su lavoro da remoto, tariffe e condizioni di lavoro.',
    },
    'women-in-translation': {
      metaTitle: 'Donne nella traduzione · Wordhive',
      title: 'Donne nella traduzione',
      intro:
        'Una community che dà visibilità alle traduttrici e alle scrittrici tradotte: mentoring, un circolo di lettura mensile e partner per le offerte.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Membri che regalano qualche ora a organizzazioni non profit: banchi alimentari, servizi per rifugiati, biblioteche. Scegli un progetto, offriti volontario e l’organizzazione ti contatterà.',
    },
  },
  members: '{n} membri',
  membersOne: '1 membro',
  membersTitle: 'Membri più recenti',
  join: 'Unisciti alla community',
  leave: 'Lascia la community',
  joined: 'Sei membro',
  joinedToast: 'Benvenuto nella {community}.',
  leftToast: 'Hai lasciato la {community}.',
  signInToJoin: 'Accedi per unirti',
  optInNote: 'Chi si unisce compare qui e sul proprio profilo, nella partecipazione alla community.',
  optIn: 'Mostrami in queste community',
  visit: 'Visita',
  roles: { member: 'Membro', volunteer: 'Volontario', moderator: 'Moderatore', organiser: 'Organizzatore' },
  wallTitle: 'La bacheca della community',
  wallText: '{n} membri hanno pubblicato un profilo: chi sono e cosa cercano.',
  wallTextOne: '1 membro ha pubblicato un profilo: chi è e cosa cerca.',
  wallAction: 'Apri la bacheca',
  eventsTitle: 'Eventi',
  noEvents: 'Ancora nessun evento in programma.',
  projectsTitle: 'Progetti che cercano volontari',
  noProjects: 'Al momento non ci sono progetti aperti: torna presto.',
  needed: '{taken} volontari su {needed}',
  deadline: 'Entro il {date}',
  noDeadline: 'Nessuna scadenza',
  volunteer: 'Offriti volontario',
  withdraw: 'Non partecipare più',
  volunteering: 'Partecipi a questo progetto',
  full: 'Questo progetto ha tutti i volontari che servono.',
  notYourPair:
    'Questo progetto cerca volontari che traducano la sua coppia di lingue: aggiunga la coppia al Suo profilo per candidarsi.',
  volunteeredToast: 'Grazie! L’organizzazione ti contatterà.',
  closed: 'La scadenza di questo progetto è passata.',
  volunteers: 'Volontari',
};
