import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'El equipo de Wordhive',
  confirmSignup: {
    subject: 'Confirme su cuenta de Wordhive',
    body:
      'Hola, {name}:\n\n' +
      'Le damos la bienvenida a Wordhive. Confirme su dirección de correo para activar su cuenta:\n\n' +
      '{link}\n\n' +
      'El enlace funciona una vez, durante 24 horas. Si usted no se registró, ignore este correo: sin este paso no se crea ninguna cuenta.',
  },
  alreadyRegistered: {
    subject: 'Ya tiene una cuenta de Wordhive',
    body:
      'Hola, {name}:\n\n' +
      'Alguien, probablemente usted, intentó registrarse con esta dirección, pero ya pertenece a una cuenta de Wordhive.\n\n' +
      'Iniciar sesión: {signin}\n' +
      '¿Ha olvidado su contraseña? Elija una nueva: {reset}\n\n' +
      'Si no fue usted, ignore este correo: no ha cambiado nada.',
  },
  resetPassword: {
    subject: 'Elija una nueva contraseña de Wordhive',
    body:
      'Hola, {name}:\n\n' +
      'Para elegir una nueva contraseña, abra este enlace:\n\n' +
      '{link}\n\n' +
      'El enlace funciona una vez, durante una hora. Si no lo pidió, ignore este correo: su contraseña sigue igual.',
  },
};
