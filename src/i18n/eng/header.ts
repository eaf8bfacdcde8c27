/** The site header: main menu, mobile drawer and profile menu (spec §2.2, §2.5). */
export const header = {
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  appearance: 'Appearance',
  loadingNavigation: 'Loading navigation',
  accountMenu: 'Account menu',
  myProfile: 'My Profile',
  privacySettings: 'Privacy Settings',
  adminTools: 'Admin tools',
  staffTools: 'Staff tools',
  adminOnly: 'Admins only',
  notAvailable: 'Not available yet',
  newBadge: 'New',
  opensInNewTab: '(opens in a new tab)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'Edit {name}',
  navSection: 'menu section',
};
