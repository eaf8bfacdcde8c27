export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you were looking for does not exist or has moved.',
  serverErrorTitle: 'Something went wrong',
  serverErrorText: 'An unexpected error occurred. Please try again in a moment.',
  goneTitle: 'This member is no longer here',
  goneText: 'The profile you were looking for has left Wordhive. The directory has many others.',
  findOthers: 'Search the directory',
  backHome: 'Go to the home page',
};
