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
  errors: {
    emailRequired: 'Introduzca su dirección de correo electrónico',
    emailInvalid: 'Introduzca una dirección de correo electrónico válida',
    passwordRequired: 'Introduzca su contraseña',
    passwordShort: 'Utilice al menos 10 caracteres',
    passwordLong: 'Utilice como máximo 200 caracteres',
    nameRequired: 'Introduzca su nombre (al menos 2 caracteres)',
    nameLong: 'Utilice como máximo 100 caracteres',
    emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico',
    wrongCredentials: 'Correo electrónico o contraseña incorrectos',
    tooMany: 'Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.',
    tooManyLater: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    checkForm: 'Revise sus datos y vuelva a intentarlo.',
  },
};
