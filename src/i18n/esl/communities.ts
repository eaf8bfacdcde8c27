/** Las tres comunidades y los proyectos pro bono. */
export const communities = {
  names: {
    interpreters: 'comunidad de intérpretes',
    'women-in-translation': 'comunidad de mujeres en la traducción',
    'pro-bono': 'comunidad pro bono',
  },
  pages: {
    interpreters: {
      metaTitle: 'Comunidad de intérpretes · Wordhive',
      title: 'Intérpretes',
      intro:
        'Intérpretes de conferencias, judiciales, sanitarios y comunitarios que comparten compañeros de cabina, glosarios y consejos sobre trabajo remoto, tarifas y condiciones laborales.',
    },
    'women-in-translation': {
      metaTitle: 'Mujeres en la traducción · Wordhive',
      title: 'Mujeres en la traducción',
      intro:
        'Una comunidad que da visibilidad a las traductoras y a las escritoras traducidas: mentorías, un círculo de lectura mensual y socias para presentar ofertas.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Miembros que dedican unas horas a organizaciones sin ánimo de lucro: bancos de alimentos, servicios para refugiados, bibliotecas. Elija un proyecto, ofrézcase y la organización se pondrá en contacto con usted.',
    },
  },
  members: '{n} miembros',
  membersOne: '1 miembro',
  membersTitle: 'Miembros más recientes',
  join: 'Unirse a la comunidad',
  leave: 'Dejar la comunidad',
  joined: 'Es miembro',
  joinedToast: 'Bienvenido a la {community}.',
  leftToast: 'Ha dejado la {community}.',
  signInToJoin: 'Inicie sesión para unirse',
  optInNote: 'Quienes se unen aparecen aquí y en su perfil, en participación en la comunidad.',
  optIn: 'Mostrarme en estas comunidades',
  visit: 'Visitar',
  roles: { member: 'Miembro', volunteer: 'Voluntario', moderator: 'Moderador', organiser: 'Organizador' },
  wallTitle: 'El muro de la comunidad',
  wallText: '{n} miembros han publicado un perfil: quiénes son y qué buscan.',
  wallTextOne: '1 miembro ha publicado un perfil: quién es y qué busca.',
  wallAction: 'Abrir el muro',
  eventsTitle: 'Eventos',
  noEvents: 'Todavía no hay eventos previstos.',
  projectsTitle: 'Proyectos que buscan voluntarios',
  noProjects: 'Ahora mismo no hay proyectos abiertos: vuelva pronto.',
  needed: '{taken} de {needed} voluntarios',
  deadline: 'Antes del {date}',
  noDeadline: 'Sin plazo',
  volunteer: 'Ofrecerme',
  withdraw: 'Dejar de colaborar',
  volunteering: 'Colabora en este proyecto',
  full: 'Este proyecto ya tiene todos sus voluntarios.',
  notYourPair:
    'Este proyecto necesita voluntarios que traduzcan su par de idiomas: añada el par a su perfil para ofrecerse.',
  volunteeredToast: '¡Gracias! La organización se pondrá en contacto con usted.',
  closed: 'El plazo de este proyecto ha vencido.',
  volunteers: 'Voluntarios',
};
