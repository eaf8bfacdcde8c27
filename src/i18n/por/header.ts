import type { header as en } from '../eng/header.ts';
import type { DictSection } from '../types.ts';

export const header: DictSection<typeof en> = {
  mainMenu: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  appearance: 'Aparência',
  loadingNavigation: 'Carregando a navegação',
  accountMenu: 'Menu da conta',
  myProfile: 'Meu perfil',
  privacySettings: 'Configurações de privacidade',
  adminTools: 'Ferramentas de administração',
  staffTools: 'Ferramentas da equipe',
  adminOnly: 'Somente administradores',
  notAvailable: 'Ainda não disponível',
  newBadge: 'Novo',
  opensInNewTab: '(abre em uma nova aba)',
  serverPeek: 'Admin Peek Into System!',
  /** The edit icon beside a navigation item, for link editors (spec §2.10). */
  editNavItem: 'Editar {name}',
  navSection: 'seção do menu',
};
