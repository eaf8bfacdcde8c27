import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: 'Ci piacerebbe sapere cosa ne pensi!',
  ratingLabel: 'Quanto ti sembra promettente questo prototipo?',
  stars: '{n} stelle su 5',
  suggestionLabel: 'Hai idee, suggerimenti o domande?',
  cancel: 'Annulla',
  submit: 'Invia l’opinione',
  sending: 'Invio…',
  saved: 'Opinione salvata correttamente!',
  failed: 'Errore nel salvataggio dell’opinione!',
  required: 'Questo campo è obbligatorio.',
  tooLong: 'Usa al massimo {n} caratteri',
};
