import type { overhaul as en } from '../eng/overhaul.ts';
import type { DictSection } from '../types.ts';

export const overhaul: DictSection<typeof en> = {
  title: 'À propos de ce nouveau site',
  description:
    'Pourquoi Wordhive a un nouveau site, ce qui change, ce qui reste sur le site classique et ce qui arrive ensuite.',
  lead: 'Nous reconstruisons Wordhive étape par étape. Pendant le déménagement, le nouveau site fonctionne à côté du site classique : vous pouvez continuer à travailler comme d’habitude.',
  whyTitle: 'Pourquoi un nouveau site',
  whyText:
    'Le site classique s’est construit pendant plus de vingt ans. Le nouveau site repart de ce que les membres utilisent le plus : il est plus rapide, fonctionne sur tous les écrans et s’utilise plus facilement au clavier ou avec un lecteur d’écran.',
  newTitle: 'Ce qui change',
  newFast: 'Les pages arrivent complètes depuis le serveur : elles se lisent vite, même avec une connexion lente.',
  newMobile: 'Chaque page s’utilise d’une seule main sur un téléphone, avec un menu qui glisse depuis le côté.',
  newLanguages:
    'L’interface parle allemand, anglais, espagnol, français, hébreu, italien et portugais, et retient votre choix.',
  newThemes: 'Un thème clair et un thème sombre, qui suivent votre appareil jusqu’à ce que vous choisissiez.',
  newAccessible:
    'Conçu pour être accessible : chaque commande a un libellé, le focus est toujours visible et le contraste des couleurs est vérifié dans les deux thèmes.',
  classicTitle: 'Ce qui reste sur le site classique pour l’instant',
  classicText:
    'Les forums, la facturation, la recherche terminologique, le calendrier des événements et les paramètres d’accessibilité se trouvent encore sur le site classique. Les liens vers ces pages vous y mènent.',
  classicLink: 'Aller sur le site classique',
  nextTitle: 'La suite',
  nextText:
    'Les profils des membres, les murs de networking, les paiements et le chat arrivent un par un. Chacun rejoint ce site lorsqu’il est au moins aussi bon que sa version classique.',
  feedbackTitle: 'Donnez-nous votre avis',
  feedbackText:
    'Il manque quelque chose, ou quelque chose ne fonctionne pas comme prévu ? Le service membres lit chaque message et le transmet à l’équipe qui construit le site.',
};
