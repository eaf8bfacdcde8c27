import type { overhaul as en } from '../eng/overhaul.ts';
import type { DictSection } from '../types.ts';

export const overhaul: DictSection<typeof en> = {
  title: 'Sobre este novo site',
  description:
    'Por que o Wordhive tem um site novo, o que há de novo, o que continua no site clássico e o que vem a seguir.',
  lead: 'Estamos reconstruindo o Wordhive passo a passo. Durante a mudança, o novo site funciona ao lado do site clássico, para que você continue trabalhando como sempre.',
  whyTitle: 'Por que um site novo',
  whyText:
    'O site clássico cresceu ao longo de mais de vinte anos. O novo site recomeça a partir do que os membros mais usam: ele é mais rápido, funciona em qualquer tela e é mais fácil de usar com o teclado ou com um leitor de tela.',
  newTitle: 'O que há de novo',
  newFast: 'As páginas chegam completas do servidor, então são rápidas de ler mesmo em uma conexão lenta.',
  newMobile: 'Todas as páginas funcionam com uma mão só no celular, com um menu que desliza pela lateral.',
  newLanguages:
    'A interface fala alemão, inglês, espanhol, francês, hebraico, italiano e português, e lembra a sua escolha.',
  newThemes: 'Um tema claro e um tema escuro, que seguem o seu dispositivo até você escolher um.',
  newAccessible:
    'Feito para ser acessível: todo controle tem um rótulo, o foco é sempre visível e o contraste de cores é verificado nos dois temas.',
  classicTitle: 'O que continua no site clássico por enquanto',
  classicText:
    'Os fóruns, o faturamento, a pesquisa terminológica, o calendário de eventos e as configurações de acessibilidade ainda ficam no site clássico. Os links para eles levam você até lá.',
  classicLink: 'Ir para o site clássico',
  nextTitle: 'O que vem a seguir',
  nextText:
    'Os perfis dos membros, os murais de networking, os pagamentos e o chat mudam para cá um a um. Cada um chega aqui quando for pelo menos tão bom quanto a sua versão clássica.',
  feedbackTitle: 'Conte o que você achou',
  feedbackText:
    'Falta alguma coisa ou algo não funciona como você esperava? O atendimento aos membros lê cada mensagem e a repassa à equipe que desenvolve o site.',
};
