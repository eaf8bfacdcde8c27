import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'Menu principal',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  appearance: 'Apparence',
  loadingNavigation: 'Chargement de la navigation',
  accountMenu: 'Menu du compte',
  myProfile: 'Mon profil',
  privacySettings: 'Paramètres de confidentialité',
  adminTools: "Outils d'administration",
  staffTools: "Outils de l'équipe",
  adminOnly: 'Réservé aux administrateurs',
  notAvailable: 'Pas encore disponible',
  newBadge: 'Nouveau',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'Modifier {name}',
  navSection: 'section du menu',
};
