export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you were looking for does not exist or has moved.',
  serverErrorTitle: 'Something went wrong',
  serverErrorText: 'An unexpected error occurred. Please try again in a moment.',
  backHome: 'Go to the home page',
};
