import type { feedback as en } from '../eng/feedback.ts';
import type { DictSection } from '../types.ts';

export const feedback: DictSection<typeof en> = {
  title: 'Wir freuen uns auf Ihre Meinung!',
  ratingLabel: 'Wie vielversprechend finden Sie diesen Prototyp?',
  stars: '{n} von 5 Sternen',
  suggestionLabel: 'Haben Sie Ideen, Vorschläge oder Fragen?',
  cancel: 'Abbrechen',
  submit: 'Feedback senden',
  sending: 'Wird gesendet…',
  saved: 'Feedback erfolgreich gespeichert!',
  failed: 'Fehler beim Speichern des Feedbacks!',
  required: 'Dieses Feld ist erforderlich.',
  tooLong: 'Verwenden Sie höchstens {n} Zeichen',
};
