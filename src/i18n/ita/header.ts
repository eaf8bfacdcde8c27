import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'Menu principale',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  menuTitle: 'Menu',
  appearance: 'Aspetto',
  loadingNavigation: 'Caricamento della navigazione',
  accountMenu: "Menu dell'account",
  myProfile: 'Il mio profilo',
  privacySettings: 'Impostazioni della privacy',
  adminTools: 'Strumenti di amministrazione',
  staffTools: 'Strumenti del team',
  adminOnly: 'Solo per amministratori',
  notAvailable: 'Non ancora disponibile',
  newBadge: 'Nuovo',
  opensInNewTab: '(si apre in una nuova scheda)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'Modifica {name}',
  navSection: 'sezione del menu',
};
