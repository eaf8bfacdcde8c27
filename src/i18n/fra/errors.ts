import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  badRequestTitle: 'L’adresse n’est pas valide',
  badRequestText:
    'Une partie de cette adresse (une recherche ou un filtre) est illisible. Vérifiez-la ou repartez du lien de la page.',
  tooManyTitle: 'Trop de recherches d’un coup',
  tooManyText:
    'Votre adresse a envoyé beaucoup de recherches en peu de temps. Patientez une minute et réessayez, ou connectez-vous : les membres peuvent chercher bien davantage.',
  serverErrorTitle: 'Un problème est survenu',
  serverErrorText: 'Une erreur inattendue s’est produite. Veuillez réessayer dans quelques instants.',
  goneTitle: 'Ce membre n’est plus là',
  goneText: 'Le profil que vous cherchiez a quitté Wordhive. L’annuaire en compte beaucoup d’autres.',
  findOthers: 'Chercher dans l’annuaire',
  backHome: 'Retour à la page d’accueil',
  api: {
    signInRequired: 'Connectez-vous pour faire ceci.',
    forbidden: 'Vous n’avez pas l’autorisation de faire ceci.',
    adminsOnly: 'Seuls les administrateurs peuvent faire ceci.',
    staffOnly: 'Seule l’équipe peut faire ceci.',
    linkEditorsOnly: 'Seuls les administrateurs et les éditeurs de liens peuvent modifier la navigation.',
    notFound: 'Introuvable : cet élément a peut-être été supprimé.',
    tooManyRequests: 'Trop de tentatives en peu de temps. Patientez un instant et réessayez.',
    tooLarge: 'C’est trop volumineux pour être envoyé.',
    crossSite: 'Cette demande a été refusée car elle ne venait pas de ce site. Rechargez la page et réessayez.',
  },
};
