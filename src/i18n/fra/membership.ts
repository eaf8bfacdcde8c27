/** The membership page (plans, benefits, new members, new businesses) and the mentors page. */
export const membership = {
  metaTitle: 'Adhésion · Wordhive',
  metaDescription:
    "Ce que l'adhésion à Wordhive apporte aux professionnels et aux sociétés de services linguistiques, et qui nous a rejoints ces 30 derniers jours.",
  title: 'Adhésion',
  intro:
    "L'adhésion permet aux linguistes et aux sociétés de services linguistiques de montrer à leurs clients qu'ils prennent leur métier au sérieux, et aux nouveaux venus de se faire connaître.",
  benefitsTitle: 'Ce que les membres obtiennent',
  benefits: {
    badgeTitle: 'Un badge de membre que les clients peuvent filtrer',
    badgeText:
      "Votre fiche et votre profil portent le badge, et les clients peuvent n'afficher que les membres payants dans l'annuaire.",
    newTitle: "Un accueil en page d'accueil",
    newText:
      "Pendant leurs 30 premiers jours, les nouveaux membres apparaissent sur la page d'accueil et sur cette page.",
    mentorTitle: 'Mentorat',
    mentorText:
      'Des membres expérimentés accompagnent les nouveaux venus : tarifs, outils de TAO, spécialisation et recherche de clients.',
    businessTitle: 'Adhésion entreprise',
    businessText:
      "Les sociétés de services linguistiques figurent dans l'annuaire des entreprises avec leurs paires, domaines et évaluations.",
  },
  plans: {
    title: 'Formules',
    fee: 'Les membres payants paient des frais de service de {member} sur les paiements reçus via Wordhive Pay, au lieu de {standard}.',
    currency: 'Prix en',
    names: { professional: 'Professionnel', business: 'Entreprise' },
    for: {
      professional: 'Pour les traducteurs, interprètes et sous-titreurs',
      business: 'Pour les entreprises de services linguistiques',
    },
    perYear: '{price} par an',
    professionalFeatures: [
      'Le badge de membre sur votre carte et votre profil',
      'Les frais de service réduits sur Wordhive Pay',
      'Trente jours en page d’accueil comme nouveau membre',
      'Le mentorat de membres expérimentés',
    ],
    businessFeatures: [
      'Le badge de membre dans l’annuaire des entreprises',
      'Les frais de service réduits sur Wordhive Pay',
      'Trente jours parmi les nouvelles entreprises',
      'Vos paires, domaines et évaluations dans l’annuaire des entreprises',
    ],
    buy: 'Devenir membre',
    renew: 'Renouveler pour un an',
    signIn: 'Connectez-vous pour devenir membre',
    notForYou: 'Cette formule est destinée à un autre type de compte.',
    active: 'Votre adhésion {plan} court jusqu’au {date}.',
    expired: 'Votre adhésion {plan} a pris fin le {date}.',
    history: 'Vos achats',
    purchase: '{plan} : {amount}, du {from} au {to}',
    receipt: 'Reçu (PDF)',
    payments: 'Wordhive Pay',
    formTitle: 'Un an d’adhésion {plan}',
    balance: 'Mon solde Wordhive',
    done: 'Merci ! Votre adhésion court jusqu’au {date}.',
    errors: {
      insufficient: 'Votre solde Wordhive est insuffisant : payez par carte ou choisissez la devise de votre solde.',
      declined: 'La carte a été refusée ; rien n’a été débité.',
      paidAhead: 'Votre adhésion est déjà payée plus d’un an à l’avance.',
      notForYou: 'Cette formule est destinée à un autre type de compte.',
    },
  },
  joinAction: 'Rejoindre Wordhive',
  directoryAction: "Parcourir l'annuaire",
  newMembersTitle: 'Nouveaux membres',
  newMembersText: 'Linguistes inscrits, ou ayant pris leur première adhésion, au cours des {days} derniers jours.',
  newMembersEmpty: "Personne ne s'est encore inscrit au cours des {days} derniers jours.",
  newBusinessesTitle: 'Nouvelles entreprises',
  newBusinessesText:
    'Sociétés de services linguistiques inscrites, ou devenues membres, au cours des {days} derniers jours.',
  newBusinessesEmpty:
    "Aucune société de services linguistiques ne s'est encore inscrite au cours des {days} derniers jours.",
  seeAllNewMembers: 'Voir tous les nouveaux membres et entreprises',
  newSinceJoined: 'Inscrit le {date}',
  newSinceFirstPaid: 'Membre depuis le {date}',
  mentorTopics: {
    starting_out: 'Se lancer en indépendant',
    pricing: 'Tarifs et négociation',
    cat_tools: 'Outils de TAO',
    legal_translation: 'Traduction juridique',
    medical_translation: 'Traduction médicale',
    conference_interpreting: 'Interprétation de conférence',
    subtitling: 'Sous-titrage',
    marketing: 'Se faire connaître',
  },
  mentors: {
    metaTitle: 'Mentors · Wordhive',
    metaDescription:
      'Des traducteurs, interprètes et sous-titreurs expérimentés qui accompagnent les nouveaux venus : tarifs, outils de TAO, spécialisation et clients.',
    title: 'Mentors',
    intro:
      'Des membres expérimentés qui aident les nouveaux venus à trouver leurs marques. Ouvrez un profil pour voir sur quoi ils travaillent, puis contactez-les.',
    topics: 'Peut vous aider sur',
    count: '{count} mentors',
    countOne: '1 mentor',
    empty: "Aucun mentor n'est encore inscrit.",
    emptyAction: 'Voir ce que les membres obtiennent',
    becomeMentor:
      'Tout membre peut se proposer comme mentor, avec les sujets sur lesquels il aide, depuis la Mise à jour de son profil.',
  },
};
