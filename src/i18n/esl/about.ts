import type { about as en } from '../eng/about.ts';
import type { DictSection } from '../types.ts';

export const about: DictSection<typeof en> = {
  title: 'Acerca de Wordhive',
  description:
    'Wordhive es, desde 1999, la comunidad y el mercado de traductores, intérpretes, subtituladores, empresas de servicios lingüísticos y los clientes que los contratan.',
  lead: 'Desde 1999, en Wordhive los profesionales de la lengua hacen crecer su negocio y los clientes encuentran a la persona adecuada para cada combinación de idiomas.',
  whoTitle: 'Para quién es Wordhive',
  whoLinguists:
    'Traductores, intérpretes y subtituladores autónomos que muestran sus combinaciones de idiomas, servicios, tarifas y titulaciones, y a quienes encuentran los clientes.',
  whoCompanies:
    'Empresas de servicios lingüísticos que presentan sus servicios en el directorio de empresas y encuentran autónomos para cada combinación de idiomas.',
  whoOutsourcers:
    'Clientes que encargan trabajos lingüísticos, desde un único documento jurado hasta el lanzamiento de un producto en veinte idiomas.',
  offerTitle: 'Qué puede hacer aquí',
  offerDirectory:
    'Buscar autónomos y empresas de servicios lingüísticos por combinación de idiomas, servicio y especialidad.',
  offerOpportunities: 'Encontrar encargos, o publicarlos, en el mercado de oportunidades.',
  offerLearning:
    'Seguir formándose con cursos, formación y certificación, y comprobar su nivel con una evaluación lingüística.',
  offerPayments: 'Cobrar a sus clientes y pagar a sus colegas con Wordhive Pay.',
  offerCommunity:
    'Hablar en privado por chat, publicar en los muros de networking y unirse a las comunidades de intérpretes, mujeres en la traducción y trabajo pro bono.',
  figuresTitle: 'Wordhive hoy',
  valuesTitle: 'Lo que nos importa',
  valueFair:
    'Trabajo justo: los profesionales fijan sus propias tarifas y los clientes ven titulaciones y valoraciones antes de decidir.',
  valuePrivacy: 'Privacidad: usted decide quién ve sus datos de contacto: todo el mundo, nadie o solo los clientes.',
  valueLanguages:
    'Todos los idiomas: el sitio habla siete idiomas, incluido el hebreo, que se escribe de derecha a izquierda, y acoge cualquier combinación de idiomas.',
  moreTitle: 'Más información',
};
