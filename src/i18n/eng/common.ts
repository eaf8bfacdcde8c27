export const common = {
  siteName: 'Wordhive',
  /** A direction between two things (a language pair, a payment): the arrow points the way the page reads. */
  fromTo: '{from} → {to}',
  writtenIn: 'Written in',
  tagline: 'The home of language professionals',
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  home: 'Home',
  about: 'About',
  help: 'Help',
  loading: 'Loading…',
  unexpectedError: 'An unexpected error occurred',
  deletedMember: 'Deleted member',
  themeToggle: 'Switch theme',
  /** A file field's button and what it shows before a file is chosen (ui/text-field.tsx). */
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
};
