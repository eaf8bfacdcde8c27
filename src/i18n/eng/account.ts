export const account = {
  title: 'Your account',
  intro: 'Signed in as {name} ({email}).',
  accountType: 'Account type',
  memberSince: 'Member since',
  signOutEverywhere: 'Sign out',
};
