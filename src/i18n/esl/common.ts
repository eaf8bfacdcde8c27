import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  fromTo: '{from} → {to}',
  writtenIn: 'Escrito en',
  tagline: 'El punto de encuentro de los profesionales de la lengua',
  skipToContent: 'Saltar al contenido',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  signOut: 'Cerrar sesión',
  home: 'Inicio',
  about: 'Acerca de',
  help: 'Ayuda',
  loading: 'Cargando…',
  unexpectedError: 'Se ha producido un error inesperado',
  deletedMember: 'Miembro eliminado',
  themeToggle: 'Cambiar tema',
  chooseFile: 'Elegir archivo',
  noFileChosen: 'Ningún archivo seleccionado',
};
