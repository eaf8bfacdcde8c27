import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no existe o se ha trasladado.',
  serverErrorTitle: 'Algo ha salido mal',
  serverErrorText: 'Se ha producido un error inesperado. Vuelva a intentarlo en unos instantes.',
  goneTitle: 'Este miembro ya no está aquí',
  goneText: 'El perfil que buscaba ha dejado Wordhive. En el directorio hay muchos otros.',
  findOthers: 'Buscar en el directorio',
  backHome: 'Ir a la página de inicio',
};
