export const common = {
  siteName: 'Wordhive',
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
  themeToggle: 'Switch theme',
};
