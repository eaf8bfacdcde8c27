import type { apiHelp as en } from '../eng/api-help.ts';
import type { DictSection } from '../types.ts';

export const apiHelp: DictSection<typeof en> = {
  title: 'Usar a API do Wordhive',
  description:
    'Chame o Wordhive a partir dos seus scripts e ferramentas de tradução: crie um token de acesso pessoal, pesquise no diretório e mantenha seu perfil em dia.',
  lead: 'Scripts e ferramentas de tradução (plug-ins para OmegaT, Trados ou memoQ, seu próprio código) podem chamar a API do Wordhive em seu nome: pesquisar no diretório, ler perfis e atualizar o seu.',
  tokenTitle: '1. Crie um token',
  tokenText:
    'Na página da sua conta, em “Tokens de acesso pessoal”, dê um nome ao token, escolha o que ele pode fazer e quando expira, e digite sua senha. Copie-o na hora: ele só é mostrado uma vez. Guarde-o em segredo, como uma senha.',
  accountLink: 'Crie um token na página da sua conta',
  callTitle: '2. Chame a API',
  callText:
    'Envie o token no cabeçalho Authorization de cada requisição. Por exemplo, tradutores jurídicos de português → inglês:',
  scopesTitle: 'O que um token pode fazer',
  scopesText:
    'profile:read lê perfis e os diretórios; profile:write altera seu próprio perfil. Um token nunca abre páginas, a área de administração nem dados privados de ninguém, e age com os direitos de um membro mesmo que sua conta seja da equipe.',
  limitsTitle: 'Limites',
  limitsText:
    'Cada token pode fazer {limit} chamadas por minuto; acima disso, a resposta é 429, com um cabeçalho Retry-After que diz quantos segundos esperar. Cada chamada é registrada com o token que a fez. Revogue um token na página da sua conta e ele para de funcionar na hora.',
  referenceTitle: 'Referência',
  referenceText: 'Todos os endpoints, com parâmetros, respostas e erros, estão na',
  referenceLink: 'referência da API',
  documentLink: 'documento OpenAPI',
};
