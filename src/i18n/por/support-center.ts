import type { supportCenter as en } from '../eng/support-center.ts';
import type { DictSection } from '../types.ts';

export const supportCenter: DictSection<typeof en> = {
  title: 'Obter ajuda',
  description:
    'Como falar com o atendimento aos membros do Wordhive e o que nos contar para podermos ajudar rapidamente.',
  lead: 'O atendimento aos membros ajuda membros e clientes com contas, perfis, pagamentos e tudo o que não funciona como deveria no site. Uma pessoa lê cada mensagem.',
  helpTitle: 'Comece pela central de ajuda',
  helpText:
    'A maioria das perguntas sobre contas, perfis, o diretório, pagamentos e privacidade é respondida lá, e é o caminho mais rápido para uma resposta.',
  helpLink: 'Abrir a central de ajuda',
  contactTitle: 'Escreva para o atendimento aos membros',
  contactText:
    'Membros conectados escrevem para o atendimento aos membros pelo chat. Respondemos em dias úteis, no chat, para que toda a conversa fique em um só lugar.',
  contactSignedOut: 'Entre primeiro, para sabermos de qual conta você está falando.',
  contactLink: 'Abrir o chat',
  includeTitle: 'O que incluir',
  includeWhere: 'o endereço da página em que você estava (copie do navegador),',
  includeWhat: 'o que você fez, o que esperava e o que aconteceu no lugar,',
  includeWhen: 'quando aconteceu e, se puder, uma captura de tela.',
  includeNever: 'Nunca envie uma senha ou um número de cartão: o atendimento aos membros nunca vai pedir isso.',
  signinTitle: 'Não consegue entrar?',
  signinText:
    'Confira se está usando o e-mail da sua conta; as senhas diferenciam maiúsculas de minúsculas. Depois de 10 senhas erradas, o acesso àquela conta fica pausado por 15 minutos para protegê-la: aguarde e tente de novo.',
  signinStill:
    'Continua sem conseguir entrar? Cadastre-se com outro e-mail e escreva de lá para o atendimento aos membros, informando o e-mail da conta que você não consegue acessar. Verificamos se ela é sua antes de mudar qualquer coisa.',
  classicTitle: 'Fóruns, faturamento, terminologia e eventos',
  classicText:
    'Eles ainda ficam no site clássico. O atendimento aos membros também pode ajudar com eles; diga a qual deles sua pergunta se refere.',
  accessibilityTitle: 'Algo difícil de usar?',
  accessibilityText:
    'Se uma página for difícil de usar com o teclado, um leitor de tela ou o zoom, diga qual página e o que você tentou. Tratamos isso como um bug e corrigimos.',
};
