import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: 'Adoraríamos saber o que você acha!',
  ratingLabel: 'Quão promissor você acha este protótipo?',
  stars: '{n} de 5 estrelas',
  suggestionLabel: 'Você tem ideias, sugestões ou perguntas?',
  cancel: 'Cancelar',
  submit: 'Enviar opinião',
  sending: 'Enviando…',
  saved: 'Opinião salva com sucesso!',
  failed: 'Erro ao salvar a opinião!',
  required: 'Este campo é obrigatório.',
  tooLong: 'Use no máximo {n} caracteres',
};
