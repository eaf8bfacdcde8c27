import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: 'Nous aimerions connaître votre avis !',
  ratingLabel: 'Ce prototype vous semble-t-il prometteur ?',
  stars: '{n} étoiles sur 5',
  suggestionLabel: 'Avez-vous des idées, des suggestions ou des questions ?',
  cancel: 'Annuler',
  submit: 'Envoyer mon avis',
  sending: 'Envoi…',
  saved: 'Avis enregistré avec succès !',
  failed: 'Erreur lors de l’enregistrement de l’avis !',
  required: 'Ce champ est obligatoire.',
  tooLong: 'Utilisez au plus {n} caractères',
};
