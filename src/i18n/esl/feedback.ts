import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: '¡Nos encantaría conocer su opinión!',
  ratingLabel: '¿Qué tan prometedor le parece este prototipo?',
  stars: '{n} de 5 estrellas',
  suggestionLabel: '¿Tiene ideas, sugerencias o preguntas?',
  cancel: 'Cancelar',
  submit: 'Enviar opinión',
  sending: 'Enviando…',
  saved: '¡Opinión guardada correctamente!',
  failed: '¡Error al guardar la opinión!',
  required: 'Este campo es obligatorio.',
  tooLong: 'Use como máximo {n} caracteres',
};
