import type { overhaul as en } from '../eng/overhaul.ts';
import type { DictSection } from '../types.ts';

export const overhaul: DictSection<typeof en> = {
  title: 'Acerca de este nuevo sitio',
  description:
    'Por qué Wordhive tiene un sitio nuevo, qué novedades trae, qué sigue en el sitio clásico y qué viene después.',
  lead: 'Estamos reconstruyendo Wordhive paso a paso. Mientras dura el traslado, el nuevo sitio funciona junto al sitio clásico, así que puede seguir trabajando como siempre.',
  whyTitle: 'Por qué un sitio nuevo',
  whyText:
    'El sitio clásico ha ido creciendo durante más de veinte años. El nuevo sitio parte de lo que más usan los miembros: es más rápido, funciona en cualquier pantalla y es más fácil de usar con el teclado o con un lector de pantalla.',
  newTitle: 'Novedades',
  newFast: 'Las páginas llegan completas desde el servidor, así que se leen rápido incluso con una conexión lenta.',
  newMobile: 'Todas las páginas se usan con una sola mano en el móvil, con un menú que se desliza desde el lateral.',
  newLanguages:
    'La interfaz está en alemán, inglés, español, francés, hebreo, italiano y portugués, y recuerda su elección.',
  newThemes: 'Un tema claro y otro oscuro, que siguen a su dispositivo hasta que usted elija uno.',
  newAccessible:
    'Pensado para ser accesible: todos los controles tienen etiqueta, el foco siempre es visible y el contraste de colores está comprobado en ambos temas.',
  classicTitle: 'Lo que de momento sigue en el sitio clásico',
  classicText:
    'Los foros, la facturación, la búsqueda terminológica, el calendario de eventos y la configuración de accesibilidad siguen en el sitio clásico. Los enlaces a ellos le llevan allí.',
  classicLink: 'Ir al sitio clásico',
  nextTitle: 'Qué viene después',
  nextText:
    'Los perfiles de los miembros, los muros de networking, los pagos y el chat se trasladan uno a uno. Cada uno llega aquí cuando es al menos tan bueno como su versión clásica.',
  feedbackTitle: 'Díganos qué le parece',
  feedbackText:
    '¿Falta algo o algo no funciona como esperaba? El servicio de atención a miembros lee cada mensaje y lo transmite al equipo que desarrolla el sitio.',
};
