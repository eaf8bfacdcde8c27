import type { about as en } from '../eng/about.ts';
import type { DictSection } from '../types.ts';

export const about: DictSection<typeof en> = {
  title: 'Sobre o Wordhive',
  description:
    'Desde 1999, o Wordhive é a comunidade e o mercado de tradutores, intérpretes, legendadores, empresas de serviços linguísticos e dos clientes que os contratam.',
  lead: 'Desde 1999, profissionais de idiomas constroem seus negócios no Wordhive, e clientes encontram aqui a pessoa certa para cada par de idiomas.',
  whoTitle: 'Para quem é o Wordhive',
  whoLinguists:
    'Tradutores, intérpretes e legendadores freelancers, que mostram seus pares de idiomas, serviços, tarifas e credenciais e são encontrados por clientes.',
  whoCompanies:
    'Empresas de serviços linguísticos, que apresentam seus serviços no diretório de empresas e encontram freelancers para cada par de idiomas.',
  whoOutsourcers:
    'Clientes que terceirizam trabalhos linguísticos, de um único documento juramentado ao lançamento de um produto em vinte idiomas.',
  offerTitle: 'O que você pode fazer aqui',
  offerDirectory:
    'Pesquisar freelancers e empresas de serviços linguísticos por par de idiomas, serviço e área de especialização.',
  offerOpportunities: 'Encontrar trabalhos, ou publicá-los, no mercado de oportunidades.',
  offerLearning:
    'Continuar aprendendo com cursos, formação e certificação, e verificar seu nível com uma avaliação de idiomas.',
  offerPayments: 'Receber de clientes e pagar colegas com o Wordhive Pay.',
  offerCommunity:
    'Conversar individualmente no chat, publicar nos murais de networking e participar das comunidades de intérpretes, mulheres na tradução e trabalho pro bono.',
  figuresTitle: 'O Wordhive hoje',
  valuesTitle: 'O que importa para nós',
  valueFair:
    'Trabalho justo: os profissionais definem suas próprias tarifas, e os clientes veem credenciais e avaliações antes de decidir.',
  valuePrivacy: 'Privacidade: você decide quem vê seus dados de contato, todos, ninguém ou apenas clientes.',
  valueLanguages:
    'Todos os idiomas: o site fala sete idiomas, inclusive o hebraico, escrito da direita para a esquerda, e acolhe qualquer par de idiomas.',
  moreTitle: 'Saiba mais',
};
