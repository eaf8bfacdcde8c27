import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  fromTo: '{from} → {to}',
  writtenIn: 'Escrito em',
  tagline: 'A casa dos profissionais de idiomas',
  skipToContent: 'Pular para o conteúdo',
  signIn: 'Entrar',
  signUp: 'Cadastrar-se',
  signOut: 'Sair',
  home: 'Início',
  about: 'Sobre',
  help: 'Ajuda',
  loading: 'Carregando…',
  unexpectedError: 'Ocorreu um erro inesperado',
  deletedMember: 'Membro eliminado',
  themeToggle: 'Alternar tema',
  chooseFile: 'Escolher arquivo',
  noFileChosen: 'Nenhum arquivo escolhido',
};
