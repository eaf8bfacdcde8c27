import type { membership as en } from '../eng/membership.ts';
import type { DictSection } from '../types.ts';

export const membership: DictSection<typeof en> = {
  metaTitle: 'Associação · Wordhive',
  metaDescription:
    'O que a associação ao Wordhive oferece a profissionais e empresas de serviços linguísticos, e quem entrou nos últimos 30 dias.',
  title: 'Associação',
  intro:
    'A associação é a forma de linguistas e empresas de serviços linguísticos mostrarem aos clientes que levam o trabalho a sério, e a forma de os recém-chegados serem vistos.',
  benefitsTitle: 'O que os membros recebem',
  benefits: {
    badgeTitle: 'Um selo de membro pelo qual os clientes podem filtrar',
    badgeText: 'Seu cartão e seu perfil exibem o selo, e os clientes podem ver apenas membros pagantes no diretório.',
    newTitle: 'Boas-vindas na página inicial',
    newText: 'Nos primeiros 30 dias, os novos membros aparecem na página inicial e nesta página.',
    mentorTitle: 'Mentoria',
    mentorText:
      'Membros experientes orientam os recém-chegados sobre preços, ferramentas CAT, especialização e busca de clientes.',
    businessTitle: 'Associação para empresas',
    businessText:
      'Empresas de serviços linguísticos aparecem no diretório de empresas com seus pares, áreas e avaliações.',
  },
  joinAction: 'Junte-se ao Wordhive',
  directoryAction: 'Explorar o diretório',
  newMembersTitle: 'Novos membros',
  newMembersText: 'Linguistas que entraram, ou contrataram a primeira associação, nos últimos {days} dias.',
  newMembersEmpty: 'Ninguém entrou nos últimos {days} dias ainda.',
  newBusinessesTitle: 'Novas empresas',
  newBusinessesText: 'Empresas de serviços linguísticos que entraram, ou se tornaram membros, nos últimos {days} dias.',
  newBusinessesEmpty: 'Nenhuma empresa de serviços linguísticos entrou nos últimos {days} dias ainda.',
  seeAllNewMembers: 'Ver todos os novos membros e empresas',
  newSinceJoined: 'Entrou em {date}',
  newSinceFirstPaid: 'Membro desde {date}',
  mentorTopics: {
    starting_out: 'Começar como freelancer',
    pricing: 'Preços e negociação',
    cat_tools: 'Ferramentas CAT',
    legal_translation: 'Tradução jurídica',
    medical_translation: 'Tradução médica',
    conference_interpreting: 'Interpretação de conferências',
    subtitling: 'Legendagem',
    marketing: 'Divulgar o próprio trabalho',
  },
  mentors: {
    metaTitle: 'Mentores · Wordhive',
    metaDescription:
      'Tradutores, intérpretes e legendadores experientes que orientam recém-chegados: preços, ferramentas CAT, especialização e clientes.',
    title: 'Mentores',
    intro:
      'Membros experientes que ajudam os recém-chegados a se orientar. Abra um perfil para ver no que trabalham e entre em contato.',
    topics: 'Pode ajudar com',
    count: '{count} mentores',
    empty: 'Ainda não há mentores.',
    emptyAction: 'Veja o que os membros recebem',
    becomeMentor:
      'Qualquer membro pode se oferecer como mentor, com os temas em que ajuda, no Atualizador do próprio perfil.',
  },
};
