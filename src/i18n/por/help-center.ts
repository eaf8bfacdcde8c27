import type { helpCenter as en } from '../eng/help-center.ts';
import type { DictSection } from '../types.ts';

export const helpCenter: DictSection<typeof en> = {
  title: 'Central de ajuda',
  description:
    'Respostas às perguntas frequentes sobre contas, perfis, o diretório, pagamentos e privacidade no Wordhive.',
  lead: 'Respostas às perguntas que os membros mais fazem, por tema.',
  contents: 'Temas',
  stillStuck: 'Não encontrou sua resposta?',
  apiTopic: 'Usar a API',
  accounts: {
    title: 'Contas',
    q1: 'Como crio uma conta?',
    a1: 'Escolha “Cadastrar-se” no topo de qualquer página. Informe seu nome, seu e-mail e uma senha de pelo menos 10 caracteres, e diga o que melhor descreve você: cliente, tradutor, intérprete ou legendador freelancer, ou empresa de serviços linguísticos. Enviamos um link por e-mail: abra-o em até 24 horas para ativar sua conta.',
    q2: 'Não consigo entrar. O que posso fazer?',
    a2: 'Confira se está usando o e-mail da sua conta; as senhas diferenciam maiúsculas de minúsculas. Acabou de se cadastrar? Abra primeiro o link que enviamos. Esqueceu a senha? Escolha “Esqueceu a senha?” na página de entrada e enviamos um link para você escolher uma nova. Depois de várias senhas erradas em um dispositivo, esse dispositivo espera um pouco mais antes de cada nova tentativa; seus outros dispositivos não são afetados.',
    q3: 'Como mudo o idioma do site?',
    a3: 'Escolha um idioma no seletor no rodapé de todas as páginas ou no menu do seu perfil. Quando você está conectado, a escolha fica salva na sua conta e vale em todos os seus dispositivos.',
  },
  profiles: {
    title: 'Perfis',
    q1: 'O que meu perfil deve mostrar?',
    a1: 'Os clientes decidem nesta ordem: quem você é, o que oferece (pares de idiomas, serviços, áreas de especialização e tarifas), as provas (credenciais, portfólio, avaliações e histórico de projetos) e como falar com você. Preencha cada parte: um perfil completo é mais fácil de encontrar e de escolher.',
    q2: 'Como os pares de idiomas são exibidos?',
    a2: 'Sempre com a direção, por exemplo DE → EN. Adicione separadamente cada direção em que você trabalha: traduzir do alemão para o inglês é um serviço diferente de traduzir do inglês para o alemão.',
    q3: 'Quem pode ver meu perfil?',
    a3: 'Seu perfil é público, para que os clientes encontrem você antes mesmo de entrar. Seus dados de contato aparecem apenas como suas configurações de privacidade permitem.',
  },
  directory: {
    title: 'Diretório',
    q1: 'Como encontro um tradutor ou um intérprete?',
    a1: 'Abra o diretório e escolha tradutores, intérpretes, legendadores ou empresas de serviços linguísticos; depois refine a lista por par de idiomas, serviço e área de especialização. Os resultados aparecem de vinte em vinte.',
    q2: 'Qual é a diferença entre o diretório e o diretório de empresas?',
    a2: 'O diretório reúne profissionais freelancers. O diretório de empresas reúne empresas de serviços linguísticos: agências e outros negócios que oferecem serviços de idiomas.',
    q3: 'Como os clientes me encontram?',
    a3: 'Os clientes pesquisam por par de idiomas, serviço e área de especialização; por isso, informe cada par e cada área em que você realmente trabalha e mantenha suas tarifas e credenciais atualizadas.',
  },
  payments: {
    title: 'Pagamentos',
    q1: 'O que é o Wordhive Pay?',
    a1: 'Com o Wordhive Pay, um cliente paga um profissional, ou um profissional paga um colega, pelo Wordhive. Sua área de pagamentos mostra pendências, taxas, pagamentos recebidos, enviados e sacados, e uma visão geral.',
    q2: 'Há taxas?',
    a2: 'Qualquer taxa é mostrada antes de você confirmar um pagamento e aparece depois na sua área de pagamentos, para você sempre saber o que pagou e por quê.',
    q3: 'Como envio uma fatura?',
    a3: 'O faturamento ainda fica no site clássico: escolha “Faturamento” no rodapé para criar e enviar suas faturas por lá.',
  },
  privacy: {
    title: 'Privacidade',
    q1: 'Quem pode ver meu e-mail e meu telefone?',
    a1: 'Você decide, para cada dado de contato: todos, ninguém ou apenas clientes (clientes verificados pelo Wordhive). Altere isso nas configurações de privacidade do seu perfil; a página da sua conta mostra quem viu os dados que você não mostra a todos.',
    q2: 'O Wordhive usa cookies de rastreamento?',
    a2: 'Nossos próprios cookies mantêm você conectado e lembram seu idioma e seu tema. Ferramentas de análise e de marketing ficam desligadas, a menos que você as aceite.',
    q3: 'Como excluo minha conta?',
    a3: 'Escreva para o atendimento aos membros pela página “Obter ajuda”, usando a conta que deseja excluir. Confirmamos o pedido com você e depois excluímos sua conta e seu perfil.',
  },
};
