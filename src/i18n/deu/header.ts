import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'Hauptmenü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  appearance: 'Darstellung',
  loadingNavigation: 'Navigation wird geladen',
  accountMenu: 'Kontomenü',
  myProfile: 'Mein Profil',
  privacySettings: 'Datenschutzeinstellungen',
  adminTools: 'Verwaltungswerkzeuge',
  staffTools: 'Werkzeuge für das Team',
  adminOnly: 'Nur für Admins',
  notAvailable: 'Noch nicht verfügbar',
  newBadge: 'Neu',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: '{name} bearbeiten',
  navSection: 'Menübereich',
};
