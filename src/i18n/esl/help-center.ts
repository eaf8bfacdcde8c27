import type { helpCenter as en } from '../eng/help-center.ts';
import type { DictSection } from '../types.ts';

export const helpCenter: DictSection<typeof en> = {
  title: 'Centro de ayuda',
  description:
    'Respuestas a las preguntas frecuentes sobre cuentas, perfiles, el directorio, pagos y privacidad en Wordhive.',
  lead: 'Respuestas a las preguntas que más hacen los miembros, ordenadas por tema.',
  contents: 'Temas',
  stillStuck: '¿No ha encontrado su respuesta?',
  apiTopic: 'Usar la API',
  accounts: {
    title: 'Cuentas',
    q1: '¿Cómo creo una cuenta?',
    a1: 'Elija «Registrarse» en la parte superior de cualquier página. Introduzca su nombre, su correo electrónico y una contraseña de al menos 10 caracteres, e indique lo que mejor le describe: cliente, traductor, intérprete o subtitulador autónomo, o empresa de servicios lingüísticos. Le enviaremos un enlace por correo: ábralo en las próximas 24 horas para activar su cuenta.',
    q2: 'No puedo iniciar sesión. ¿Qué hago?',
    a2: 'Compruebe que usa el correo electrónico de su cuenta; las contraseñas distinguen entre mayúsculas y minúsculas. ¿Acaba de registrarse? Abra primero el enlace que le enviamos. ¿Ha olvidado su contraseña? Elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión y le enviaremos un enlace para elegir una nueva. Tras varias contraseñas incorrectas desde un dispositivo, ese dispositivo espera un poco más antes de cada nuevo intento; sus demás dispositivos no se ven afectados.',
    q3: '¿Cómo cambio el idioma del sitio?',
    a3: 'Elija un idioma en el selector que hay al pie de cada página o en el menú de su perfil. Si ha iniciado sesión, su elección se guarda en su cuenta y le acompaña en todos sus dispositivos.',
  },
  profiles: {
    title: 'Perfiles',
    q1: '¿Qué debe mostrar mi perfil?',
    a1: 'Los clientes deciden en este orden: quién es usted, qué ofrece (combinaciones de idiomas, servicios, especialidades y tarifas), qué lo demuestra (titulaciones, portafolio, valoraciones e historial de proyectos) y cómo contactarle. Complete cada parte: un perfil completo es más fácil de encontrar y de elegir.',
    q2: '¿Cómo se muestran las combinaciones de idiomas?',
    a2: 'Siempre con su dirección, por ejemplo DE → EN. Añada por separado cada dirección en la que trabaja: traducir del alemán al inglés es un servicio distinto de traducir del inglés al alemán.',
    q3: '¿Quién puede ver mi perfil?',
    a3: 'Su perfil es público, para que los clientes le encuentren incluso antes de iniciar sesión. Sus datos de contacto solo se muestran según lo que permita su configuración de privacidad.',
  },
  directory: {
    title: 'Directorio',
    q1: '¿Cómo encuentro un traductor o un intérprete?',
    a1: 'Abra el directorio y elija traductores, intérpretes, subtituladores o empresas de servicios lingüísticos; después, acote la lista por combinación de idiomas, servicio y especialidad. Se muestran veinte resultados por página.',
    q2: '¿Qué diferencia hay entre el directorio y el directorio de empresas?',
    a2: 'El directorio reúne a profesionales autónomos. El directorio de empresas reúne a empresas de servicios lingüísticos: agencias y otros negocios que ofrecen servicios de idiomas.',
    q3: '¿Cómo me encuentran los clientes?',
    a3: 'Los clientes buscan por combinación de idiomas, servicio y especialidad, así que indique cada combinación y especialidad en la que realmente trabaja y mantenga al día sus tarifas y titulaciones.',
  },
  payments: {
    title: 'Pagos',
    q1: '¿Qué es Wordhive Pay?',
    a1: 'Con Wordhive Pay, un cliente puede pagar a un profesional, o un profesional a un colega, a través de Wordhive. Su área de pagos muestra los pendientes, las comisiones, los pagos recibidos, enviados y retirados, y un resumen.',
    q2: '¿Hay comisiones?',
    a2: 'Cualquier comisión se muestra antes de que confirme un pago y queda reflejada después en su área de pagos, para que siempre sepa qué ha pagado y por qué.',
    q3: '¿Cómo envío una factura?',
    a3: 'La facturación sigue en el sitio clásico: elija «Facturación» en el pie de página para crear y enviar allí sus facturas.',
  },
  privacy: {
    title: 'Privacidad',
    q1: '¿Quién puede ver mi correo electrónico y mi teléfono?',
    a1: 'Usted decide, para cada dato de contacto: todo el mundo, nadie o solo clientes (clientes que Wordhive ha verificado). Cámbielo en la configuración de privacidad de su perfil; la página de su cuenta muestra quién vio los datos que no muestra a todo el mundo.',
    q2: '¿Usa Wordhive cookies de seguimiento?',
    a2: 'Nuestras propias cookies mantienen su sesión iniciada y recuerdan su idioma y su tema. Las herramientas de analítica y marketing permanecen desactivadas salvo que usted las acepte.',
    q3: '¿Cómo elimino mi cuenta?',
    a3: 'Escriba al servicio de atención a miembros desde la página «Obtener ayuda», con la cuenta que desea eliminar. Confirmaremos la solicitud con usted y después eliminaremos su cuenta y su perfil.',
  },
};
