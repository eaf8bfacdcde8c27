/** As três comunidades e os projetos pro bono. */
export const communities = {
  names: {
    interpreters: 'comunidade de intérpretes',
    'women-in-translation': 'comunidade de mulheres na tradução',
    'pro-bono': 'comunidade pro bono',
  },
  pages: {
    interpreters: {
      metaTitle: 'Comunidade de intérpretes · Wordhive',
      title: 'Intérpretes',
      intro:
        'Intérpretes de conferência, judiciais, da saúde e comunitários que compartilham parceiros de cabine, glossários e dicas sobre trabalho remoto, preços e condições de trabalho.',
    },
    'women-in-translation': {
      metaTitle: 'Mulheres na tradução · Wordhive',
      title: 'Mulheres na tradução',
      intro:
        'Uma comunidade que dá visibilidade a tradutoras e a escritoras traduzidas: mentoria, um clube de leitura mensal e parceiras para propostas.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Membros que doam algumas horas a organizações sem fins lucrativos: bancos de alimentos, serviços para refugiados, bibliotecas. Escolha um projeto, ofereça-se e a organização entra em contato.',
    },
  },
  members: '{n} membros',
  membersOne: '1 membro',
  membersTitle: 'Membros mais recentes',
  join: 'Entrar na comunidade',
  leave: 'Sair da comunidade',
  joined: 'Você é membro',
  joinedToast: 'Boas-vindas à {community}.',
  leftToast: 'Você saiu da {community}.',
  signInToJoin: 'Entre para participar',
  optInNote: 'Quem entra aparece aqui e no próprio perfil, em participação na comunidade.',
  optIn: 'Mostrar-me nestas comunidades',
  visit: 'Visitar',
  roles: { member: 'Membro', volunteer: 'Voluntário', moderator: 'Moderação', organiser: 'Organização' },
  wallTitle: 'O mural da comunidade',
  wallText: '{n} membros publicaram um perfil: quem são e o que procuram.',
  wallTextOne: '1 membro publicou um perfil: quem é e o que procura.',
  wallAction: 'Abrir o mural',
  eventsTitle: 'Eventos',
  noEvents: 'Ainda não há eventos previstos.',
  projectsTitle: 'Projetos que procuram voluntários',
  noProjects: 'Não há projetos abertos no momento: volte em breve.',
  needed: '{taken} de {needed} voluntários',
  deadline: 'Até {date}',
  noDeadline: 'Sem prazo',
  volunteer: 'Quero ajudar',
  withdraw: 'Deixar de participar',
  volunteering: 'Você participa deste projeto',
  full: 'Este projeto já tem todos os voluntários.',
  notYourPair:
    'Este projeto precisa de voluntários que traduzam o seu par de idiomas: adicione o par ao seu perfil para se oferecer.',
  volunteeredToast: 'Obrigado! A organização vai entrar em contato.',
  closed: 'O prazo deste projeto já passou.',
  volunteers: 'Voluntários',
};
