import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'Su respuesta',
  reviewTitle: 'Una reseña para {member}',
  projectTitle: 'Confirmar un proyecto de {member}',
  reviewIntro:
    'Hola, {client}. {member} le pide una breve reseña del trabajo que hizo para usted. No necesita cuenta; su respuesta aparece en el perfil con el nombre que indique.',
  projectIntro:
    'Hola, {client}. {member} muestra este proyecto en su perfil como realizado para usted. Díganos si fue así.',
  willingAgain: '¿Volvería a trabajar con {member}?',
  yes: 'Sí',
  no: 'No',
  rating: 'Su valoración',
  stars: '{n} estrellas',
  starsOne: '1 estrella',
  comment: 'Su reseña',
  name: 'Su nombre',
  company: 'Empresa (opcional)',
  confirmQuestion: '¿Se hizo este proyecto tal como se indica?',
  confirmYes: 'Sí, así fue',
  confirmNo: 'No, no fue así',
  expires: 'Este enlace funciona una vez, hasta el {date}.',
  submit: 'Enviar mi respuesta',
  sending: 'Enviando…',
  thanks: 'Gracias',
  thanksText: 'Su respuesta está en el perfil de {member}.',
  viewProfile: 'Ver el perfil de {member}',
  failed: 'No se pudo enviar su respuesta. Inténtelo de nuevo.',
  problems: {
    invalid: {
      title: 'Este enlace no es válido',
      text: 'Compruebe que abrió la dirección completa del correo.',
    },
    used: {
      title: 'Este enlace ya se usó',
      text: 'Gracias: la respuesta está en el perfil.',
    },
    expired: {
      title: 'Este enlace ha caducado',
      text: 'Pida al miembro que le envíe uno nuevo.',
    },
    projectGone: {
      title: 'Este proyecto ya no figura',
      text: 'El miembro lo quitó de su historial de proyectos: no hay nada que confirmar.',
    },
    memberGone: {
      title: 'Este miembro ya no está en Wordhive',
      text: 'No queda ningún perfil que reseñar.',
    },
    own: {
      title: 'Es tu propia solicitud',
      text: 'Pediste esta reseña: solo puede responderla el cliente al que se la enviaste, desde una dirección que no sea tuya.',
    },
  },
};
