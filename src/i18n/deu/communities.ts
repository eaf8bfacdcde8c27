/** Die drei Communities und die Pro-bono-Projekte. */
export const communities = {
  names: {
    interpreters: 'Dolmetscher-Community',
    'women-in-translation': 'Community „Women in Translation“',
    'pro-bono': 'Pro-bono-Community',
  },
  pages: {
    interpreters: {
      metaTitle: 'Dolmetscher-Community · Wordhive',
      title: 'Dolmetscher',
      intro:
        'Konferenz-, Gerichts-, Medizin- und Communitydolmetscher teilen Kabinenpartner, Glossare und Erfahrungen zu Remote-Arbeit, Honoraren und Arbeitsbedingungen.',
    },
    'women-in-translation': {
      metaTitle: 'Women in Translation · Wordhive',
      title: 'Women in Translation',
      intro:
        'Eine Community, die Übersetzerinnen und Autorinnen in Übersetzung sichtbarer macht: Mentoring, ein monatlicher Lesekreis und Partnerinnen für Angebote.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Mitglieder, die gemeinnützigen Organisationen ein paar Stunden schenken: Tafeln, Flüchtlingshilfe, Bibliotheken. Wählen Sie ein Projekt, melden Sie sich, und die Organisation meldet sich bei Ihnen.',
    },
  },
  members: '{n} Mitglieder',
  membersOne: '1 Mitglied',
  membersTitle: 'Neueste Mitglieder',
  join: 'Der Community beitreten',
  leave: 'Die Community verlassen',
  joined: 'Sie sind Mitglied',
  joinedToast: 'Willkommen in der {community}.',
  leftToast: 'Sie haben die {community} verlassen.',
  signInToJoin: 'Zum Beitreten anmelden',
  optInNote: 'Wer beitritt, erscheint hier und im eigenen Profil unter Community-Engagement.',
  optIn: 'In diesen Communities zeigen',
  visit: 'Ansehen',
  roles: { member: 'Mitglied', volunteer: 'Freiwillig', moderator: 'Moderation', organiser: 'Organisation' },
  wallTitle: 'Die Pinnwand der Community',
  wallText: '{n} Mitglieder haben ein Profil gepostet: wer sie sind und was sie suchen.',
  wallTextOne: '1 Mitglied hat ein Profil gepostet: wer es ist und was es sucht.',
  wallAction: 'Pinnwand öffnen',
  eventsTitle: 'Veranstaltungen',
  noEvents: 'Noch keine Veranstaltungen geplant.',
  projectsTitle: 'Projekte, die Freiwillige suchen',
  noProjects: 'Gerade keine offenen Projekte: Schauen Sie bald wieder vorbei.',
  needed: '{taken} von {needed} Freiwilligen',
  deadline: 'Bis {date}',
  noDeadline: 'Ohne Frist',
  volunteer: 'Mitmachen',
  withdraw: 'Nicht mehr mitmachen',
  volunteering: 'Sie machen bei diesem Projekt mit',
  full: 'Dieses Projekt hat alle Freiwilligen, die es braucht.',
  notYourPair:
    'Dieses Projekt braucht Freiwillige, die sein Sprachpaar übersetzen: Fügen Sie das Paar Ihrem Profil hinzu, um mitzumachen.',
  volunteeredToast: 'Danke! Die Organisation meldet sich bei Ihnen.',
  closed: 'Die Frist dieses Projekts ist abgelaufen.',
  volunteers: 'Freiwillige',
};
