import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'Connectez-vous à Wordhive',
  signinIntro:
    'Ravis de vous revoir. Connectez-vous pour échanger avec les membres, gérer votre profil et recevoir vos paiements.',
  signupTitle: 'Créez votre compte Wordhive',
  signupIntro:
    'Rejoignez les traducteurs, interprètes, sous-titreurs, sociétés de services linguistiques et les clients qui font appel à eux.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  passwordHint: 'Au moins 10 caractères.',
  name: 'Nom complet',
  accountType: 'Je suis…',
  accountTypes: {
    outsourcer: 'Client(e) souhaitant confier des prestations linguistiques',
    translator: 'Traducteur/traductrice indépendant(e)',
    interpreter: 'Interprète indépendant(e)',
    subtitler: 'Sous-titreur/sous-titreuse indépendant(e)',
    company: 'Société de services linguistiques',
  },
  submitSignin: 'Se connecter',
  submitSignup: 'Créer un compte',
  submitting: 'Veuillez patienter…',
  noAccount: 'Pas encore de compte Wordhive ?',
  haveAccount: 'Déjà membre ?',
  errors: {
    emailRequired: 'Saisissez votre adresse e-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    passwordRequired: 'Saisissez votre mot de passe',
    passwordShort: 'Utilisez au moins 10 caractères',
    passwordLong: 'Utilisez au maximum 200 caractères',
    nameRequired: 'Saisissez votre nom (au moins 2 caractères)',
    nameLong: 'Utilisez au maximum 100 caractères',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect',
    tooMany: 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
    tooManyLater: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    checkForm: 'Veuillez vérifier vos informations et réessayer.',
  },
};
