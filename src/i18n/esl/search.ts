import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: '¿Qué está buscando?',
  note: 'Con orgullo, impulsado por IA.',
  submit: 'Buscar',
  searching: 'Buscando…',
  open: 'Buscar',
  shortcut: 'Buscar (pulse {key})',
  close: 'Cerrar',
  errors: {
    empty: 'Introduzca un término de búsqueda.',
    tooShort: 'Introduzca al menos 3 caracteres.',
    tooLong: 'Introduzca un máximo de 50 caracteres.',
  },
};
