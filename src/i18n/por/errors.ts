import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que você procura não existe ou foi movida.',
  badRequestTitle: 'O endereço não é válido',
  badRequestText:
    'Não foi possível ler parte deste endereço (uma pesquisa ou um filtro). Verifique-o ou recomece a partir do link da página.',
  tooManyTitle: 'Pesquisas demais de uma vez',
  tooManyText:
    'Muitas pesquisas chegaram do seu endereço em pouco tempo. Aguarde um minuto e tente de novo, ou entre: membros podem pesquisar muito mais.',
  serverErrorTitle: 'Algo deu errado',
  serverErrorText: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  goneTitle: 'Este membro não está mais aqui',
  goneText: 'O perfil que você procurava saiu do Wordhive. No diretório há muitos outros.',
  findOthers: 'Buscar no diretório',
  backHome: 'Ir para a página inicial',
  api: {
    signInRequired: 'Entre na sua conta para fazer isto.',
    forbidden: 'Você não tem permissão para fazer isto.',
    adminsOnly: 'Só administradores podem fazer isto.',
    staffOnly: 'Só a equipe pode fazer isto.',
    linkEditorsOnly: 'Só administradores e editores de links podem alterar a navegação.',
    notFound: 'Não encontrado: pode ter sido removido.',
    tooManyRequests: 'Tentativas demais em pouco tempo. Aguarde um momento e tente de novo.',
    tooLarge: 'É grande demais para enviar.',
    crossSite: 'Este pedido foi recusado porque não veio deste site. Recarregue a página e tente de novo.',
  },
};
