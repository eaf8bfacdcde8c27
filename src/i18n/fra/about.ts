import type { about as en } from '../eng/about.ts';
import type { DictSection } from '../types.ts';

export const about: DictSection<typeof en> = {
  title: 'À propos de Wordhive',
  description:
    'Depuis 1999, Wordhive est la communauté et la place de marché des traducteurs, interprètes, sous-titreurs, sociétés de services linguistiques et des clients qui font appel à eux.',
  lead: 'Depuis 1999, les professionnels des langues développent leur activité sur Wordhive, et les clients y trouvent la bonne personne pour chaque combinaison linguistique.',
  whoTitle: 'À qui s’adresse Wordhive',
  whoLinguists:
    'Aux traducteurs, interprètes et sous-titreurs indépendants, qui présentent leurs combinaisons linguistiques, prestations, tarifs et diplômes et se font trouver par les clients.',
  whoCompanies:
    'Aux sociétés de services linguistiques, qui présentent leurs services dans l’annuaire des entreprises et trouvent des indépendants pour chaque combinaison linguistique.',
  whoOutsourcers:
    'Aux clients qui sous-traitent des travaux linguistiques, d’un simple document certifié au lancement d’un produit en vingt langues.',
  offerTitle: 'Ce que vous pouvez faire ici',
  offerDirectory:
    'Rechercher des indépendants et des sociétés de services linguistiques par combinaison linguistique, prestation et domaine de spécialité.',
  offerOpportunities: 'Trouver des missions, ou en publier, sur la place de marché.',
  offerLearning:
    'Continuer à vous former grâce aux cours, formations et certifications, et évaluer votre niveau avec un test de langue.',
  offerPayments: 'Être payé par vos clients et payer vos confrères avec Wordhive Pay.',
  offerCommunity:
    'Discuter en tête-à-tête dans le chat, publier sur les murs de networking et rejoindre les communautés des interprètes, des femmes dans la traduction et du pro bono.',
  figuresTitle: 'Wordhive aujourd’hui',
  valuesTitle: 'Ce qui compte pour nous',
  valueFair:
    'Un travail équitable : les professionnels fixent leurs propres tarifs, et les clients voient diplômes et avis avant de décider.',
  valuePrivacy:
    'La confidentialité : vous décidez qui voit vos coordonnées, tout le monde, personne ou seulement les clients.',
  valueLanguages:
    'Toutes les langues : le site parle sept langues, dont l’hébreu qui s’écrit de droite à gauche, et accueille toutes les combinaisons linguistiques.',
  moreTitle: 'En savoir plus',
};
