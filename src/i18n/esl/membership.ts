import type { membership as en } from '../eng/membership.ts';
import type { DictSection } from '../types.ts';

export const membership: DictSection<typeof en> = {
  metaTitle: 'Membresía · Wordhive',
  metaDescription:
    'Lo que la membresía de Wordhive ofrece a profesionales y empresas de idiomas, y quiénes se han unido en los últimos 30 días.',
  title: 'Membresía',
  intro:
    'La membresía es la forma en que lingüistas y empresas de idiomas muestran a sus clientes que se toman en serio su trabajo, y la forma en que los recién llegados se hacen ver.',
  benefitsTitle: 'Qué obtienen los miembros',
  benefits: {
    badgeTitle: 'Una insignia de miembro por la que los clientes pueden filtrar',
    badgeText:
      'Tu tarjeta y tu perfil llevan la insignia, y los clientes pueden ver solo a los miembros de pago en el directorio.',
    newTitle: 'Una bienvenida en la portada',
    newText: 'Durante sus primeros 30 días, los nuevos miembros aparecen en la página de inicio y en esta página.',
    mentorTitle: 'Mentoría',
    mentorText:
      'Miembros con experiencia orientan a los recién llegados sobre tarifas, herramientas TAO, especialización y búsqueda de clientes.',
    businessTitle: 'Membresía para empresas',
    businessText:
      'Las empresas de idiomas aparecen en el directorio de empresas con sus pares, especialidades y valoraciones.',
  },
  joinAction: 'Únete a Wordhive',
  directoryAction: 'Explorar el directorio',
  newMembersTitle: 'Nuevos miembros',
  newMembersText: 'Lingüistas que se unieron, o contrataron su primera membresía, en los últimos {days} días.',
  newMembersEmpty: 'Todavía nadie se ha unido en los últimos {days} días.',
  newBusinessesTitle: 'Nuevas empresas',
  newBusinessesText: 'Empresas de idiomas que se unieron, o se hicieron miembros, en los últimos {days} días.',
  newBusinessesEmpty: 'Todavía ninguna empresa de idiomas se ha unido en los últimos {days} días.',
  seeAllNewMembers: 'Ver todos los nuevos miembros y empresas',
  newSinceJoined: 'Se unió el {date}',
  newSinceFirstPaid: 'Miembro desde el {date}',
  mentorTopics: {
    starting_out: 'Empezar como autónomo',
    pricing: 'Tarifas y negociación',
    cat_tools: 'Herramientas TAO',
    legal_translation: 'Traducción jurídica',
    medical_translation: 'Traducción médica',
    conference_interpreting: 'Interpretación de conferencias',
    subtitling: 'Subtitulación',
    marketing: 'Darse a conocer',
  },
  mentors: {
    metaTitle: 'Mentores · Wordhive',
    metaDescription:
      'Traductores, intérpretes y subtituladores con experiencia que orientan a los recién llegados: tarifas, herramientas TAO, especialización y clientes.',
    title: 'Mentores',
    intro:
      'Miembros con experiencia que ayudan a los recién llegados a abrirse camino. Abre un perfil para ver en qué trabajan y ponte en contacto.',
    topics: 'Puede ayudar con',
    count: '{count} mentores',
    empty: 'Todavía no hay mentores.',
    emptyAction: 'Ver qué obtienen los miembros',
    becomeMentor:
      'Cualquier miembro puede ofrecerse como mentor, con los temas en los que ayuda, desde el Actualizador de su perfil.',
  },
};
