import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que você procura não existe ou foi movida.',
  serverErrorTitle: 'Algo deu errado',
  serverErrorText: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  goneTitle: 'Este membro não está mais aqui',
  goneText: 'O perfil que você procurava saiu do Wordhive. No diretório há muitos outros.',
  findOthers: 'Buscar no diretório',
  backHome: 'Ir para a página inicial',
};
