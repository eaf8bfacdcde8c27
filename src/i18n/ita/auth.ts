import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'Accesso a Wordhive',
  signinIntro:
    'Felici di rivederla. Acceda per inviare messaggi agli altri membri, gestire il suo profilo e ricevere i pagamenti.',
  signupTitle: 'Crei il suo account Wordhive',
  signupIntro:
    'Si unisca a traduttori, interpreti, sottotitolatori, aziende di servizi linguistici e ai clienti che si affidano a loro.',
  email: 'E-mail',
  password: 'Password',
  passwordHint: 'Almeno 10 caratteri.',
  name: 'Nome e cognome',
  accountType: 'Sono…',
  accountTypes: {
    outsourcer: 'Cliente che affida servizi linguistici all’esterno',
    translator: 'Traduttore/traduttrice freelance',
    interpreter: 'Interprete freelance',
    subtitler: 'Sottotitolatore/sottotitolatrice freelance',
    company: 'Azienda di servizi linguistici',
  },
  submitSignin: 'Accedere',
  submitSignup: 'Creare l’account',
  submitting: 'Attendere prego…',
  noAccount: 'Non ha ancora un account Wordhive?',
  haveAccount: 'È già membro?',
  errors: {
    emailRequired: 'Inserisca il suo indirizzo e-mail',
    emailInvalid: 'Inserisca un indirizzo e-mail valido',
    passwordRequired: 'Inserisca la sua password',
    passwordShort: 'Utilizzi almeno 10 caratteri',
    passwordLong: 'Utilizzi al massimo 200 caratteri',
    nameRequired: 'Inserisca il suo nome (almeno 2 caratteri)',
    nameLong: 'Utilizzi al massimo 100 caratteri',
    emailTaken: 'Esiste già un account con questo indirizzo e-mail',
    wrongCredentials: 'E-mail o password non corretti',
    tooMany: 'Troppi tentativi. Riprovi tra {seconds} secondi.',
    tooManyLater: 'Troppi tentativi. Attenda qualche minuto e riprovi.',
    checkForm: 'Controlli i dati inseriti e riprovi.',
  },
};
