import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'El equipo de Wordhive',
  fromTo: '{from} → {to}',
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
  resetPasswordByStaff: {
    subject: 'El equipo de Wordhive le envió un enlace para elegir una nueva contraseña',
    body:
      'Hola, {name}:\n\n' +
      'El equipo de Wordhive le envió este enlace para elegir una nueva contraseña para su cuenta:\n\n' +
      '{link}\n\n' +
      'El enlace funciona una vez, durante una hora. Si no se lo pidió al soporte de Wordhive, ignore este correo: su contraseña sigue igual. Nadie de Wordhive le pedirá nunca este enlace ni su contraseña.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado su contraseña de Wordhive',
    body: 'Hola, {name}:\n\nAcaba de cambiarse la contraseña de su cuenta de Wordhive y se ha cerrado la sesión en todos los demás dispositivos.\n\nSi no ha sido usted, elija ahora una contraseña nueva: {reset}',
  },
  changeEmail: {
    subject: 'Confirme su nueva dirección de Wordhive',
    body: 'Hola, {name}:\n\nPara usar esta dirección en su cuenta de Wordhive, abra este enlace:\n\n{link}\n\nEl enlace funciona una vez, durante 24 horas. Si no lo ha pedido, ignore este correo: no cambia nada.',
  },
  emailChanged: {
    subject: 'Se ha cambiado su dirección de Wordhive',
    body: 'Hola, {name}:\n\nSu cuenta de Wordhive usa ahora la dirección {email}; con esta dirección ya no se puede iniciar sesión.\n\nSi no ha sido usted, elija una contraseña nueva de inmediato y escriba al servicio de atención a miembros: {reset}',
  },
  accountDeleted: {
    subject: 'Se ha eliminado su cuenta de Wordhive',
    body: 'Hola, {name}:\n\nSu cuenta de Wordhive y su perfil se han eliminado, como pidió. Su perfil, pares de idiomas, tarifas, muestras, conversaciones y notificaciones ya no existen; las valoraciones que dejó a otros miembros se conservan en sus perfiles, con el nombre con que las firmó.\n\nPuede volver a registrarse con esta dirección cuando quiera.',
  },
  clientRequests: {
    note: 'Su nota:',
    reviewSubject: '{member} le pide una reseña en Wordhive',
    reviewBody:
      'Hola, {client}:\n\n{member} ha trabajado para usted y le pide una breve reseña en su perfil de Wordhive: ¿volvería a trabajar con esta persona?, ¿cuántas estrellas?, y unas palabras sobre el porqué.{note}\n\nResponda aquí, sin necesidad de cuenta:\n\n{link}\n\nEl enlace funciona una vez, hasta el {date}. Su respuesta aparecerá en el perfil con el nombre que indique. Si no conoce a {member}, ignore este correo.',
    projectSubject: '{member} le pide que confirme un proyecto',
    projectBody:
      'Hola, {client}:\n\n{member} muestra este proyecto en su perfil de Wordhive como realizado para usted:\n\n{project}{note}\n\n¿Fue así? Responda aquí, sin necesidad de cuenta:\n\n{link}\n\nEl enlace funciona una vez, hasta el {date}. Si lo confirma, el proyecto mostrará su nombre como quien lo confirmó. Si no conoce a {member}, ignore este correo.',
    units: {
      words: 'palabras',
      pages: 'páginas',
      hours: 'horas',
      minutes: 'minutos',
    },
    reviewAnsweredTitle: '{client} respondió a su solicitud de reseña',
    reviewAnsweredMessage: 'Su reseña ya está en su perfil.',
    projectAnsweredTitle: '{client} respondió sobre un proyecto',
    projectConfirmed: '«{project}» ya figura como confirmado en su perfil.',
    projectNotConfirmed: '{client} no confirmó «{project}».',
    reportDecidedTitle: 'El equipo decidió sobre una reseña denunciada',
    reportKept: 'Se queda en el perfil. Motivo del equipo: {reason}',
    reportRemoved: 'Se retiró del perfil. Motivo del equipo: {reason}',
  },
  availability: {
    backTitle: 'Su perfil vuelve a decir que acepta trabajo nuevo',
    backMessage:
      'Ha llegado el día que indicó: los clientes le encuentran entre los miembros que aceptan trabajo nuevo. Puede cambiarlo en la presentación de su perfil.',
  },
  teams: {
    inviteSubject: '{business} le invita a su equipo «{team}» en Wordhive',
    inviteBody:
      'Hola:\n\n{business} le invita a unirse a su equipo «{team}» en Wordhive. Los miembros del equipo aparecen en la página del equipo y conocen primero sus encargos.\n\nInicie sesión con esta dirección de correo y acepte aquí:\n\n{link}\n\nEl enlace funciona una vez, hasta el {date}. Si no conoce a {business}, ignore este correo.',
  },
  jobs: {
    alertTitle: 'Nuevo trabajo para una de sus búsquedas guardadas',
    quoteTitle: '{name} envió un presupuesto para «{title}»',
    quoteMessage: 'Compare los presupuestos uno al lado del otro en la página del trabajo.',
    invitedTitle: '{client} le invita a presupuestar «{title}»',
    invitedMessage: 'Lea el trabajo y envíe su presupuesto en su página: presupuestar es gratis.',
    invitationDeclinedTitle: '{name} no presupuestará «{title}»',
    invitationDeclinedBusy:
      'Ahora no tiene tiempo para ello. Puede invitar a otra persona en su lugar desde la página del trabajo.',
    invitationDeclinedFit:
      'No es su especialidad o su par de idiomas. Puede invitar a otra persona en su lugar desde la página del trabajo.',
    invitationDeclinedTerms:
      'El presupuesto o el plazo no le convienen. Puede invitar a otra persona desde la página del trabajo o revisar sus condiciones.',
    invitationWithdrawnTitle: '{client} retiró la invitación a presupuestar «{title}»',
    invitationWithdrawnMessage:
      'No necesita responder. Si el trabajo sigue abierto para usted, puede presupuestar igualmente en su página.',
    paymentRequestTitle: '{name} pide que le paguen «{title}»',
    paymentRequestMessage:
      'Quedan {amount} por pagar del presupuesto elegido. Puede pagarlo con Wordhive Pay en la página del trabajo.',
    awardedTitle: 'Su presupuesto para «{title}» fue aceptado',
    awardedMessage: '{client} eligió su presupuesto. Acuerde los detalles por chat.',
    quoteDeclinedTitle: 'Su presupuesto para «{title}» fue rechazado',
    quoteDeclinedMessage:
      '{client} rechazó su presupuesto. Mientras el trabajo esté abierto, puede enviar uno nuevo en su página.',
    changedTitle: '«{title}» cambió después de su presupuesto',
    changedMessage:
      '{client} cambió el volumen, los idiomas, el servicio o el plazo del trabajo. Confirme su presupuesto o envíe uno nuevo en su página: hasta entonces no puede elegirse.',
    declinedTitle: 'Novedades sobre «{title}»',
    declinedMessage:
      '{client} eligió otro presupuesto esta vez. Gracias por presupuestar: sus búsquedas guardadas le avisarán de los próximos trabajos.',
    cancelledTitle: '«{title}» fue cancelado',
    cancelledMessage: 'El cliente canceló este trabajo. Presupuestar no le costó nada.',
    completedTitle: '«{title}» está completado',
    completedMessage:
      '{client} marcó el trabajo como completado. Califíquelo en el Blue Board y vea cómo lo calificó a usted.',
    ratedTitle: '{name} lo calificó por «{title}»',
    ratedMessage: 'Lea la calificación y respóndala en la página del trabajo.',
    digestSubject: 'Nuevos trabajos para sus búsquedas guardadas en Wordhive',
    digestBody:
      'Hola, {name}:\n\nEstos trabajos se publicaron en el último día y coinciden con sus búsquedas guardadas:\n\n{jobs}\n\nCambie sus búsquedas guardadas o deje de recibir estos correos aquí: {link}',
    digestDeadline: 'Plazo: {date}',
  },
  assessment: {
    passedTitle: 'Evaluación superada: {pair}',
    passedMessage: 'Ha obtenido {score} sobre 100. El resultado aparece ahora en su perfil como credencial verificada.',
    failedTitle: 'Resultado de la evaluación: {pair}',
    failedMessage:
      'Ha obtenido {score} sobre 100; para aprobar hacen falta 70. Lea los comentarios del evaluador y vuelva a intentarlo dentro de 30 días.',
  },
  quoteRequest: {
    title: 'Solicitud de presupuesto de {name}',
    message: '{service}, {source} → {targets}. Responda a {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'Su reseña de {tool} está publicada',
    approvedMessage: 'Los miembros la leen en la página de la herramienta.',
    rejectedTitle: 'Su reseña de {tool} no se publicó',
    rejectedMessage: 'Motivo del equipo: {reason}',
    editRejectedMessage: 'Se mantiene la versión publicada antes. Motivo del equipo: {reason}',
  },
  testimonials: {
    approvedTitle: 'Su testimonio está publicado',
    approvedMessage: 'Gracias: los miembros pueden leerlo en la página de testimonios.',
    approvedWithNote: 'Gracias: está publicado. Una nota del equipo: {reason}',
    rejectedTitle: 'Su testimonio no se ha publicado',
    rejectedMessage: 'El motivo: {reason}. Puede escribir uno nuevo.',
  },
  pay: {
    createdTitle: '{name} le pagará {amount}',
    createdMessage:
      '«{description}»: el pago se financiará antes de su fecha de vencimiento. Lo verá en Pendientes, en Pagos.',
    fundedTitle: '{name} le pagó {amount}',
    fundedMessage: '«{description}»: el dinero queda pendiente hasta que se libere.',
    membershipPaidTitle: '{amount} pagados por su membresía de Wordhive',
    membershipPaidMessage:
      'Tiene un año más de membresía. Su recibo está en la página Membresía y en Pagos, en Enviados.',
    releasedTitle: 'Los {amount} de {name} ya son suyos',
    releasedMessage: '«{description}» se liberó a su saldo de Wordhive, menos la comisión de servicio.',
    cancelledTitle: 'Se canceló un pago de {amount}',
    cancelledMessage: '{name} canceló el pago de «{description}».',
    debitedTitle: 'Cargo revertido en un pago de {name}',
    debitedMessage: 'Se retiró dinero pagado por «{description}». El motivo está en Cargos revertidos.',
    disputedTitle: '{name} disputa {amount} de un pago',
    disputedMessage:
      '«{description}»: el dinero sigue retenido. Dé su versión en la página del pago en 5 días; después decide el equipo.',
    answeredTitle: '{name} respondió a su disputa',
    answeredMessage:
      '«{description}»: el equipo lee ahora ambas versiones y decide. Hasta entonces el dinero sigue retenido.',
    refundedTitle: '{name} le devolvió {amount}',
    refundedMessage:
      '«{description}»: el dinero volvió a donde pagó; si pagó con tarjeta, con la parte de la comisión de la tarjeta.',
    decidedTitle: 'El equipo resolvió la disputa de un pago con {name}',
    decidedMessage:
      '«{description}»: {amount} volvió a quien pagó y el resto a quien recibe el pago. El motivo está en la página del pago.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '«{description}»: el equipo liberó todo a quien recibe el pago. El motivo está en la página del pago.',
    decidedRefundMessage:
      '«{description}»: {amount} volvió a quien pagó, todo lo retenido. El motivo está en la página del pago.',
  },
};
