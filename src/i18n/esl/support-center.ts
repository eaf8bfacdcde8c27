import type { supportCenter as en } from '../eng/support-center.ts';
import type { DictSection } from '../types.ts';

export const supportCenter: DictSection<typeof en> = {
  title: 'Obtener ayuda',
  description:
    'Cómo contactar con el servicio de atención a miembros de Wordhive y qué contarnos para que podamos ayudarle rápido.',
  lead: 'El servicio de atención a miembros ayuda a miembros y clientes con cuentas, perfiles, pagos y todo lo que no funcione como debería en el sitio. Una persona lee cada mensaje.',
  helpTitle: 'Empiece por el centro de ayuda',
  helpText:
    'Allí se responden la mayoría de las preguntas sobre cuentas, perfiles, el directorio, pagos y privacidad, y es la forma más rápida de obtener una respuesta.',
  helpLink: 'Abrir el centro de ayuda',
  contactTitle: 'Escriba al servicio de atención a miembros',
  contactText:
    'Los miembros con sesión iniciada escriben al servicio de atención a miembros por el chat. Respondemos los días laborables, en el chat, para que toda la conversación quede en un mismo lugar.',
  contactSignedOut: 'Inicie sesión primero, para que sepamos de qué cuenta nos escribe.',
  contactLink: 'Abrir el chat',
  includeTitle: 'Qué incluir',
  includeWhere: 'la dirección de la página en la que estaba (cópiela de su navegador),',
  includeWhat: 'qué hizo, qué esperaba y qué ocurrió en su lugar,',
  includeWhen: 'cuándo ocurrió y, si puede, una captura de pantalla.',
  includeNever:
    'No envíe nunca una contraseña ni un número de tarjeta: el servicio de atención a miembros nunca se los pedirá.',
  signinTitle: '¿No puede iniciar sesión?',
  signinText:
    'Compruebe que usa el correo electrónico de su cuenta; las contraseñas distinguen entre mayúsculas y minúsculas. Tras 10 contraseñas incorrectas, el inicio de sesión en esa cuenta se pausa 15 minutos para protegerla: espere y vuelva a intentarlo.',
  signinStill:
    '¿Sigue sin poder entrar? Regístrese con otro correo electrónico y escriba desde allí al servicio de atención a miembros, indicando el correo de la cuenta a la que no puede acceder. Comprobaremos que es suya antes de cambiar nada.',
  classicTitle: 'Foros, facturación, terminología y eventos',
  classicText:
    'Siguen en el sitio clásico. El servicio de atención a miembros también puede ayudarle con ellos; indique a cuál se refiere su pregunta.',
  accessibilityTitle: '¿Algo difícil de usar?',
  accessibilityText:
    'Si una página es difícil de usar con el teclado, un lector de pantalla o el zoom, díganos qué página y qué intentó. Lo tratamos como un error y lo corregimos.',
};
