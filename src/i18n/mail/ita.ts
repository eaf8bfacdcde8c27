import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Il team di Wordhive',
  confirmSignup: {
    subject: 'Confermi il suo account Wordhive',
    body:
      'Gentile {name},\n\n' +
      'benvenuto su Wordhive. Confermi il suo indirizzo email per attivare l’account:\n\n' +
      '{link}\n\n' +
      'Il link funziona una volta, per 24 ore. Se non si è registrato, ignori questa email: senza questo passaggio non viene creato nessun account.',
  },
  alreadyRegistered: {
    subject: 'Ha già un account Wordhive',
    body:
      'Gentile {name},\n\n' +
      'qualcuno, probabilmente lei, ha provato a registrarsi con questo indirizzo, ma appartiene già a un account Wordhive.\n\n' +
      'Accedi: {signin}\n' +
      'Ha dimenticato la password? Ne scelga una nuova: {reset}\n\n' +
      'Se non è stato lei, ignori questa email: non è cambiato nulla.',
  },
  resetPassword: {
    subject: 'Scelga una nuova password Wordhive',
    body:
      'Gentile {name},\n\n' +
      'per scegliere una nuova password, apra questo link:\n\n' +
      '{link}\n\n' +
      'Il link funziona una volta, per un’ora. Se non l’ha chiesto lei, ignori questa email: la sua password resta invariata.',
  },
};
