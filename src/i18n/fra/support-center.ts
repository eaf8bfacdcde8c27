import type { supportCenter as en } from '../eng/support-center.ts';
import type { DictSection } from '../types.ts';

export const supportCenter: DictSection<typeof en> = {
  title: 'Obtenir de l’aide',
  description:
    'Comment joindre le service membres de Wordhive, et quoi nous indiquer pour que nous puissions vous aider rapidement.',
  lead: 'Le service membres aide les membres et les clients pour les comptes, les profils, les paiements et tout ce qui ne fonctionne pas comme prévu sur le site. Chaque message est lu par une personne.',
  helpTitle: 'Commencez par le centre d’aide',
  helpText:
    'La plupart des questions sur les comptes, les profils, l’annuaire, les paiements et la confidentialité y trouvent leur réponse : c’est le moyen le plus rapide.',
  helpLink: 'Ouvrir le centre d’aide',
  contactTitle: 'Écrire au service membres',
  contactText:
    'Les membres connectés écrivent au service membres dans le chat. Nous répondons les jours ouvrés, dans le chat, pour que toute la conversation reste au même endroit.',
  contactSignedOut: 'Connectez-vous d’abord, pour que nous sachions de quel compte il s’agit.',
  contactLink: 'Ouvrir le chat',
  includeTitle: 'Quoi indiquer',
  includeWhere: 'l’adresse de la page où vous étiez (copiez-la depuis votre navigateur),',
  includeWhat: 'ce que vous avez fait, ce que vous attendiez et ce qui s’est passé à la place,',
  includeWhen: 'quand cela s’est produit, et une capture d’écran si possible.',
  includeNever:
    'N’envoyez jamais de mot de passe ni de numéro de carte : le service membres ne vous les demandera jamais.',
  signinTitle: 'Impossible de vous connecter ?',
  signinText:
    'Vérifiez que vous utilisez l’adresse e-mail de votre compte ; les mots de passe tiennent compte des majuscules. Après 10 mots de passe erronés, la connexion à ce compte est suspendue 15 minutes pour le protéger : patientez, puis réessayez.',
  signinStill:
    'Toujours bloqué ? Inscrivez-vous avec une autre adresse e-mail et écrivez au service membres depuis ce compte, en indiquant l’adresse e-mail du compte auquel vous n’accédez plus. Nous vérifions qu’il vous appartient avant de modifier quoi que ce soit.',
  classicTitle: 'Forums, facturation, terminologie et événements',
  classicText:
    'Ils se trouvent encore sur le site classique. Le service membres peut aussi vous aider à leur sujet ; précisez lequel est concerné.',
  accessibilityTitle: 'Quelque chose de difficile à utiliser ?',
  accessibilityText:
    'Si une page est difficile à utiliser au clavier, avec un lecteur d’écran ou avec le zoom, dites-nous quelle page et ce que vous avez essayé. Nous le traitons comme un bug et le corrigeons.',
};
