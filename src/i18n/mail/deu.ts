import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Das Wordhive-Team',
  fromTo: '{from} → {to}',
  confirmSignup: {
    subject: 'Bestätigen Sie Ihr Wordhive-Konto',
    body:
      'Hallo {name},\n\n' +
      'willkommen bei Wordhive. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren:\n\n' +
      '{link}\n\n' +
      'Der Link funktioniert einmal und 24 Stunden lang. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne diesen Schritt entsteht kein Konto.',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Wordhive-Konto',
    body:
      'Hallo {name},\n\n' +
      'jemand, vermutlich Sie, wollte sich mit dieser Adresse registrieren, aber sie gehört bereits zu einem Wordhive-Konto.\n\n' +
      'Anmelden: {signin}\n' +
      'Passwort vergessen? Wählen Sie ein neues: {reset}\n\n' +
      'Wenn das nicht Sie waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
  },
  resetPassword: {
    subject: 'Wählen Sie ein neues Wordhive-Passwort',
    body:
      'Hallo {name},\n\n' +
      'um ein neues Passwort zu wählen, öffnen Sie diesen Link:\n\n' +
      '{link}\n\n' +
      'Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  resetPasswordByStaff: {
    subject: 'Das Wordhive-Team hat Ihnen einen Link für ein neues Passwort geschickt',
    body:
      'Hallo {name},\n\n' +
      'das Wordhive-Team hat Ihnen diesen Link geschickt, damit Sie ein neues Passwort für Ihr Konto wählen können:\n\n' +
      '{link}\n\n' +
      'Der Link funktioniert einmal und eine Stunde lang. Wenn Sie den Wordhive-Support nicht darum gebeten haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert. Niemand bei Wordhive wird Sie je nach diesem Link oder Ihrem Passwort fragen.',
  },
  passwordChanged: {
    subject: 'Ihr Wordhive-Passwort wurde geändert',
    body: 'Hallo {name},\n\ndas Passwort Ihres Wordhive-Kontos wurde soeben geändert, und alle anderen Geräte wurden abgemeldet.\n\nWaren Sie das nicht, wählen Sie jetzt ein neues Passwort: {reset}',
  },
  changeEmail: {
    subject: 'Bestätigen Sie Ihre neue Wordhive-Adresse',
    body: 'Hallo {name},\n\num diese Adresse für Ihr Wordhive-Konto zu verwenden, öffnen Sie diesen Link:\n\n{link}\n\nDer Link funktioniert einmal, 24 Stunden lang. Haben Sie das nicht angefordert, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  emailChanged: {
    subject: 'Ihre Wordhive-Adresse wurde geändert',
    body: 'Hallo {name},\n\nIhr Wordhive-Konto verwendet jetzt die Adresse {email}; mit dieser Adresse ist keine Anmeldung mehr möglich.\n\nWaren Sie das nicht, wählen Sie sofort ein neues Passwort und schreiben Sie dem Mitgliederservice: {reset}',
  },
  accountDeleted: {
    subject: 'Ihr Wordhive-Konto wurde gelöscht',
    body: 'Hallo {name},\n\nIhr Wordhive-Konto und Ihr Profil wurden wie gewünscht gelöscht. Profil, Sprachpaare, Preise, Arbeitsproben, Unterhaltungen und Benachrichtigungen sind entfernt; Bewertungen, die Sie anderen Mitgliedern gegeben haben, bleiben auf deren Profilen unter dem Namen, mit dem Sie sie gezeichnet haben.\n\nMit dieser Adresse können Sie sich jederzeit neu registrieren.',
  },
  clientRequests: {
    note: 'Ihre Notiz:',
    reviewSubject: '{member} bittet Sie um eine Bewertung auf Wordhive',
    reviewBody:
      'Hallo {client},\n\n{member} hat für Sie gearbeitet und bittet um eine kurze Bewertung auf dem Wordhive-Profil: Würden Sie wieder zusammenarbeiten, wie viele Sterne, und ein paar Worte dazu.{note}\n\nHier antworten, ohne Konto:\n\n{link}\n\nDer Link funktioniert einmal, bis zum {date}. Ihre Antwort erscheint auf dem Profil unter dem Namen, den Sie angeben. Wenn Sie {member} nicht kennen, ignorieren Sie diese E-Mail.',
    projectSubject: '{member} bittet Sie, ein Projekt zu bestätigen',
    projectBody:
      'Hallo {client},\n\n{member} führt dieses Projekt auf dem Wordhive-Profil als für Sie erledigt:\n\n{project}{note}\n\nWar es so? Hier antworten, ohne Konto:\n\n{link}\n\nDer Link funktioniert einmal, bis zum {date}. Wenn Sie bestätigen, zeigt das Projekt Ihren Namen als Bestätigung. Wenn Sie {member} nicht kennen, ignorieren Sie diese E-Mail.',
    units: {
      words: 'Wörter',
      pages: 'Seiten',
      hours: 'Stunden',
      minutes: 'Minuten',
    },
    reviewAnsweredTitle: '{client} hat auf Ihre Bewertungsanfrage geantwortet',
    reviewAnsweredMessage: 'Die Bewertung steht auf Ihrem Profil.',
    projectAnsweredTitle: '{client} hat zu einem Projekt geantwortet',
    projectConfirmed: '„{project}“ ist jetzt auf Ihrem Profil bestätigt.',
    projectNotConfirmed: '{client} hat „{project}“ nicht bestätigt.',
    reportDecidedTitle: 'Das Team hat über eine gemeldete Bewertung entschieden',
    reportKept: 'Sie bleibt auf dem Profil. Begründung des Teams: {reason}',
    reportRemoved: 'Sie wurde vom Profil entfernt. Begründung des Teams: {reason}',
  },
  availability: {
    backTitle: 'Ihr Profil zeigt Sie wieder als verfügbar',
    backMessage:
      'Der Tag, den Sie angegeben haben, ist da: Kunden finden Sie unter den Mitgliedern, die neue Aufträge annehmen. Ändern können Sie das in der Vorstellung auf Ihrem Profil.',
  },
  teams: {
    inviteSubject: '{business} lädt Sie in das Team „{team}“ auf Wordhive ein',
    inviteBody:
      'Guten Tag,\n\n{business} lädt Sie ein, dem Team „{team}“ auf Wordhive beizutreten. Teammitglieder erscheinen auf der Seite des Teams und erfahren als Erste von seinen Aufträgen.\n\nMelden Sie sich mit dieser E-Mail-Adresse an und nehmen Sie hier an:\n\n{link}\n\nDer Link gilt einmal, bis zum {date}. Wenn Sie {business} nicht kennen, ignorieren Sie diese E-Mail.',
  },
  jobs: {
    alertTitle: 'Neuer Auftrag für eine Ihrer gespeicherten Suchen',
    quoteTitle: '{name} hat ein Angebot für „{title}“ geschickt',
    quoteMessage: 'Vergleichen Sie die Angebote nebeneinander auf der Seite des Auftrags.',
    invitedTitle: '{client} lädt Sie ein, ein Angebot für „{title}“ abzugeben',
    invitedMessage: 'Lesen Sie den Auftrag und senden Sie Ihr Angebot auf seiner Seite: Angebote sind kostenlos.',
    invitationDeclinedTitle: '{name} gibt kein Angebot für „{title}“ ab',
    invitationDeclinedBusy:
      'Im Moment fehlt die Zeit dafür. Auf der Seite des Auftrags können Sie stattdessen jemand anderen einladen.',
    invitationDeclinedFit:
      'Das Fachgebiet oder Sprachpaar passt nicht. Auf der Seite des Auftrags können Sie stattdessen jemand anderen einladen.',
    invitationDeclinedTerms:
      'Budget oder Frist passen nicht. Auf der Seite des Auftrags können Sie jemand anderen einladen oder die Bedingungen überdenken.',
    invitationWithdrawnTitle: '{client} hat die Einladung zum Angebot für „{title}“ zurückgezogen',
    invitationWithdrawnMessage:
      'Sie müssen nicht darauf antworten. Steht Ihnen der Auftrag weiter offen, können Sie auf seiner Seite trotzdem ein Angebot abgeben.',
    paymentRequestTitle: '{name} bittet um Bezahlung für „{title}“',
    paymentRequestMessage:
      'Vom gewählten Angebot sind noch {amount} offen. Sie können den Betrag auf der Seite des Auftrags über Wordhive Pay bezahlen.',
    awardedTitle: 'Ihr Angebot für „{title}“ wurde angenommen',
    awardedMessage: '{client} hat Ihr Angebot gewählt. Klären Sie die Einzelheiten im Chat.',
    quoteDeclinedTitle: 'Ihr Angebot für „{title}“ wurde abgelehnt',
    quoteDeclinedMessage:
      '{client} hat Ihr Angebot abgelehnt. Solange der Auftrag offen ist, können Sie auf seiner Seite ein neues senden.',
    changedTitle: '„{title}“ wurde nach Ihrem Angebot geändert',
    changedMessage:
      '{client} hat Umfang, Sprachen, Leistung oder Frist des Auftrags geändert. Bestätigen Sie Ihr Angebot oder senden Sie auf seiner Seite ein neues: Bis dahin kann es nicht gewählt werden.',
    declinedTitle: 'Neuigkeiten zu „{title}“',
    declinedMessage:
      '{client} hat sich diesmal für ein anderes Angebot entschieden. Danke für Ihr Angebot: Ihre gespeicherten Suchen melden Ihnen die nächsten Aufträge.',
    cancelledTitle: '„{title}“ wurde storniert',
    cancelledMessage: 'Der Kunde hat diesen Auftrag storniert. Ihr Angebot hat Sie nichts gekostet.',
    completedTitle: '„{title}“ ist abgeschlossen',
    completedMessage:
      '{client} hat den Auftrag als abgeschlossen markiert. Bewerten Sie den Kunden auf dem Blue Board und sehen Sie, wie er Sie bewertet hat.',
    ratedTitle: '{name} hat Sie für „{title}“ bewertet',
    ratedMessage: 'Lesen Sie die Bewertung und antworten Sie auf der Seite des Auftrags.',
    digestSubject: 'Neue Aufträge für Ihre gespeicherten Suchen auf Wordhive',
    digestBody:
      'Guten Tag {name},\n\ndiese Aufträge wurden am letzten Tag veröffentlicht und passen zu Ihren gespeicherten Suchen:\n\n{jobs}\n\nHier ändern Sie Ihre gespeicherten Suchen oder bestellen diese E-Mails ab: {link}',
    digestDeadline: 'Frist: {date}',
  },
  assessment: {
    passedTitle: 'Prüfung bestanden: {pair}',
    passedMessage:
      'Sie haben {score} von 100 Punkten erreicht. Das Ergebnis steht jetzt als geprüfter Nachweis in Ihrem Profil.',
    failedTitle: 'Prüfungsergebnis: {pair}',
    failedMessage:
      'Sie haben {score} von 100 Punkten erreicht; zum Bestehen braucht es 70. Lesen Sie die Rückmeldung und versuchen Sie es in 30 Tagen erneut.',
  },
  quoteRequest: {
    title: 'Angebotsanfrage von {name}',
    message: '{service}, {source} → {targets}. Antwort an {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'Ihre Bewertung von {tool} ist veröffentlicht',
    approvedMessage: 'Mitglieder lesen sie auf der Seite des Tools.',
    rejectedTitle: 'Ihre Bewertung von {tool} wurde nicht veröffentlicht',
    rejectedMessage: 'Begründung des Teams: {reason}',
    editRejectedMessage: 'Die zuvor veröffentlichte Fassung bleibt. Begründung des Teams: {reason}',
  },
  testimonials: {
    approvedTitle: 'Ihr Erfahrungsbericht ist veröffentlicht',
    approvedMessage: 'Vielen Dank: Mitglieder können ihn auf der Seite mit den Erfahrungsberichten lesen.',
    approvedWithNote: 'Vielen Dank: Er ist veröffentlicht. Ein Hinweis des Teams: {reason}',
    rejectedTitle: 'Ihr Erfahrungsbericht wurde nicht veröffentlicht',
    rejectedMessage: 'Der Grund: {reason}. Sie können einen neuen schreiben.',
  },
  pay: {
    createdTitle: '{name} wird Ihnen {amount} zahlen',
    createdMessage:
      '„{description}“: Die Zahlung wird bis zum Fälligkeitsdatum gedeckt. Sie finden sie unter „Offen“ in Zahlungen.',
    fundedTitle: '{name} hat Ihnen {amount} gezahlt',
    fundedMessage: '„{description}“: Das Geld bleibt vorgemerkt, bis die Zahlung freigegeben wird.',
    membershipPaidTitle: '{amount} für Ihre Wordhive-Mitgliedschaft bezahlt',
    membershipPaidMessage:
      'Ein weiteres Jahr Mitgliedschaft gehört Ihnen. Ihre Quittung finden Sie auf der Seite „Mitgliedschaft“ und unter Zahlungen, „Gesendet“.',
    releasedTitle: '{amount} von {name} gehören jetzt Ihnen',
    releasedMessage: '„{description}“ wurde Ihrem Wordhive-Guthaben gutgeschrieben, abzüglich der Servicegebühr.',
    cancelledTitle: 'Eine Zahlung über {amount} wurde storniert',
    cancelledMessage: '{name} hat die Zahlung für „{description}“ storniert.',
    debitedTitle: 'Rückbelastung einer Zahlung von {name}',
    debitedMessage:
      'Für „{description}“ gezahltes Geld wurde zurückgebucht. Den Grund finden Sie unter „Rückbelastungen“.',
    disputedTitle: '{name} beanstandet {amount} einer Zahlung',
    disputedMessage:
      '„{description}“: Das Geld bleibt vorgemerkt. Schildern Sie Ihre Sicht innerhalb von 5 Tagen auf der Seite der Zahlung; danach entscheidet das Team.',
    answeredTitle: '{name} hat auf Ihre Beanstandung geantwortet',
    answeredMessage:
      '„{description}“: Das Team liest nun beide Seiten und entscheidet. Bis dahin bleibt das Geld vorgemerkt.',
    refundedTitle: '{name} hat Ihnen {amount} zurückgegeben',
    refundedMessage:
      '„{description}“: Das Geld ist dorthin zurückgeflossen, womit Sie gezahlt haben; bei Kartenzahlung samt dem Anteil der Kartengebühr.',
    decidedTitle: 'Das Team hat über die Beanstandung einer Zahlung mit {name} entschieden',
    decidedMessage:
      '„{description}“: {amount} gingen an den Zahler zurück, der Rest an den Zahlungsempfänger. Die Begründung steht auf der Seite der Zahlung.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '„{description}“: Das Team hat alles an den Zahlungsempfänger freigegeben. Die Begründung steht auf der Seite der Zahlung.',
    decidedRefundMessage:
      '„{description}“: {amount} gingen an den Zahler zurück, alles, was vorgemerkt war. Die Begründung steht auf der Seite der Zahlung.',
  },
};
