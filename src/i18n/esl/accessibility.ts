/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Declaración de accesibilidad',
  description:
    'Cómo cumple Wordhive las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, qué falta todavía y cómo comunicarnos una barrera.',
  lead: 'Wordhive es para todos los profesionales de la lengua y todos los clientes, sea cual sea su dispositivo, su idioma o su forma de usar la pantalla. Nuestro objetivo son las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.',
  statusTitle: 'Dónde estamos',
  status:
    'Wordhive es parcialmente conforme con WCAG 2.2 AA: las páginas las cumplen, con las excepciones de «Limitaciones conocidas».',
  measuresTitle: 'Lo que hacemos',
  measureAxe:
    'Cada página se revisa con el motor de accesibilidad axe en nuestras pruebas automáticas, en un idioma de izquierda a derecha y otro de derecha a izquierda, con el tema claro y el oscuro.',
  measureKeyboard:
    'Todo funciona solo con el teclado, con un foco visible y un enlace «Ir al contenido» al principio de cada página.',
  measureForms:
    'Los formularios etiquetan cada campo y dicen qué está mal junto al campo, con palabras que un lector de pantalla anuncia.',
  measureContrast:
    'El texto mantiene un contraste de al menos 4,5 a 1 en ambos temas, y las animaciones se detienen cuando su sistema pide movimiento reducido.',
  measureLanguages:
    'La interfaz está en siete idiomas, el hebreo de derecha a izquierda; un mensaje de chat en otra dirección que la página se muestra en la suya.',
  limitsTitle: 'Limitaciones conocidas',
  limitUploads:
    'Las fotos, muestras de portafolio y textos que suben los miembros los describen sus autores; no podemos revisarlos todos.',
  limitClassic: 'Las páginas del sitio clásico a las que llevan algunos menús no están cubiertas por esta declaración.',
  limitCharts:
    'Los gráficos del área de administración son dibujos; sus cifras también están en las tablas de al lado.',
  reportTitle: 'Comuníquenos una barrera',
  report:
    'Si algo en Wordhive le impide avanzar, díganos en qué página y qué ocurrió. El equipo lee cada aviso, y las barreras se corrigen antes que las funciones nuevas.',
  reportButton: 'Comunicar una barrera',
  settingsLink: 'Ajustes de accesibilidad en el sitio clásico',
  reviewed: 'Esta declaración se revisó por última vez el {date}.',
};
