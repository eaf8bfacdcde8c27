import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive: traductores, intérpretes y empresas de servicios lingüísticos',
  description:
    'Encuentre traductores, intérpretes y subtituladores autónomos, así como empresas de servicios lingüísticos, por combinación de idiomas, servicio y especialidad, o haga que los clientes le encuentren a usted.',
  heroTitle: 'Donde los profesionales de la lengua y sus clientes se encuentran',
  heroText:
    'Busque entre {linguists} lingüistas y {companies} empresas de servicios lingüísticos por combinación de idiomas, servicio y área de especialización. Comuníquese en tiempo real, cobre de forma segura y siga formándose.',
  findLinguist: 'Encontrar un lingüista',
  joinFree: 'Regístrese gratis',
  figuresTitle: 'Wordhive hoy',
  figureMembers: 'miembros',
  figureLinguists: 'lingüistas autónomos',
  figureCompanies: 'empresas de servicios lingüísticos',
  figureOutsourcers: 'clientes',
  forLinguistsTitle: 'Para lingüistas',
  forLinguistsText:
    'Un perfil que le consigue encargos: combinaciones de idiomas, tarifas, titulaciones, portafolio y valoraciones de clientes.',
  forCompaniesTitle: 'Para empresas de servicios lingüísticos',
  forCompaniesText:
    'Dé a conocer su empresa en el directorio y encuentre profesionales autónomos verificados para cada combinación de idiomas.',
  forOutsourcersTitle: 'Para clientes',
  forOutsourcersText:
    'Describa lo que necesita con sus propias palabras y contacte con el profesional adecuado en cuestión de minutos.',
  newestTitle: 'Miembros más recientes',
  forYouTitle: 'Trabajos nuevos en sus pares de idiomas',
  forYouAll: 'Ver todos los trabajos en sus pares de idiomas',
  forYouNone: 'Ahora no hay ningún trabajo abierto en sus pares de idiomas. Guarde una búsqueda y sabrá del próximo.',
  forYouNoPairs: 'Añada sus pares de idiomas a su perfil para ver aquí los trabajos en ellos.',
  clientJobsTitle: 'Sus trabajos en curso',
  clientTitle: '¿Necesita una traducción?',
  clientText:
    'Publique un trabajo con sus pares de idiomas, volumen y plazo, y los profesionales le enviarán sus presupuestos.',
};
