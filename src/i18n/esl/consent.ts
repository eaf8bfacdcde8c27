/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Opciones de privacidad',
  title: '¿Podemos usar dos servicios externos?',
  intro: 'Wordhive funciona por completo sin ellos. No se carga nada de ellos a menos que usted acepte:',
  sessionRecording: 'grabaciones de sesión, que nos muestran dónde las páginas dificultan el camino a los visitantes;',
  marketing: 'automatización de marketing, que mide nuestros boletines y ofertas.',
  change: 'Puede cambiar de opinión en cualquier momento con «Opciones de privacidad», al pie de cada página.',
  accepted: 'Usted aceptó estos servicios.',
  rejected: 'Usted rechazó estos servicios.',
  accept: 'Aceptar',
  reject: 'Rechazar',
};
