/** Mail the site sends, in the member's language. Server-only: pages never load these. */
export const mail = {
  signature: 'The Wordhive team',
  fromTo: '{from} → {to}',
  confirmSignup: {
    subject: 'Confirm your Wordhive account',
    body:
      'Hello {name},\n\n' +
      'Welcome to Wordhive. Confirm your email address to activate your account:\n\n' +
      '{link}\n\n' +
      'The link works once, for 24 hours. If you did not sign up, ignore this email: no account is made without this step.',
  },
  alreadyRegistered: {
    subject: 'You already have a Wordhive account',
    body:
      'Hello {name},\n\n' +
      'Someone, probably you, tried to sign up with this address, but it already belongs to a Wordhive account.\n\n' +
      'Sign in: {signin}\n' +
      'Forgot your password? Choose a new one: {reset}\n\n' +
      'If this was not you, ignore this email: nothing has changed.',
  },
  resetPassword: {
    subject: 'Choose a new Wordhive password',
    body:
      'Hello {name},\n\n' +
      'To choose a new password, open this link:\n\n' +
      '{link}\n\n' +
      'The link works once, for one hour. If you did not ask for this, ignore this email: your password stays as it is.',
  },
  /** The same link when staff send it from a member's admin page: the member learns it was not their own request. */
  resetPasswordByStaff: {
    subject: 'Wordhive staff sent you a link to choose a new password',
    body:
      'Hello {name},\n\n' +
      'A member of the Wordhive staff sent you this link to choose a new password for your account:\n\n' +
      '{link}\n\n' +
      'The link works once, for one hour. If you did not ask Wordhive support for it, ignore this email: your password stays as it is. Nobody at Wordhive will ever ask you for this link or your password.',
  },
  passwordChanged: {
    subject: 'Your Wordhive password was changed',
    body: 'Hello {name},\n\nThe password of your Wordhive account was just changed, and every other device was signed out.\n\nIf this was not you, choose a new password now: {reset}',
  },
  changeEmail: {
    subject: 'Confirm your new Wordhive address',
    body: 'Hello {name},\n\nTo use this address for your Wordhive account, open this link:\n\n{link}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this email: nothing changes.',
  },
  emailChanged: {
    subject: 'Your Wordhive address was changed',
    body: 'Hello {name},\n\nYour Wordhive account now uses the address {email}; this address no longer signs in.\n\nIf this was not you, choose a new password at once and write to member services: {reset}',
  },
  accountDeleted: {
    subject: 'Your Wordhive account was deleted',
    body: 'Hello {name},\n\nYour Wordhive account and your profile were deleted, as you asked. Your profile, language pairs, rates, samples, conversations and notifications are gone; feedback you gave other members stays on their profiles, under the name you signed it with.\n\nThis address can sign up again at any time.',
  },
  clientRequests: {
    note: 'Their note:',
    reviewSubject: '{member} asks for your review on Wordhive',
    reviewBody:
      'Hello {client},\n\n{member} has worked for you and asks for a short review on their Wordhive profile: would you work with them again, how many stars, and a few words on why.{note}\n\nAnswer here, no account needed:\n\n{link}\n\nThe link works once, until {date}. Your answer appears on their profile under the name you give. If you do not know {member}, ignore this email.',
    projectSubject: '{member} asks you to confirm a project',
    projectBody:
      'Hello {client},\n\n{member} lists this project on their Wordhive profile as done for you:\n\n{project}{note}\n\nDid it happen as listed? Answer here, no account needed:\n\n{link}\n\nThe link works once, until {date}. If you confirm, the project shows your name as the one who confirmed it. If you do not know {member}, ignore this email.',
    units: {
      words: 'words',
      pages: 'pages',
      hours: 'hours',
      minutes: 'minutes',
    },
    reviewAnsweredTitle: '{client} answered your review request',
    reviewAnsweredMessage: 'Their review is on your profile.',
    projectAnsweredTitle: '{client} answered about a project',
    projectConfirmed: '"{project}" is now confirmed on your profile.',
    projectNotConfirmed: '{client} did not confirm "{project}".',
    reportDecidedTitle: 'Staff decided on a reported review',
    reportKept: 'It stays on the profile. Staff’s reason: {reason}',
    reportRemoved: 'It was removed from the profile. Staff’s reason: {reason}',
  },
  /** A member's stated day back has come (profile/back-to-work.ts). */
  availability: {
    backTitle: 'Your profile says you take new work again',
    backMessage:
      'The day you set has come: clients find you among the members taking new work. Your introduction on your profile is where you change it.',
  },
  teams: {
    inviteSubject: '{business} invites you to their team “{team}” on Wordhive',
    inviteBody:
      'Hello,\n\n{business} invites you to join their team “{team}” on Wordhive. Team members appear on the team’s page and hear about the team’s work first.\n\nSign in with this email address and accept here:\n\n{link}\n\nThe link works once, until {date}. If you do not know {business}, ignore this email.',
  },
  jobs: {
    alertTitle: 'New job for one of your saved searches',
    quoteTitle: '{name} sent a quote for “{title}”',
    quoteMessage: 'Compare the quotes side by side on the job’s page.',
    invitedTitle: '{client} invites you to quote for “{title}”',
    invitedMessage: 'Read the job and send your quote on its page: quoting is free.',
    invitationDeclinedTitle: '{name} will not quote for “{title}”',
    invitationDeclinedBusy:
      'They have no time for it now. You can invite someone else in their place from the job’s page.',
    invitationDeclinedFit:
      'It is not their field or language pair. You can invite someone else in their place from the job’s page.',
    invitationDeclinedTerms:
      'The budget or the deadline does not suit them. You can invite someone else from the job’s page, or look at its terms again.',
    invitationWithdrawnTitle: '{client} withdrew the invitation to quote for “{title}”',
    invitationWithdrawnMessage:
      'You need not answer it. If the job is still open to you, you may quote on its page all the same.',
    paymentRequestTitle: '{name} asks to be paid for “{title}”',
    paymentRequestMessage:
      '{amount} of the chosen quote is still to pay. You can pay it through Wordhive Pay on the job’s page.',
    awardedTitle: 'Your quote for “{title}” was accepted',
    awardedMessage: '{client} chose your quote. Agree the details with them in chat.',
    quoteDeclinedTitle: 'Your quote for “{title}” was declined',
    quoteDeclinedMessage: '{client} declined your quote. While the job is open you may send a new one on its page.',
    changedTitle: '“{title}” changed after your quote',
    changedMessage:
      '{client} changed the job’s volume, languages, service or deadline. Confirm your quote or send a new one on its page: until then it cannot be chosen.',
    declinedTitle: 'News about “{title}”',
    declinedMessage:
      '{client} chose another quote this time. Thank you for quoting: your saved searches will tell you about the next jobs.',
    cancelledTitle: '“{title}” was cancelled',
    cancelledMessage: 'The client cancelled this job. Quoting cost you nothing.',
    completedTitle: '“{title}” is completed',
    completedMessage: '{client} marked the job completed. Rate them on the Blue Board, and see how they rated you.',
    ratedTitle: '{name} rated you for “{title}”',
    ratedMessage: 'Read the rating and reply to it on the job’s page.',
    digestSubject: 'New jobs for your saved searches on Wordhive',
    digestBody:
      'Hello {name},\n\nThese jobs were posted in the last day and match your saved searches:\n\n{jobs}\n\nChange your saved searches or stop these emails here: {link}',
    digestDeadline: 'Deadline: {date}',
  },
  assessment: {
    passedTitle: 'Assessment passed: {pair}',
    passedMessage: 'You scored {score} out of 100. The result now shows on your profile as a verified credential.',
    failedTitle: 'Assessment result: {pair}',
    failedMessage:
      'You scored {score} out of 100; a pass needs 70. Read the assessor’s feedback and try again in 30 days.',
  },
  quoteRequest: {
    title: 'Quote request from {name}',
    message: '{service}, {source} → {targets}. Reply to {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'Your review of {tool} is published',
    approvedMessage: 'Members read it on the tool’s page.',
    rejectedTitle: 'Your review of {tool} was not published',
    rejectedMessage: 'Staff’s reason: {reason}',
    editRejectedMessage: 'The version published before stays. Staff’s reason: {reason}',
  },
  testimonials: {
    approvedTitle: 'Your testimonial is published',
    approvedMessage: 'Thank you: members can read it on the testimonials page.',
    approvedWithNote: 'Thank you: it is published. A note from the team: {reason}',
    rejectedTitle: 'Your testimonial was not published',
    rejectedMessage: 'The reason: {reason}. You may write a new one.',
  },
  pay: {
    createdTitle: '{name} will pay you {amount}',
    createdMessage: '“{description}”: they will fund it by its due date. See it under Pending in Payments.',
    fundedTitle: '{name} paid you {amount}',
    fundedMessage: '“{description}”: the money is pending until they release it.',
    membershipPaidTitle: '{amount} paid for your Wordhive membership',
    membershipPaidMessage:
      'A year more of membership is yours. Your receipt is on the Membership page and in Payments, under Sent.',
    releasedTitle: '{amount} from {name} is now yours',
    releasedMessage: '“{description}” was released to your Wordhive balance, less the service fee.',
    cancelledTitle: 'A payment of {amount} was cancelled',
    cancelledMessage: '{name} cancelled the payment for “{description}”.',
    debitedTitle: 'Customer debit on a payment from {name}',
    debitedMessage: 'Money paid for “{description}” was taken back. The reason is under Customer debits.',
    disputedTitle: '{name} disputes {amount} of a payment',
    disputedMessage:
      '“{description}”: the money stays held. Give your side on the payment’s page within 5 days; staff then decide.',
    answeredTitle: '{name} answered your dispute',
    answeredMessage: '“{description}”: staff now read both sides and decide. The money stays held until then.',
    refundedTitle: '{name} gave you back {amount}',
    refundedMessage:
      '“{description}”: the money is back where you paid it from; by card, with its share of the card fee.',
    decidedTitle: 'Staff decided the dispute about a payment with {name}',
    decidedMessage:
      '“{description}”: {amount} went back to the payer, the rest to the payee. The reason is on the payment’s page.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '“{description}”: staff released all of it to the payee. The reason is on the payment’s page.',
    decidedRefundMessage:
      '“{description}”: {amount} went back to the payer, all that was held. The reason is on the payment’s page.',
  },
};
export type MailTexts = typeof mail;
