import type { onboarding as en } from '../eng/onboarding.ts';
import type { DictSection } from '../types.ts';

export const onboarding: DictSection<typeof en> = {
  title: 'Bienvenue sur Wordhive',
  stepOf: 'Étape {n} sur {total}',
  doneStep: 'C’est prêt',
  titles: {
    type: 'Qu’est-ce qui vous amène sur Wordhive ?',
    pairs: 'Dans quelles paires de langues travaillez-vous ?',
    services: 'Que proposez-vous ?',
    location: 'Où êtes-vous basé ?',
    photo: 'Ajoutez une photo',
    done: 'Votre profil est en ligne',
  },
  intros: {
    type: 'Dites-nous ce que vous faites : c’est ce qui décide où clients et confrères vous trouvent.',
    pairs: 'Ajoutez chaque sens dans lequel vous travaillez. Le premier est votre paire principale.',
    services: 'Cochez les services que vous proposez. Vous pourrez les préciser par paire plus tard sur votre profil.',
    location:
      'Les linguistes proches de vous, et ceux qui connaissent votre marché, vous trouvent par pays et par ville.',
    photo: 'Les profils avec une photo ou un logo reçoivent plus de messages.',
    done: 'Vous pouvez tout modifier sur votre profil à tout moment.',
  },
  servicesIn: 'Proposés dans vos paires : {pairs}',
  servicesNeedPairs: 'Ajoutez d’abord une paire de langues, puis choisissez vos services sur votre profil.',
  continue: 'Continuer',
  skip: 'Plus tard',
  back: 'Retour',
  failed: 'Cette étape n’a pas pu être enregistrée. Vérifiez-la et réessayez.',
  toProfile: 'Voir mon profil',
  findLinguists: 'Trouver un linguiste',
  completeness: {
    title: 'Votre profil est complet à {n} %',
    intro: 'Devant un profil complet, les clients se décident plus vite. Il manque encore :',
    edit: 'Compléter mon profil',
    steps: {
      photo: 'Une photo',
      headline: 'Un titre',
      bio: 'Quelques lignes sur vous',
      location: 'Votre pays et votre ville',
      pairs: 'Vos paires de langues',
      services: 'Vos services',
      rates: 'Vos tarifs',
      fields: 'Vos domaines de spécialité',
      languages: 'Les langues que vous parlez',
      proof: 'Une qualification ou un échantillon de votre travail',
      website: 'Votre site web',
    },
  },
};
