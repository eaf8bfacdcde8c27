import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Votre compte',
  intro: 'Session ouverte en tant que {name} ({email}).',
  accountType: 'Type de compte',
  memberSince: 'Membre depuis',
  signOutEverywhere: 'Se déconnecter',
  notWhileImpersonating: 'Indisponible tant que vous consultez le site en tant qu’un autre membre.',
  tokens: {
    title: 'Jetons d’accès personnels',
    intro:
      'Pour les scripts et les outils de traduction qui appellent l’API Wordhive en votre nom. Un jeton ne peut faire que ce que ses autorisations permettent, et cesse de fonctionner quand il expire ou que vous le révoquez.',
    howTo: 'Utiliser l’API',
    reference: 'Référence de l’API',
    name: 'Nom du jeton',
    nameHint: 'Où vous l’utiliserez, par exemple « OmegaT sur mon portable ».',
    scopes: 'Ce qu’il peut faire',
    scopeNames: {
      'profile:read': 'Lire les profils et l’annuaire',
      'profile:write': 'Modifier mon profil',
    },
    expiry: 'Expire après',
    days: '{n} jours',
    create: 'Créer le jeton',
    creating: 'Création…',
    created: 'Votre nouveau jeton « {name} ». Copiez-le maintenant : il ne sera plus affiché.',
    copy: 'Copier',
    copied: 'Copié',
    done: 'Terminé',
    listTitle: 'Vos jetons',
    empty: 'Vous n’avez aucun jeton.',
    lastUsed: 'Dernière utilisation',
    neverUsed: 'Jamais utilisé',
    expires: 'Expire',
    expired: 'Expiré',
    revoke: 'Révoquer',
    revokeConfirm: 'Révoquer « {name} » ? Les outils qui l’utilisent cessent aussitôt de fonctionner.',
    revoked: 'Jeton révoqué',
    failed: 'Le jeton n’a pas pu être enregistré : {message}',
    nameRequired: 'Donnez un nom au jeton',
    scopeRequired: 'Choisissez au moins une autorisation',
  },
  contactViews: {
    title: 'Qui a vu vos coordonnées',
    intro:
      'Les membres qui ont vu celles de vos coordonnées qui ne sont pas visibles par tous, au cours des 90 derniers jours. Choisissez qui voit quoi dans vos paramètres de confidentialité.',
    privacyLink: 'Paramètres de confidentialité',
    empty: 'Personne pour l’instant.',
    member: 'Membre',
    when: 'Quand',
  },
};
