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
  forgotLink: 'Mot de passe oublié ?',
  checkEmailTitle: 'Consultez vos e-mails',
  checkEmailSignup:
    'Si cette adresse peut recevoir un nouveau compte Wordhive, un lien pour l’activer est en route : ouvrez-le dans les 24 heures. Si l’adresse a déjà un compte, l’e-mail explique comment vous connecter.',
  checkEmailReset:
    'Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une fois, pendant une heure.',
  checkEmailSpam: 'Rien après quelques minutes ? Regardez dans vos indésirables, ou réessayez.',
  confirmTitle: 'Activer votre compte',
  confirmIntro: 'Un clic et votre compte Wordhive est prêt. Vous serez connecté du même coup.',
  confirmSubmit: 'Activer mon compte',
  forgotTitle: 'Choisir un nouveau mot de passe',
  forgotIntro:
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  forgotSubmit: 'M’envoyer un lien',
  resetTitle: 'Choisir un nouveau mot de passe',
  resetIntro: 'L’enregistrer vous déconnecte de tous vos autres appareils et vous connecte ici.',
  newPassword: 'Nouveau mot de passe',
  resetSubmit: 'Enregistrer et se connecter',
  askAgain: 'Demander un nouveau lien',
  errors: {
    emailRequired: 'Saisissez votre adresse e-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    passwordRequired: 'Saisissez votre mot de passe',
    passwordShort: 'Utilisez au moins 10 caractères',
    passwordLong: 'Utilisez au maximum 200 caractères',
    nameRequired: 'Saisissez votre nom (au moins 2 caractères)',
    nameLong: 'Utilisez au maximum 100 caractères',
    wrongCredentials:
      'Adresse e-mail ou mot de passe incorrect. Vous venez de vous inscrire ? Ouvrez d’abord le lien que nous vous avons envoyé.',
    linkInvalid: 'Ce lien n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
    tooMany: 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
    tooManyLater: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    checkForm: 'Veuillez vérifier vos informations et réessayer.',
  },
};
