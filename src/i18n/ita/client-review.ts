import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'La sua risposta',
  reviewTitle: 'Una recensione per {member}',
  projectTitle: 'Confermi un progetto di {member}',
  reviewIntro:
    'Gentile {client}, {member} le chiede una breve recensione del lavoro svolto per lei. Non serve un account; la sua risposta comparirà sul profilo con il nome che indicherà.',
  projectIntro:
    'Gentile {client}, {member} indica sul suo profilo questo progetto come svolto per lei. Ci dica se è andata così.',
  willingAgain: 'Lavorerebbe di nuovo con {member}?',
  yes: 'Sì',
  no: 'No',
  rating: 'Il suo voto',
  stars: '{n} stelle',
  starsOne: '1 stella',
  comment: 'La sua recensione',
  name: 'Il suo nome',
  company: 'Azienda (facoltativa)',
  confirmQuestion: 'Questo progetto si è svolto come indicato?',
  confirmYes: 'Sì, è andata così',
  confirmNo: 'No, non è andata così',
  expires: 'Questo link funziona una volta, fino al {date}.',
  submit: 'Invia la risposta',
  sending: 'Invio…',
  thanks: 'Grazie',
  thanksText: 'La sua risposta è sul profilo di {member}.',
  viewProfile: 'Vedi il profilo di {member}',
  failed: 'Non è stato possibile inviare la risposta. Riprovi.',
  problems: {
    invalid: {
      title: 'Questo link non è valido',
      text: 'Controlli di aver aperto l’indirizzo completo dall’email.',
    },
    used: {
      title: 'Questo link è già stato usato',
      text: 'Grazie: la risposta è sul profilo.',
    },
    expired: {
      title: 'Questo link è scaduto',
      text: 'Chieda al membro di inviargliene uno nuovo.',
    },
    projectGone: {
      title: 'Questo progetto non compare più',
      text: 'Il membro lo ha tolto dalla cronologia dei progetti: non c’è nulla da confermare.',
    },
    memberGone: {
      title: 'Questo membro non è più su Wordhive',
      text: 'Non resta alcun profilo da recensire.',
    },
    own: {
      title: 'È una tua richiesta',
      text: 'Hai chiesto tu questa recensione: può rispondere solo il cliente a cui l’hai inviata, da un indirizzo che non sia tuo.',
    },
  },
};
