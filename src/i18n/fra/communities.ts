/** Les trois communautés et les projets pro bono. */
export const communities = {
  names: {
    interpreters: 'communauté des interprètes',
    'women-in-translation': 'communauté des femmes en traduction',
    'pro-bono': 'communauté pro bono',
  },
  pages: {
    interpreters: {
      metaTitle: 'Communauté des interprètes · Wordhive',
      title: 'Interprètes',
      intro:
        'Interprètes de conférence, judiciaires, médicaux et de service public qui partagent partenaires de cabine, glossaires et conseils sur le travail à distance, les tarifs et les conditions de travail.',
    },
    'women-in-translation': {
      metaTitle: 'Femmes en traduction · Wordhive',
      title: 'Femmes en traduction',
      intro:
        'Une communauté qui rend plus visibles les traductrices et les autrices traduites : mentorat, un cercle de lecture mensuel et des partenaires pour répondre aux appels d’offres.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Des membres qui donnent quelques heures à des associations : banques alimentaires, services d’aide aux réfugiés, bibliothèques. Choisissez un projet, proposez votre aide, et l’association vous contacte.',
    },
  },
  members: '{n} membres',
  membersOne: '1 membre',
  membersTitle: 'Nouveaux membres',
  join: 'Rejoindre la communauté',
  leave: 'Quitter la communauté',
  joined: 'Vous êtes membre',
  joinedToast: 'Bienvenue dans la {community}.',
  leftToast: 'Vous avez quitté la {community}.',
  signInToJoin: 'Connectez-vous pour rejoindre',
  optInNote:
    'Les membres qui la rejoignent apparaissent ici et sur leur profil, dans la participation à la communauté.',
  optIn: 'M’afficher dans ces communautés',
  visit: 'Voir',
  roles: { member: 'Membre', volunteer: 'Bénévole', moderator: 'Modération', organiser: 'Organisation' },
  wallTitle: 'Le mur de la communauté',
  wallText: '{n} membres ont publié un profil : qui ils sont et ce qu’ils cherchent.',
  wallTextOne: '1 membre a publié un profil : qui il est et ce qu’il cherche.',
  wallAction: 'Ouvrir le mur',
  eventsTitle: 'Événements',
  noEvents: 'Aucun événement prévu pour l’instant.',
  projectsTitle: 'Projets qui cherchent des bénévoles',
  noProjects: 'Aucun projet ouvert pour le moment : revenez bientôt.',
  needed: '{taken} bénévoles sur {needed}',
  deadline: 'Avant le {date}',
  noDeadline: 'Sans échéance',
  volunteer: 'Proposer mon aide',
  withdraw: 'Ne plus participer',
  volunteering: 'Vous participez à ce projet',
  full: 'Ce projet a tous ses bénévoles.',
  notYourPair:
    'Ce projet cherche des bénévoles qui traduisent sa paire de langues : ajoutez la paire à votre profil pour vous proposer.',
  volunteeredToast: 'Merci ! L’association va vous contacter.',
  closed: 'L’échéance de ce projet est passée.',
  volunteers: 'Bénévoles',
};
