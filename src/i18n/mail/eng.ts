/** Mail the site sends, in the member's language. Server-only: pages never load these. */
export const mail = {
  signature: 'The Wordhive team',
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
};
export type MailTexts = typeof mail;
