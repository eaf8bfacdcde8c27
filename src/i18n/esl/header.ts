import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'Menú principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menuTitle: 'Menú',
  appearance: 'Apariencia',
  loadingNavigation: 'Cargando la navegación',
  accountMenu: 'Menú de la cuenta',
  myProfile: 'Mi perfil',
  privacySettings: 'Configuración de privacidad',
  adminTools: 'Herramientas de administración',
  staffTools: 'Herramientas del equipo',
  adminOnly: 'Solo administradores',
  notAvailable: 'Aún no disponible',
  newBadge: 'Nuevo',
  opensInNewTab: '(se abre en una pestaña nueva)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'Editar {name}',
  navSection: 'sección del menú',
};
