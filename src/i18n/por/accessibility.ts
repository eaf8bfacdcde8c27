/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Declaração de acessibilidade',
  description:
    'Como a Wordhive atende às Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA, o que ainda falta e como nos avisar de uma barreira.',
  lead: 'A Wordhive é para todos os profissionais de idiomas e todos os clientes, seja qual for o dispositivo, o idioma ou o jeito de usar a tela. Nosso objetivo são as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA.',
  statusTitle: 'Onde estamos',
  status:
    'A Wordhive está parcialmente em conformidade com as WCAG 2.2 AA: as páginas as atendem, com as exceções listadas em “Limitações conhecidas”.',
  measuresTitle: 'O que fazemos',
  measureAxe:
    'Cada página é verificada com o mecanismo de acessibilidade axe nos nossos testes automáticos, em um idioma da esquerda para a direita e outro da direita para a esquerda, nos temas claro e escuro.',
  measureKeyboard:
    'Tudo funciona só com o teclado, com foco visível e um link “Pular para o conteúdo” no topo de cada página.',
  measureForms:
    'Os formulários dão nome a cada campo e dizem o que está errado ao lado do campo, com palavras que um leitor de tela anuncia.',
  measureContrast:
    'O texto mantém contraste de pelo menos 4,5 para 1 nos dois temas, e as animações param quando o seu sistema pede movimento reduzido.',
  measureLanguages:
    'A interface está em sete idiomas, o hebraico da direita para a esquerda; uma mensagem de chat em outra direção que a da página aparece na sua própria.',
  limitsTitle: 'Limitações conhecidas',
  limitUploads:
    'Fotos, amostras de portfólio e textos que os membros enviam são descritos pelos autores; não conseguimos conferir todos.',
  limitClassic: 'As páginas do site clássico para as quais alguns menus levam não estão cobertas por esta declaração.',
  limitCharts: 'Os gráficos da área de administração são desenhos; os números deles também estão nas tabelas ao lado.',
  reportTitle: 'Avise-nos de uma barreira',
  report:
    'Se algo na Wordhive atrapalha você, diga em qual página e o que aconteceu. A equipe lê cada aviso, e barreiras são corrigidas antes de recursos novos.',
  reportButton: 'Avisar de uma barreira',
  settingsLink: 'Configurações de acessibilidade no site clássico',
  reviewed: 'Esta declaração foi revisada pela última vez em {date}.',
};
