import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: 'O que você está procurando?',
  note: 'Com orgulho, movido a IA.',
  submit: 'Buscar',
  searching: 'Buscando…',
  open: 'Buscar',
  shortcut: 'Buscar (tecla {key})',
  close: 'Fechar',
  errors: {
    empty: 'Digite um termo de busca.',
    tooShort: 'Digite pelo menos 3 caracteres.',
    tooLong: 'Digite no máximo 50 caracteres.',
  },
};
