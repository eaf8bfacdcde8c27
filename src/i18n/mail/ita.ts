import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Il team di Wordhive',
  fromTo: '{from} → {to}',
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
  resetPasswordByStaff: {
    subject: 'Lo staff di Wordhive le ha inviato un link per scegliere una nuova password',
    body:
      'Gentile {name},\n\n' +
      'lo staff di Wordhive le ha inviato questo link per scegliere una nuova password per il suo account:\n\n' +
      '{link}\n\n' +
      'Il link funziona una volta, per un’ora. Se non l’ha chiesto all’assistenza di Wordhive, ignori questa email: la sua password resta invariata. Nessuno di Wordhive le chiederà mai questo link o la sua password.',
  },
  passwordChanged: {
    subject: 'La tua password di Wordhive è stata cambiata',
    body: 'Ciao {name},\n\nla password del tuo account Wordhive è appena stata cambiata e tutti gli altri dispositivi sono stati disconnessi.\n\nSe non sei stato tu, scegli subito una nuova password: {reset}',
  },
  changeEmail: {
    subject: 'Conferma il tuo nuovo indirizzo Wordhive',
    body: 'Ciao {name},\n\nper usare questo indirizzo per il tuo account Wordhive, apri questo link:\n\n{link}\n\nIl link funziona una volta, per 24 ore. Se non l’hai chiesto tu, ignora questa email: non cambia nulla.',
  },
  emailChanged: {
    subject: 'Il tuo indirizzo Wordhive è stato cambiato',
    body: 'Ciao {name},\n\nil tuo account Wordhive ora usa l’indirizzo {email}; con questo indirizzo non è più possibile accedere.\n\nSe non sei stato tu, scegli subito una nuova password e scrivi al servizio membri: {reset}',
  },
  accountDeleted: {
    subject: 'Il tuo account Wordhive è stato eliminato',
    body: 'Ciao {name},\n\nil tuo account Wordhive e il tuo profilo sono stati eliminati, come hai chiesto. Profilo, coppie di lingue, tariffe, campioni, conversazioni e notifiche non ci sono più; i feedback che hai lasciato ad altri membri restano sui loro profili, con il nome con cui li hai firmati.\n\nCon questo indirizzo puoi iscriverti di nuovo in qualsiasi momento.',
  },
  clientRequests: {
    note: 'La sua nota:',
    reviewSubject: '{member} le chiede una recensione su Wordhive',
    reviewBody:
      'Gentile {client},\n\n{member} ha lavorato per lei e le chiede una breve recensione sul suo profilo Wordhive: lavorerebbe di nuovo con questa persona, quante stelle, e qualche parola sul perché.{note}\n\nRisponda qui, senza bisogno di un account:\n\n{link}\n\nIl link funziona una volta, fino al {date}. La sua risposta comparirà sul profilo con il nome che indicherà. Se non conosce {member}, ignori questa email.',
    projectSubject: '{member} le chiede di confermare un progetto',
    projectBody:
      'Gentile {client},\n\n{member} indica sul suo profilo Wordhive questo progetto come svolto per lei:\n\n{project}{note}\n\nÈ andata così? Risponda qui, senza bisogno di un account:\n\n{link}\n\nIl link funziona una volta, fino al {date}. Se conferma, il progetto mostrerà il suo nome come conferma. Se non conosce {member}, ignori questa email.',
    units: {
      words: 'parole',
      pages: 'pagine',
      hours: 'ore',
      minutes: 'minuti',
    },
    reviewAnsweredTitle: '{client} ha risposto alla sua richiesta di recensione',
    reviewAnsweredMessage: 'La recensione è sul suo profilo.',
    projectAnsweredTitle: '{client} ha risposto su un progetto',
    projectConfirmed: '«{project}» ora risulta confermato sul suo profilo.',
    projectNotConfirmed: '{client} non ha confermato «{project}».',
    reportDecidedTitle: 'Lo staff ha deciso su una recensione segnalata',
    reportKept: 'Resta sul profilo. Motivo dello staff: {reason}',
    reportRemoved: 'È stata rimossa dal profilo. Motivo dello staff: {reason}',
  },
  availability: {
    backTitle: 'Il tuo profilo dice di nuovo che accetti nuovo lavoro',
    backMessage:
      'È arrivato il giorno che avevi indicato: i clienti ti trovano tra i membri che accettano nuovo lavoro. Puoi cambiarlo nella presentazione del tuo profilo.',
  },
  teams: {
    inviteSubject: '{business} La invita nel suo team «{team}» su Wordhive',
    inviteBody:
      'Buongiorno,\n\n{business} La invita a unirsi al suo team «{team}» su Wordhive. I membri del team compaiono nella pagina del team e conoscono per primi i suoi lavori.\n\nAcceda con questo indirizzo email e accetti qui:\n\n{link}\n\nIl link funziona una volta, fino al {date}. Se non conosce {business}, ignori questa email.',
  },
  jobs: {
    alertTitle: 'Nuovo lavoro per una delle sue ricerche salvate',
    quoteTitle: '{name} ha inviato un preventivo per «{title}»',
    quoteMessage: 'Confronti i preventivi fianco a fianco nella pagina del lavoro.',
    invitedTitle: '{client} la invita a inviare un preventivo per «{title}»',
    invitedMessage: 'Legga il lavoro e invii il suo preventivo dalla sua pagina: è gratuito.',
    invitationDeclinedTitle: '{name} non invierà un preventivo per «{title}»',
    invitationDeclinedBusy: 'Al momento non ha tempo. Può invitare qualcun altro al suo posto dalla pagina del lavoro.',
    invitationDeclinedFit:
      'Non è il suo settore o la sua coppia di lingue. Può invitare qualcun altro al suo posto dalla pagina del lavoro.',
    invitationDeclinedTerms:
      'Il budget o la scadenza non vanno bene. Può invitare qualcun altro dalla pagina del lavoro, o rivederne le condizioni.',
    invitationWithdrawnTitle: '{client} ha ritirato l’invito a inviare un preventivo per «{title}»',
    invitationWithdrawnMessage:
      'Non serve rispondere. Se il lavoro le è ancora aperto, può comunque inviare un preventivo dalla sua pagina.',
    paymentRequestTitle: '{name} chiede di essere pagato/a per «{title}»',
    paymentRequestMessage:
      'Restano {amount} da pagare del preventivo scelto. Puoi pagarli con Wordhive Pay nella pagina del lavoro.',
    awardedTitle: 'Il suo preventivo per «{title}» è stato accettato',
    awardedMessage: '{client} ha scelto il suo preventivo. Concordi i dettagli in chat.',
    quoteDeclinedTitle: 'Il suo preventivo per «{title}» è stato rifiutato',
    quoteDeclinedMessage:
      '{client} ha rifiutato il suo preventivo. Finché il lavoro è aperto può inviarne uno nuovo dalla sua pagina.',
    changedTitle: '«{title}» è cambiato dopo il suo preventivo',
    changedMessage:
      '{client} ha cambiato volume, lingue, servizio o scadenza del lavoro. Confermi il preventivo o ne invii uno nuovo dalla sua pagina: fino ad allora non può essere scelto.',
    declinedTitle: 'Novità su «{title}»',
    declinedMessage:
      '{client} questa volta ha scelto un altro preventivo. Grazie per averlo inviato: le sue ricerche salvate le segnaleranno i prossimi lavori.',
    cancelledTitle: '«{title}» è stato annullato',
    cancelledMessage: 'Il cliente ha annullato questo lavoro. Il preventivo non le è costato nulla.',
    completedTitle: '«{title}» è completato',
    completedMessage:
      '{client} ha segnato il lavoro come completato. Valuti il cliente sul Blue Board e veda come ha valutato lei.',
    ratedTitle: '{name} l’ha valutata per «{title}»',
    ratedMessage: 'Legga la valutazione e risponda nella pagina del lavoro.',
    digestSubject: 'Nuovi lavori per le sue ricerche salvate su Wordhive',
    digestBody:
      'Gentile {name},\n\nquesti lavori sono stati pubblicati nell’ultimo giorno e corrispondono alle sue ricerche salvate:\n\n{jobs}\n\nQui può modificare le ricerche salvate o smettere di ricevere queste email: {link}',
    digestDeadline: 'Scadenza: {date}',
  },
  assessment: {
    passedTitle: 'Valutazione superata: {pair}',
    passedMessage: 'Hai ottenuto {score} su 100. Il risultato ora compare sul tuo profilo come credenziale verificata.',
    failedTitle: 'Esito della valutazione: {pair}',
    failedMessage:
      'Hai ottenuto {score} su 100; per superarla servono 70. Leggi il commento del valutatore e riprova tra 30 giorni.',
  },
  quoteRequest: {
    title: 'Richiesta di preventivo da {name}',
    message: '{service}, {source} → {targets}. Rispondi a {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'La sua recensione di {tool} è pubblicata',
    approvedMessage: 'I membri la leggono nella pagina dello strumento.',
    rejectedTitle: 'La sua recensione di {tool} non è stata pubblicata',
    rejectedMessage: 'Motivo dello staff: {reason}',
    editRejectedMessage: 'Resta la versione pubblicata prima. Motivo dello staff: {reason}',
  },
  testimonials: {
    approvedTitle: 'La tua testimonianza è pubblicata',
    approvedMessage: 'Grazie: i membri possono leggerla nella pagina delle testimonianze.',
    approvedWithNote: 'Grazie: è pubblicata. Una nota del team: {reason}',
    rejectedTitle: 'La tua testimonianza non è stata pubblicata',
    rejectedMessage: 'Il motivo: {reason}. Puoi scriverne una nuova.',
  },
  pay: {
    createdTitle: '{name} le pagherà {amount}',
    createdMessage:
      '«{description}»: il pagamento sarà finanziato entro la scadenza. Lo trova tra In sospeso, in Pagamenti.',
    fundedTitle: '{name} le ha pagato {amount}',
    fundedMessage: '«{description}»: il denaro resta in sospeso finché non viene sbloccato.',
    membershipPaidTitle: '{amount} pagati per il Suo abbonamento Wordhive',
    membershipPaidMessage:
      'Un anno in più di abbonamento è Suo. La ricevuta è nella pagina Abbonamento e in Pagamenti, alla voce Inviati.',
    releasedTitle: 'I {amount} di {name} ora sono suoi',
    releasedMessage:
      '«{description}» è stato accreditato sul suo saldo Wordhive, al netto della commissione di servizio.',
    cancelledTitle: 'Un pagamento di {amount} è stato annullato',
    cancelledMessage: '{name} ha annullato il pagamento per «{description}».',
    debitedTitle: 'Addebito cliente su un pagamento di {name}',
    debitedMessage: 'Il denaro pagato per «{description}» è stato ripreso. Il motivo è in Addebiti dei clienti.',
    disputedTitle: '{name} contesta {amount} di un pagamento',
    disputedMessage:
      '«{description}»: il denaro resta trattenuto. Dai la tua versione nella pagina del pagamento entro 5 giorni; poi decide lo staff.',
    answeredTitle: '{name} ha risposto alla tua contestazione',
    answeredMessage:
      '«{description}»: lo staff legge ora le due versioni e decide. Fino ad allora il denaro resta trattenuto.',
    refundedTitle: '{name} ti ha restituito {amount}',
    refundedMessage:
      '«{description}»: il denaro è tornato dove l’hai pagato; con la carta, insieme alla quota della commissione.',
    decidedTitle: 'Lo staff ha deciso la contestazione di un pagamento con {name}',
    decidedMessage:
      '«{description}»: {amount} è tornato a chi ha pagato, il resto a chi riceve. Il motivo è nella pagina del pagamento.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '«{description}»: lo staff ha svincolato tutto al beneficiario. Il motivo è nella pagina del pagamento.',
    decidedRefundMessage:
      '«{description}»: {amount} è tornato a chi ha pagato, tutto quanto era trattenuto. Il motivo è nella pagina del pagamento.',
  },
};
