/** The /help-center/api page: using the public API with a personal access token. */
export const apiHelp = {
  title: 'Use the Wordhive API',
  description:
    'Call Wordhive from your scripts and translation tools: make a personal access token, then search the directory and keep your profile up to date.',
  lead: 'Scripts and translation tools (OmegaT, Trados or memoQ plug-ins, your own code) can call the Wordhive API as you: search the directory, read profiles and update your own.',
  tokenTitle: '1. Make a token',
  tokenText:
    'On your account page, under Personal access tokens, give the token a name, choose what it may do and when it expires, and type your password. Copy it at once: it is shown only once. Keep it secret, like a password.',
  accountLink: 'Make a token on your account page',
  callTitle: '2. Call the API',
  callText:
    'Send the token in the Authorization header of every request. For example, Portuguese → English legal translators:',
  scopesTitle: 'What a token may do',
  scopesText:
    'profile:read reads profiles and the directories; profile:write changes your own profile. A token never opens pages, the admin area or anyone’s private data, and it acts with a member’s rights even if your account is staff.',
  limitsTitle: 'Limits',
  limitsText:
    'Each token may make {limit} calls a minute; past that the answer is 429, with a Retry-After header saying how many seconds to wait. Every call is recorded with the token that made it. Revoke a token on your account page and it stops working at once.',
  referenceTitle: 'Reference',
  referenceText: 'Every endpoint with its parameters, answers and errors is in',
  referenceLink: 'the API reference',
  documentLink: 'the OpenAPI document',
};
