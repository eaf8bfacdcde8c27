import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'Inicie sesión en Wordhive',
  signinIntro:
    'Nos alegra volver a verle. Inicie sesión para enviar mensajes a otros miembros, gestionar su perfil y recibir sus pagos.',
  signupTitle: 'Cree su cuenta de Wordhive',
  signupIntro:
    'Únase a traductores, intérpretes, subtituladores, empresas de servicios lingüísticos y los clientes que los contratan.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHint: 'Al menos 10 caracteres.',
  name: 'Nombre completo',
  accountType: 'Soy…',
  accountTypes: {
    outsourcer: 'Cliente que externaliza servicios lingüísticos',
    translator: 'Traductor/a autónomo/a',
    interpreter: 'Intérprete autónomo/a',
    subtitler: 'Subtitulador/a autónomo/a',
    company: 'Empresa de servicios lingüísticos',
  },
  submitSignin: 'Iniciar sesión',
  submitSignup: 'Crear cuenta',
  submitting: 'Espere, por favor…',
  noAccount: '¿Aún no tiene cuenta en Wordhive?',
  haveAccount: '¿Ya es miembro?',
  forgotLink: '¿Ha olvidado su contraseña?',
  checkEmailTitle: 'Revise su correo',
  checkEmailSignup:
    'Si esta dirección puede tener una cuenta nueva de Wordhive, va en camino un enlace para activarla: ábralo en las próximas 24 horas. Si la dirección ya tiene una cuenta, el correo explica cómo iniciar sesión.',
  checkEmailReset:
    'Si alguna cuenta usa esta dirección, va en camino un enlace para elegir una contraseña nueva. Funciona una vez, durante una hora.',
  checkEmailSpam: '¿No llega nada en unos minutos? Mire en la carpeta de spam o vuelva a intentarlo.',
  confirmTitle: 'Active su cuenta',
  confirmIntro: 'Un clic y su cuenta de Wordhive estará lista. Iniciará sesión al mismo tiempo.',
  confirmSubmit: 'Activar mi cuenta',
  forgotTitle: 'Elija una contraseña nueva',
  forgotIntro: 'Escriba el correo de su cuenta: le enviaremos un enlace para elegir una contraseña nueva.',
  forgotSubmit: 'Enviarme un enlace',
  resetTitle: 'Elija una contraseña nueva',
  resetIntro: 'Al guardarla se cierra la sesión en sus demás dispositivos y se inicia aquí.',
  newPassword: 'Contraseña nueva',
  resetSubmit: 'Guardar e iniciar sesión',
  askAgain: 'Pedir un enlace nuevo',
  errors: {
    emailRequired: 'Introduzca su dirección de correo electrónico',
    emailInvalid: 'Introduzca una dirección de correo electrónico válida',
    passwordRequired: 'Introduzca su contraseña',
    passwordShort: 'Utilice al menos 10 caracteres',
    passwordLong: 'Utilice como máximo 200 caracteres',
    nameRequired: 'Introduzca su nombre (al menos 2 caracteres)',
    nameLong: 'Utilice como máximo 100 caracteres',
    wrongCredentials:
      'Correo electrónico o contraseña incorrectos. ¿Acaba de registrarse? Abra primero el enlace que le enviamos.',
    linkInvalid: 'Este enlace no es válido, ya se usó o caducó. Pida uno nuevo.',
    tooMany: 'Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.',
    tooManyLater: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    checkForm: 'Revise sus datos y vuelva a intentarlo.',
  },
};
