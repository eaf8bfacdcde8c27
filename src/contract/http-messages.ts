/**
 * The API's answers to a call any route may get, whatever the feature: not signed in, not allowed, too
 * many calls, a call from another site. The server sends these words (http/errors.ts, the route table,
 * the session guard); the pages say them in the reader's language (`errorText`, api-client.ts).
 */
export const HTTP_MESSAGES = {
  signInRequired: 'Sign in required',
  forbidden: 'You do not have permission to do this',
  adminsOnly: 'Admins only',
  staffOnly: 'Staff only',
  linkEditorsOnly: 'Only admins and link editors can change navigation',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again later',
  tooLarge: 'Request body is too large',
  crossSite: 'Cross-site request refused: the Origin header does not match this site',
} as const;

/** A failure of the server itself: the page says an unexpected error occurred. */
export const SERVER_ERROR = 'Internal server error';
