/** The /support-center page ('Get help'): how to reach member services. */
export const supportCenter = {
  title: 'Get help',
  description: 'How to reach Wordhive member services, and what to tell us so that we can help you quickly.',
  lead: 'Member services help members and clients with accounts, profiles, payments and anything on the site that does not work as it should. A person reads every message.',
  helpTitle: 'Start with the help center',
  helpText:
    'Most questions about accounts, profiles, the directory, payments and privacy are answered there, and it is the quickest way to an answer.',
  helpLink: 'Open the help center',
  contactTitle: 'Write to member services',
  contactText:
    'Signed-in members write to member services in the chat. We answer on working days, in the chat, so you can keep the whole conversation in one place.',
  contactSignedOut: 'Sign in first, so that we know which account you are writing about.',
  contactLink: 'Open the chat',
  includeTitle: 'What to include',
  includeWhere: 'the address of the page you were on (copy it from your browser),',
  includeWhat: 'what you did, what you expected and what happened instead,',
  includeWhen: 'when it happened, and a screenshot if you can.',
  includeNever: 'Never send a password or a card number: member services will never ask for them.',
  signinTitle: 'Cannot sign in?',
  signinText:
    'Check that you use the email address of your account; passwords are case-sensitive. After 10 wrong passwords, sign-in to that account pauses for 15 minutes to protect it: wait, then try again.',
  signinStill:
    'Still locked out? Sign up with another email address and write to member services from there, telling us the email address of the account you cannot reach. We check that it is yours before we change anything.',
  classicTitle: 'Forums, invoicing, terminology and events',
  classicText:
    'These still live on the classic site. Member services can help with them too; mention which one your question is about.',
  accessibilityTitle: 'Something hard to use?',
  accessibilityText:
    'If a page is hard to use with a keyboard, a screen reader or zoom, tell us which page and what you tried. We treat it as a bug and fix it.',
};
