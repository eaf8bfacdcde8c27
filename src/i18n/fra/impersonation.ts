import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'Se faire passer pour un utilisateur',
  viewingAs: 'Vue en tant que {site_name}',
  title: 'Se faire passer pour un utilisateur',
  stop: 'Arrêter le pseudo',
  selectUser: 'Choisir un utilisateur :',
  chooseUser: 'Choisir un compte de test',
  enterId: 'Saisir l’identifiant :',
  submit: 'Se faire passer',
  working: 'Changement…',
  failed: 'Impossible de se faire passer pour l’utilisateur : {error}',
  noSession: 'Aucune session active. Veuillez vous reconnecter.',
  errorStarting: 'Erreur au démarrage : {error}',
  stopFailed: 'Impossible d’arrêter le pseudo : {error}',
  invalidId: 'Veuillez saisir un identifiant valide (nombre positif)',
  unknownError: 'Erreur inconnue',
  reasons: {
    adminTarget: 'On ne peut pas se faire passer pour un administrateur',
    noMember: 'Aucun membre n’a cet identifiant',
    yourself: 'Vous ne pouvez pas vous faire passer pour vous-même',
    onlyAdmins: 'Seuls les administrateurs peuvent se faire passer pour des membres',
    notImpersonating: 'Vous ne vous faites passer pour personne',
  },
};
