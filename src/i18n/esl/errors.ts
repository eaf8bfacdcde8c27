import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no existe o se ha trasladado.',
  badRequestTitle: 'La dirección no es válida',
  badRequestText:
    'No se ha podido leer una parte de esta dirección (una búsqueda o un filtro). Revísela o vuelva a empezar desde el enlace de la página.',
  tooManyTitle: 'Demasiadas búsquedas seguidas',
  tooManyText:
    'Desde su dirección llegaron muchas búsquedas en poco tiempo. Espere un minuto y vuelva a intentarlo, o inicie sesión: los miembros pueden buscar mucho más.',
  serverErrorTitle: 'Algo ha salido mal',
  serverErrorText: 'Se ha producido un error inesperado. Vuelva a intentarlo en unos instantes.',
  goneTitle: 'Este miembro ya no está aquí',
  goneText: 'El perfil que buscaba ha dejado Wordhive. En el directorio hay muchos otros.',
  findOthers: 'Buscar en el directorio',
  backHome: 'Ir a la página de inicio',
  api: {
    signInRequired: 'Inicia sesión para hacer esto.',
    forbidden: 'No tienes permiso para hacer esto.',
    adminsOnly: 'Solo los administradores pueden hacer esto.',
    staffOnly: 'Solo el personal puede hacer esto.',
    linkEditorsOnly: 'Solo los administradores y los editores de enlaces pueden cambiar la navegación.',
    notFound: 'No se encontró: puede que se haya eliminado.',
    tooManyRequests: 'Demasiados intentos en poco tiempo. Espera un momento y vuelve a intentarlo.',
    tooLarge: 'Es demasiado grande para enviarlo.',
    crossSite:
      'Se rechazó esta solicitud porque no venía de este sitio. Vuelve a cargar la página e inténtalo de nuevo.',
  },
};
