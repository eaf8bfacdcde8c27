import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'Personificar usuário',
  viewingAs: 'Vendo como {site_name}',
  title: 'Personificar um usuário',
  stop: 'Parar o pseudo',
  selectUser: 'Selecionar usuário:',
  chooseUser: 'Escolha um usuário de teste',
  enterId: 'Digite o id:',
  submit: 'Personificar',
  working: 'Trocando…',
  failed: 'Não foi possível personificar o usuário: {error}',
  noSession: 'Nenhuma sessão ativa encontrada. Entre novamente.',
  errorStarting: 'Erro ao iniciar a personificação: {error}',
  stopFailed: 'Não foi possível parar o pseudo: {error}',
  invalidId: 'Digite um id válido (número positivo)',
  unknownError: 'Erro desconhecido',
  reasons: {
    adminTarget: 'Não é possível personificar um administrador',
    noMember: 'Nenhum membro tem este id',
    yourself: 'Você não pode personificar a si mesmo',
    onlyAdmins: 'Só administradores podem personificar membros',
    notImpersonating: 'Você não está personificando ninguém',
  },
};
