/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Déclaration d’accessibilité',
  description:
    'Comment Wordhive respecte les Règles pour l’accessibilité des contenus web (WCAG) 2.2 au niveau AA, ce qui manque encore et comment nous signaler un obstacle.',
  lead: 'Wordhive s’adresse à tous les professionnels des langues et à tous les clients, quels que soient leur appareil, leur langue ou leur façon d’utiliser un écran. Notre objectif : les Règles pour l’accessibilité des contenus web (WCAG) 2.2 au niveau AA.',
  statusTitle: 'Où nous en sommes',
  status:
    'Wordhive est partiellement conforme aux WCAG 2.2 AA : les pages les respectent, sauf les exceptions décrites sous « Limites connues ».',
  measuresTitle: 'Ce que nous faisons',
  measureAxe:
    'Chaque page est vérifiée par le moteur d’accessibilité axe dans nos tests automatiques, dans une langue de gauche à droite et une de droite à gauche, en thème clair et en thème sombre.',
  measureKeyboard:
    'Tout s’utilise au clavier seul, avec un focus visible et un lien « Aller au contenu » en haut de chaque page.',
  measureForms:
    'Les formulaires nomment chaque champ et disent ce qui ne va pas à côté du champ, en mots qu’un lecteur d’écran annonce.',
  measureContrast:
    'Le texte garde un contraste d’au moins 4,5 pour 1 dans les deux thèmes, et les animations s’arrêtent quand votre système demande moins de mouvement.',
  measureLanguages:
    'L’interface existe en sept langues, l’hébreu de droite à gauche ; un message de chat écrit dans l’autre sens que la page s’affiche dans le sien.',
  limitsTitle: 'Limites connues',
  limitUploads:
    'Les photos, extraits de portfolio et textes que les membres déposent sont décrits par leurs auteurs ; nous ne pouvons pas tous les vérifier.',
  limitClassic:
    'Les pages du site classique vers lesquelles mènent certains menus ne sont pas couvertes par cette déclaration.',
  limitCharts:
    'Les graphiques de l’espace d’administration sont des dessins ; leurs chiffres figurent aussi dans les tableaux à côté.',
  reportTitle: 'Signalez-nous un obstacle',
  report:
    'Si quelque chose vous bloque sur Wordhive, dites-nous sur quelle page et ce qui s’est passé. L’équipe lit chaque signalement, et les obstacles sont corrigés avant les nouvelles fonctions.',
  reportButton: 'Signaler un obstacle',
  settingsLink: 'Réglages d’accessibilité sur le site classique',
  reviewed: 'Cette déclaration a été revue pour la dernière fois le {date}.',
};
