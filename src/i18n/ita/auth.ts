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
  forgotLink: 'Ha dimenticato la password?',
  checkEmailTitle: 'Controlli la sua email',
  checkEmailSignup:
    'Se questo indirizzo può avere un nuovo account Wordhive, un link per attivarlo è in arrivo: lo apra entro 24 ore. Se l’indirizzo ha già un account, l’email spiega come accedere.',
  checkEmailReset:
    'Se un account usa questo indirizzo, è in arrivo un link per scegliere una nuova password. Funziona una volta, per un’ora.',
  checkEmailSpam: 'Non arriva nulla dopo qualche minuto? Controlli la cartella spam o riprovi.',
  confirmTitle: 'Attivi il suo account',
  confirmIntro: 'Un clic e il suo account Wordhive è pronto. Accederà nello stesso momento.',
  confirmSubmit: 'Attiva il mio account',
  forgotTitle: 'Scelga una nuova password',
  forgotIntro: 'Inserisca l’indirizzo email del suo account: le invieremo un link per scegliere una nuova password.',
  forgotSubmit: 'Inviatemi un link',
  resetTitle: 'Scelga una nuova password',
  resetIntro: 'Salvandola esce da tutti gli altri dispositivi e accede qui.',
  newPassword: 'Nuova password',
  resetSubmit: 'Salva e accedi',
  askAgain: 'Chieda un nuovo link',
  errors: {
    emailRequired: 'Inserisca il suo indirizzo e-mail',
    emailInvalid: 'Inserisca un indirizzo e-mail valido',
    passwordRequired: 'Inserisca la sua password',
    passwordShort: 'Utilizzi almeno 10 caratteri',
    passwordLong: 'Utilizzi al massimo 200 caratteri',
    nameRequired: 'Inserisca il suo nome (almeno 2 caratteri)',
    nameLong: 'Utilizzi al massimo 100 caratteri',
    wrongCredentials:
      'E-mail o password non corretti. Si è appena registrato? Apra prima il link che le abbiamo inviato.',
    linkInvalid: 'Questo link non è valido, è già stato usato o è scaduto. Ne chieda uno nuovo.',
    tooMany: 'Troppi tentativi. Riprovi tra {seconds} secondi.',
    tooManyLater: 'Troppi tentativi. Attenda qualche minuto e riprovi.',
    checkForm: 'Controlli i dati inseriti e riprovi.',
  },
};
