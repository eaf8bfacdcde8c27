import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive : traducteurs, interprètes et sociétés de services linguistiques',
  description:
    'Trouvez des traducteurs, interprètes et sous-titreurs indépendants ainsi que des sociétés de services linguistiques par combinaison linguistique, prestation et domaine, ou faites-vous connaître des clients.',
  heroTitle: 'Là où les professionnels des langues rencontrent leurs clients',
  heroText:
    'Parcourez les profils de {linguists} linguistes et de {companies} sociétés de services linguistiques par combinaison linguistique, prestation et domaine de spécialité. Échangez en temps réel, recevez vos paiements en toute sécurité et continuez à vous former.',
  findLinguist: 'Trouver un linguiste',
  joinFree: 'Inscription gratuite',
  figuresTitle: 'Wordhive aujourd’hui',
  figureMembers: 'membres',
  figureLinguists: 'linguistes indépendants',
  figureCompanies: 'sociétés de services linguistiques',
  figureOutsourcers: 'clients',
  forLinguistsTitle: 'Pour les linguistes',
  forLinguistsText:
    'Un profil qui vous apporte des missions : combinaisons linguistiques, tarifs, diplômes et certifications, portfolio et avis de clients.',
  forCompaniesTitle: 'Pour les sociétés de services linguistiques',
  forCompaniesText:
    'Présentez votre entreprise dans l’annuaire et trouvez des indépendants vérifiés pour chaque combinaison linguistique.',
  forOutsourcersTitle: 'Pour les clients',
  forOutsourcersText:
    'Décrivez votre besoin avec vos propres mots et trouvez le bon professionnel en quelques minutes.',
  newestTitle: 'Nouveaux membres',
  forYouTitle: 'Nouvelles missions dans vos paires de langues',
  forYouAll: 'Voir toutes les missions dans vos paires de langues',
  forYouNone:
    'Aucune mission ouverte dans vos paires de langues pour le moment. Enregistrez une recherche pour être prévenu de la prochaine.',
  forYouNoPairs: 'Ajoutez vos paires de langues à votre profil pour voir ici les missions correspondantes.',
  clientJobsTitle: 'Vos missions en cours',
  clientTitle: 'Besoin d’une traduction ?',
  clientText:
    'Publiez une mission avec ses paires de langues, son volume et son délai, et des professionnels vous envoient leurs devis.',
};
