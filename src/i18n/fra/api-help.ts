import type { apiHelp as en } from '../eng/api-help.ts';
import type { DictSection } from '../types.ts';

export const apiHelp: DictSection<typeof en> = {
  title: 'Utiliser l’API Wordhive',
  description:
    'Appelez Wordhive depuis vos scripts et vos outils de traduction : créez un jeton d’accès personnel, puis cherchez dans l’annuaire et tenez votre profil à jour.',
  lead: 'Les scripts et les outils de traduction (extensions pour OmegaT, Trados ou memoQ, votre propre code) peuvent appeler l’API Wordhive en votre nom : chercher dans l’annuaire, lire des profils et mettre à jour le vôtre.',
  tokenTitle: '1. Créer un jeton',
  tokenText:
    'Sur la page de votre compte, sous « Jetons d’accès personnels », donnez un nom au jeton, choisissez ce qu’il peut faire et quand il expire, puis saisissez votre mot de passe. Copiez-le aussitôt : il n’est affiché qu’une fois. Gardez-le secret, comme un mot de passe.',
  accountLink: 'Créer un jeton sur la page de votre compte',
  callTitle: '2. Appeler l’API',
  callText:
    'Envoyez le jeton dans l’en-tête Authorization de chaque requête. Par exemple, les traducteurs juridiques portugais → anglais :',
  scopesTitle: 'Ce qu’un jeton peut faire',
  scopesText:
    'profile:read lit les profils et les annuaires ; profile:write modifie votre propre profil. Un jeton n’ouvre jamais de pages, l’espace d’administration ni les données privées de quiconque, et agit avec les droits d’un membre même si votre compte fait partie de l’équipe.',
  limitsTitle: 'Limites',
  limitsText:
    'Chaque jeton peut faire {limit} appels par minute ; au-delà, la réponse est 429, avec un en-tête Retry-After qui indique combien de secondes attendre. Chaque appel est enregistré avec le jeton qui l’a fait. Révoquez un jeton sur la page de votre compte et il cesse aussitôt de fonctionner.',
  referenceTitle: 'Référence',
  referenceText: 'Chaque point d’accès, avec ses paramètres, ses réponses et ses erreurs, se trouve dans',
  referenceLink: 'la référence de l’API',
  documentLink: 'le document OpenAPI',
};
