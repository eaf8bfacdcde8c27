import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'Suplantar a un usuario',
  viewingAs: 'Viendo como {site_name}',
  title: 'Suplantar a un usuario',
  stop: 'Detener suplantación',
  selectUser: 'Seleccione un usuario:',
  chooseUser: 'Elija un usuario de prueba',
  enterId: 'Introduzca el id de entidad:',
  submit: 'Suplantar',
  working: 'Cambiando…',
  failed: 'No se pudo suplantar al usuario: {error}',
  noSession: 'No se encontró una sesión activa. Vuelva a iniciar sesión.',
  errorStarting: 'Error al iniciar la suplantación: {error}',
  stopFailed: 'No se pudo detener la suplantación: {error}',
  invalidId: 'Introduzca un id de entidad válido (número positivo)',
  unknownError: 'Error desconocido',
  reasons: {
    adminTarget: 'No se puede suplantar a un administrador',
    noMember: 'Ningún miembro tiene este id de entidad',
    yourself: 'No puede suplantarse a sí mismo',
    onlyAdmins: 'Solo los administradores pueden suplantar a miembros',
    notImpersonating: 'No está suplantando a nadie',
  },
};
