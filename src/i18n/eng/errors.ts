export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you were looking for does not exist or has moved.',
  badRequestTitle: 'The address is not valid',
  badRequestText:
    "Part of this address (a search or a filter) could not be read. Check it, or start again from the page's own link.",
  tooManyTitle: 'Too many searches at once',
  tooManyText:
    'Many searches came from your address in a short time. Wait a minute and try again, or sign in: members can search far more.',
  serverErrorTitle: 'Something went wrong',
  serverErrorText: 'An unexpected error occurred. Please try again in a moment.',
  goneTitle: 'This member is no longer here',
  goneText: 'The profile you were looking for has left Wordhive. The directory has many others.',
  findOthers: 'Search the directory',
  backHome: 'Go to the home page',
  /** The API's answers any call may get (contract/http-messages.ts), said where a page shows what failed. */
  api: {
    signInRequired: 'Sign in to do this.',
    forbidden: 'You do not have permission to do this.',
    adminsOnly: 'Only admins can do this.',
    staffOnly: 'Only staff can do this.',
    linkEditorsOnly: 'Only admins and link editors can change the navigation.',
    notFound: 'This was not found: it may have been removed.',
    tooManyRequests: 'Too many attempts in a short time. Wait a moment and try again.',
    tooLarge: 'This is too large to send.',
    crossSite: 'This request was refused because it did not come from this site. Reload the page and try again.',
  },
};
